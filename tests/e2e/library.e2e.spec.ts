import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_SKIP_REASON, hasChromium, withChromium } from '../support/browser.ts';
import { apiClient } from '../support/identity.ts';
import { teamOfTry } from '../support/perTry.ts';
import { startTestRuntime } from '../support/runtime.ts';
import { createWorkspace } from '../support/workspaces.ts';

if (!hasChromium()) console.warn(CHROMIUM_SKIP_REASON);

// The assessment library against the real API: a category and an assessment written in My Library, a
// package made beside it, the assessment dragged into the package (and another added from the card's menu),
// a Canopy assessment cloned into the category, then archived and brought back from the archive.

const WIDE = { width: 1440, height: 900 };
const RUTH = { email: 'ruth.sato@meridian.example', password: 'ruth-secret-1', firstName: 'Ruth', lastName: 'Sato' };

describe.skipIf(!hasChromium())('the assessment library in Chromium', () => {
  let runtime: Awaited<ReturnType<typeof startTestRuntime>>;
  const chromium = withChromium(WIDE);

  beforeAll(async () => {
    runtime = await startTestRuntime();
  });
  afterAll(async () => runtime?.close());

  /** Ruth in a team of this try's own, with a workspace and an empty library (a retry starts from nothing again) */
  const logIn = async () => {
    const { team } = await teamOfTry(runtime, 'Meridian Advisory', { RUTH });
    const api = apiClient(runtime);
    await createWorkspace(api, await api.tokenFor(team.RUTH.email, team.RUTH.password), 'Harbour Foods');
    return chromium.logIn(runtime.url, team.RUTH);
  };
  const card = (page: Page, title: string) => page.locator(`[data-testid="assessment-card"][data-assessment-title="${title}"]`);
  const packageItem = (page: Page, name: string) => page.locator(`[data-testid="package-item"][data-package-name="${name}"]`);
  const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

  it('builds a category, an assessment and a package, clones a Canopy assessment, archives and unarchives', async () => {
    const page = await logIn();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Assessment Library' }).click();
    await nav.getByRole('link', { name: 'My Library' }).click();
    await page.waitForURL((url) => url.pathname === '/assessments/my-assessments');
    await page.getByRole('heading', { name: 'My Library', level: 1 }).waitFor();
    await page.getByText('Nothing here yet').waitFor();
    expect(await page.getByTestId('coming-soon').count()).toBe(0);

    // a category: the name is required, Enter submits
    await page.getByRole('button', { name: 'New Category' }).first().click();
    const categoryForm = dialog(page, 'New Category');
    await categoryForm.getByRole('button', { name: 'Create category' }).click();
    await categoryForm.getByText('Category name is required').waitFor();
    await categoryForm.getByLabel('Name').fill('Client culture');
    await categoryForm.getByLabel('Name').press('Enter');
    await categoryForm.waitFor({ state: 'hidden' });
    await page.locator('[data-testid="category-section"][data-category-name="Client culture"]').waitFor();

    // an assessment: the form says what is missing, in the server's words
    await page.getByRole('button', { name: 'New Assessment' }).click();
    const form = dialog(page, 'Create Assessment');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Title is required').waitFor();
    await form.getByText('In assessment should be at least one question').waitFor();
    await form.getByLabel('Title').fill('Team rituals');
    await form.getByLabel('Question 1', { exact: true }).fill('Our team meetings are worth the time');
    await form.getByRole('button', { name: 'Add question' }).click();
    await form.getByLabel('Question 2', { exact: true }).fill('What ritual should we start?');
    await form.getByLabel('Answer type of question 2').click();
    await page.getByRole('option', { name: 'Open text', exact: true }).click();
    await form.locator('label', { hasText: /^Spanish$/ }).click();
    await form.getByLabel('Question 1', { exact: true }).fill('Nuestras reuniones de equipo merecen la pena');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'hidden' });
    const rituals = card(page, 'Team rituals');
    await rituals.getByText('2 questions').waitFor();

    // its details: category and type, languages, statements, version and code
    await rituals.click();
    const details = dialog(page, 'Team rituals');
    await details.getByText('Client culture · Scale 1-5').waitFor();
    await details.getByLabel('Languages: English, Spanish').waitFor();
    expect(await details.getByTestId('assessment-statements').getByRole('listitem').count()).toBe(2);
    await details.getByText(/^Version 1 · Code CA-[A-Z2-9]{6}$/).waitFor();
    await details.getByRole('button', { name: 'Close' }).click();

    // a package beside the library
    await page.getByRole('button', { name: 'New Package' }).click();
    const packageForm = dialog(page, 'New Package');
    await packageForm.getByLabel('Package name').fill('Spring pulse');
    await packageForm.getByRole('checkbox', { name: 'Spanish' }).check();
    await packageForm.getByLabel('Welcome title (English)').fill('Welcome to the spring pulse');
    await packageForm.getByRole('button', { name: 'Create package' }).click();
    await packageForm.waitFor({ state: 'hidden' });
    const spring = packageItem(page, 'Spring pulse');
    await spring.getByText('0 assessments').waitFor();

    // the assessment dragged onto the package
    await rituals.dragTo(spring);
    await spring.getByText('1 assessment').waitFor();

    // offering Hebrew, which the package's one assessment does not speak, is warned about in the form (Spanish it speaks)
    await spring.getByRole('button', { name: 'Actions for Spring pulse' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const editPackage = dialog(page, 'Edit Package');
    expect(await editPackage.getByTestId('untranslated-languages').count()).toBe(0);
    await editPackage.getByRole('checkbox', { name: 'Hebrew' }).check();
    await editPackage
      .getByTestId('untranslated-languages')
      .getByText("None of this package's assessments is translated into Hebrew", { exact: false })
      .waitFor();
    expect(await editPackage.getByText('translated into Spanish', { exact: false }).count()).toBe(0);
    await editPackage.getByRole('button', { name: 'Cancel' }).click();
    await editPackage.waitFor({ state: 'hidden' });

    // its link: a date-based one below a day is refused in the spec's words; a forever one is paused, activated, removed
    await spring.getByLabel('Days the link stays open').fill('0');
    await spring.getByRole('button', { name: 'Generate link' }).click();
    await spring.getByText('Expiration number could not be lower then 1').waitFor();
    // said once, beside the field, before any round trip (no banner repeating it), and gone with the days field
    expect(await page.getByText('Expiration number could not be lower then 1').count()).toBe(1);
    await spring.getByText('Forever', { exact: true }).click();
    expect(await page.getByText('Expiration number could not be lower then 1').count()).toBe(0);
    await spring.getByRole('button', { name: 'Generate link' }).click();
    await page.getByText('Link was generated').waitFor();
    const address = spring.getByLabel('Survey link');
    await address.waitFor();
    expect(await address.inputValue()).toMatch(/\/assessment-responding\/[A-Za-z0-9_-]{22}$/);
    await spring.getByRole('button', { name: 'Temporary Disable' }).click();
    await spring.getByText('Paused').waitFor();
    await spring.getByRole('button', { name: 'Activate' }).click();
    await spring.getByText('Open, no end date').waitFor();
    await spring.getByRole('button', { name: 'Remove' }).click();
    // asked once more: the link stops working and its cycle ends
    const removeLink = dialog(page, 'Remove link');
    await removeLink.getByText('its cycle ends').waitFor();
    await removeLink.getByRole('button', { name: 'Cancel' }).click();
    await spring.getByText('Open, no end date').waitFor();
    await spring.getByRole('button', { name: 'Remove' }).click();
    await dialog(page, 'Remove link').getByRole('button', { name: 'Remove link' }).click();
    await page.getByText('Link was removed').waitFor();
    await spring.getByRole('button', { name: 'Generate link' }).waitFor();

    // a Canopy assessment cloned into the category
    await nav.getByRole('link', { name: 'Canopy Library' }).click();
    await page.waitForURL((url) => url.pathname === '/assessments/canopy-assessments');
    const safety = card(page, 'Psychological Safety');
    await safety.getByText('6 questions').waitFor();
    await safety.getByRole('button', { name: 'Actions for Psychological Safety' }).click();
    await page.getByRole('menuitem', { name: 'Clone' }).click();
    const pick = dialog(page, 'Clone assessment');
    await pick.getByText('Please, choose the category to clone this assessment in "My Library"').waitFor();
    await pick.getByLabel('Category').click();
    await page.getByRole('option', { name: 'Client culture' }).click();
    await pick.getByRole('button', { name: 'Clone' }).click();
    await pick.waitFor({ state: 'hidden' });

    // and added to the package from the card's menu, as a keyboard user would
    await safety.getByRole('button', { name: 'Actions for Psychological Safety' }).click();
    await page.getByRole('menuitem', { name: 'Add to package' }).click();
    const picker = dialog(page, 'Add to package');
    await picker.getByRole('radio', { name: 'Spring pulse' }).check();
    await picker.getByRole('button', { name: 'Add' }).click();
    await picker.waitFor({ state: 'hidden' });
    await spring.getByText('2 assessments').waitFor();

    // the package's details list both; one is removed there
    await spring.getByRole('button', { name: 'Spring pulse: details' }).click();
    const packageDetails = dialog(page, 'Spring pulse');
    await packageDetails.getByText('Team rituals').waitFor();
    await packageDetails.getByRole('button', { name: 'Actions for Psychological Safety' }).click();
    await page.getByRole('menuitem', { name: 'Remove from package' }).click();
    await packageDetails.getByText('Psychological Safety').waitFor({ state: 'hidden' });
    await packageDetails.getByRole('button', { name: 'Close' }).click();
    await spring.getByText('1 assessment').waitFor();

    // the clone is in My Library, editable
    await nav.getByRole('link', { name: 'My Library' }).click();
    await page.waitForURL((url) => url.pathname === '/assessments/my-assessments');
    const cloned = card(page, 'Psychological Safety');
    await cloned.waitFor();

    // archived: it leaves My Library for the archive, and comes back into the category
    await cloned.getByRole('button', { name: 'Actions for Psychological Safety' }).click();
    await page.getByRole('menuitem', { name: 'Archive' }).click();
    await dialog(page, 'Archive assessment').getByRole('button', { name: 'Archive' }).click();
    await page.getByText('Psychological Safety is in Archived Assessments.').waitFor();
    await cloned.waitFor({ state: 'hidden' });
    await nav.getByRole('link', { name: 'Archived Assessments' }).click();
    await page.waitForURL((url) => url.pathname === '/assessments/archived-assessments');
    const archived = card(page, 'Psychological Safety');
    await archived.getByText('(archived)').waitFor();
    await archived.getByRole('button', { name: 'Actions for Psychological Safety' }).click();
    await page.getByRole('menuitem', { name: 'Unzip' }).click();
    const unzip = dialog(page, 'Unzip assessment');
    await unzip.getByLabel('Category').click();
    await page.getByRole('option', { name: 'Client culture' }).click();
    await unzip.getByRole('button', { name: 'Unzip' }).click();
    await page.getByText('There are no archived assessments').waitFor();
    await nav.getByRole('link', { name: 'My Library' }).click();
    const back = card(page, 'Psychological Safety');
    await back.waitFor();

    // deleting asks first, then says it is done
    await back.getByRole('button', { name: 'Actions for Psychological Safety' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await dialog(page, 'Delete assessment').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Psychological Safety was deleted.').waitFor();
    await back.waitFor({ state: 'detached' });

    // a package deleted after it was asked once more, and the deletion acknowledged
    await packageItem(page, 'Spring pulse').getByRole('button', { name: 'Actions for Spring pulse' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await dialog(page, 'Delete package').getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Package was deleted').waitFor();
    await packageItem(page, 'Spring pulse').waitFor({ state: 'detached' });
  });
});
