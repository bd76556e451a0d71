import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect } from 'vitest';
import { CHROMIUM_SKIP_REASON, hasChromium, laneChromium, logInThroughForm } from '../support/browser.ts';
import { setGroupClassification } from '../support/hris.ts';
import { apiClient } from '../support/identity.ts';
import { teamOfTry } from '../support/perTry.ts';
import { startTestRuntime } from '../support/runtime.ts';
import { scenario } from '../support/scenario.ts';
import { createWorkspace } from '../support/workspaces.ts';

if (!hasChromium()) console.warn(CHROMIUM_SKIP_REASON);

// The HRIS sync in the browser with the sandbox HR system: connect from the HRIS integrations tab, review the
// first sync in the preview, untick one person, apply; the participants page then shows the automatic
// people and groups, manual editing disabled with the spec's tooltip, and a later sync waiting for review.

const WIDE = { width: 1440, height: 900 };
const MAYA = { email: 'maya.ito@fieldwork.example', password: 'maya-secret-1', firstName: 'Maya', lastName: 'Ito' };
const LOCKED = 'This option is disabled due to automatic synchronization with HRIS';
const DEPARTMENTS = ['Customer Success', 'Engineering', 'Finance', 'Marketing', 'People', 'Product', 'Sales'];

describe.skipIf(!hasChromium())('the HRIS integration in Chromium', () => {
  let runtime: Awaited<ReturnType<typeof startTestRuntime>>;
  let browser: Browser;
  let context: BrowserContext | undefined;
  let page: Page;

  beforeAll(async () => {
    runtime = await startTestRuntime({ env: { HRIS_PROVIDER: 'sandbox' } });
    browser = await laneChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await runtime?.close();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  /** Maya in a team of this try's own, with a workspace no HR system is connected to, signed in */
  const signedInToFreshWorkspace = async () => {
    const { team } = await teamOfTry(runtime, 'Fieldwork Partners', { MAYA });
    const api = apiClient(runtime);
    const token = await api.tokenFor(team.MAYA.email, team.MAYA.password);
    const workspace = await createWorkspace(api, token, 'Northwind Health');
    await setGroupClassification(api, token, workspace.id, 'department');
    context = await browser.newContext({ viewport: WIDE });
    page = await context.newPage();
    await logInThroughForm(page, runtime.url, team.MAYA);
  };

  const preview = () => page.getByRole('dialog', { name: 'HRIS sync preview' });
  const openParticipants = async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Participants' }).click();
    await page.waitForURL((url) => url.pathname === '/participants');
  };
  const participantCount = () => page.getByTestId('participant-count').innerText();

  // The four steps each go on from the one before (connected, reviewed and applied, locked, synced again): one
  // scenario, so a retry starts over from a workspace of its own rather than from what the failed try's step left.
  const step = scenario(
    'connects the sandbox HR system, applies the reviewed first sync, locks editing by hand and applies a later sync',
    signedInToFreshWorkspace,
  );

  step('connects the sandbox HR system from the HRIS integrations tab and stops at the review', async () => {
    await page.goto(`${runtime.url}/workspace-settings?tab=hris`);
    await page.getByText('No HRIS connected').waitFor();
    await page.getByRole('button', { name: 'Add new integration' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect sandbox HR system' });
    await dialog.getByRole('button', { name: 'Connect sandbox HR system' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('hris-integration').waitFor();
    // the first sync reads the HR system in the background; the tab follows it until it waits for review
    await page.getByRole('button', { name: 'Review changes' }).waitFor({ timeout: 30_000 });
    await page.getByTestId('hris-integration').getByText('Awaiting review').waitFor();
    expect(await page.getByRole('button', { name: 'Add new integration' }).count()).toBe(0);
  });

  step('shows the real change set, applies what stays ticked, and leaves the unticked person out', async () => {
    await page.getByRole('button', { name: 'Review changes' }).click();
    const modal = preview();
    const added = modal.getByTestId('participants-added');
    await added.locator('[data-change-id]').first().waitFor();
    expect(await added.locator('[data-change-id]').count()).toBe(45);
    expect(await modal.getByTestId('participants-deleted').getByText('Nobody left.').count()).toBe(1);
    await modal.getByText('52 of 52 changes ticked').waitFor();

    // untick one person
    const first = added.locator('[data-change-id]').first();
    const leftOut = (await first.locator('p').first().innerText()).trim();
    await first.getByRole('checkbox').uncheck();
    await modal.getByText('51 of 52 changes ticked').waitFor();

    await modal.getByRole('tab', { name: /Groups/ }).click();
    const groupNames = await modal.getByTestId('groups-added').locator('[data-change-id] p:first-child').allInnerTexts();
    expect(groupNames.map((name) => name.trim())).toEqual(DEPARTMENTS);

    await modal.getByRole('button', { name: 'Done' }).click();
    await modal.waitFor({ state: 'hidden' });
    await page.getByText('Synchronisation applied').waitFor();
    await page.getByTestId('hris-integration').getByText('Completed').first().waitFor();

    await openParticipants();
    await expect.poll(participantCount, { timeout: 15_000 }).toBe('44');
    await page.getByTestId('participant-row').first().waitFor();
    expect(await page.getByTestId('participant-row').filter({ hasText: leftOut }).count()).toBe(0);
    // the automatic groups, made from the departments
    const groups = page.getByTestId('group-item');
    await expect.poll(() => groups.count()).toBe(7);
    for (const department of DEPARTMENTS) await groups.filter({ hasText: department }).first().waitFor();
  });

  step('disables adding, editing and deleting participants by hand, with the tooltip', async () => {
    const add = page.getByRole('button', { name: 'New participants' });
    expect(await add.isDisabled()).toBe(true);
    await page.getByTestId('hris-locked').first().hover();
    await page.getByRole('tooltip', { name: LOCKED }).waitFor();

    await page
      .getByTestId('participant-row')
      .first()
      .getByRole('button', { name: /^Actions for/ })
      .click();
    const edit = page.getByRole('menuitem', { name: 'Edit' });
    const remove = page.getByRole('menuitem', { name: 'Delete' });
    expect(await edit.isDisabled()).toBe(true);
    expect(await remove.isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
  });

  step('shows a later sync waiting for review on the participants page, and applies it from there', async () => {
    await page.goto(`${runtime.url}/workspace-settings?tab=hris`);
    await page.getByRole('button', { name: 'Force sync' }).click();
    await page.getByRole('button', { name: 'Review changes' }).waitFor({ timeout: 30_000 });

    await openParticipants();
    const banner = page.getByTestId('hris-review-banner');
    await banner.getByText('A sync is waiting for your review').waitFor();
    await banner.getByRole('button', { name: 'Review changes' }).click();
    const later = preview();
    // what was left out last time, and its department group gaining them
    await expect.poll(() => later.getByTestId('participants-added').locator('[data-change-id]').count()).toBe(1);
    await later.getByRole('tab', { name: /Groups/ }).click();
    expect(await later.getByTestId('groups-updated').locator('[data-change-id]').count()).toBe(1);
    await later.getByRole('button', { name: 'Done' }).click();
    await later.waitFor({ state: 'hidden' });
    await expect.poll(participantCount, { timeout: 15_000 }).toBe('45');
    await banner.waitFor({ state: 'detached' });
  });
});
