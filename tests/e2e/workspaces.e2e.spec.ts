import type { Workspace } from '@canopy/contracts/workspace/api';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_SKIP_REASON, hasChromium, logInThroughForm, withChromium } from '../support/browser.ts';
import { apiClient, TINY_PNG } from '../support/identity.ts';
import { teamOfTry } from '../support/perTry.ts';
import { startTestRuntime } from '../support/runtime.ts';
import { createWorkspace } from '../support/workspaces.ts';

if (!hasChromium()) console.warn(CHROMIUM_SKIP_REASON);

// The workspace screens against the real API: a consultant's first login without a
// workspace, the settings tabs, sharing with a colleague, switching and deleting.

const WIDE = { width: 1366, height: 900 };
const MIA = { email: 'mia.stone@harbor.example', password: 'mia-secret-1', firstName: 'Mia', lastName: 'Stone' };
const LEO = { email: 'leo.park@harbor.example', password: 'leo-secret-1', firstName: 'Leo', lastName: 'Park' };
const IVY = { email: 'ivy.lane@harbor.example', password: 'ivy-secret-1', firstName: 'Ivy', lastName: 'Lane' };
const IVYS_WORKSPACE = 'Ivy Private Client';
const NOT_ASSIGNED = 'You are not assigned to this workspace';

describe.skipIf(!hasChromium())('workspaces in Chromium', () => {
  let runtime: Awaited<ReturnType<typeof startTestRuntime>>;
  let api: ReturnType<typeof apiClient>;
  const chromium = withChromium(WIDE);

  beforeAll(async () => {
    runtime = await startTestRuntime();
    api = apiClient(runtime);
  });
  afterAll(async () => runtime?.close());

  // A team of its own for each try of a test (tests/support/perTry.ts), so a retry starts from a first login again
  // rather than from what the failed try left: Mia without a workspace, her colleagues Leo and Ivy, and a workspace
  // of Ivy's that Mia is not assigned to.
  const harborTeam = async () => {
    const { team } = await teamOfTry(runtime, 'Harbor Consulting', { MIA, LEO, IVY });
    await createWorkspace(api, await api.tokenFor(team.IVY.email, team.IVY.password), IVYS_WORKSPACE);
    return team;
  };

  const openPage = () => chromium.newPage();

  const logIn = (page: Page, who: { email: string; password: string }) => logInThroughForm(page, runtime.url, who);

  const currentWorkspaceName = (page: Page) => page.getByTestId('current-workspace-name');
  const waitForCurrent = async (page: Page, name: string) => {
    await page.getByTestId('current-workspace-name').getByText(name, { exact: true }).waitFor();
  };
  const openSwitcher = async (page: Page) => {
    await page.getByTestId('workspace-switcher').click();
    await page.getByTestId('workspace-list').waitFor();
  };
  const openTab = async (page: Page, name: string) => {
    await page.getByRole('tab', { name }).click();
  };
  const workspacesOf = async (who: { email: string; password: string }): Promise<Workspace[]> => {
    const token = await api.tokenFor(who.email, who.password);
    const me = await api.call<{ team_id: string }>('GET', '/consultants/current', { token });
    return (await api.call<Workspace[]>('GET', `/workspaces/by-team/${me.body.team_id}`, { token })).body;
  };

  it('walks a consultant from the first login to several shared workspaces, and deletes them', async () => {
    const { MIA, LEO, IVY } = await harborTeam();
    const page = await openPage();
    await logIn(page, MIA);

    // first login: no workspace of her own, so the full-screen prompt asks for one
    const prompt = page.getByTestId('no-workspace-prompt');
    await prompt.getByRole('heading', { name: 'Create your first workspace' }).waitFor();
    await prompt.getByText('Your team has a workspace you are not assigned to').waitFor();
    await prompt.getByRole('button', { name: 'Create workspace' }).click();
    await prompt.getByText('This field is required').waitFor();
    await prompt.getByLabel('Workspace name').fill('Acme Ltd');
    expect(await prompt.getByRole('radio', { name: 'An organisation' }).isChecked()).toBe(true);
    await prompt.getByLabel('Workspace name').press('Enter');
    await prompt.waitFor({ state: 'detached' });
    await waitForCurrent(page, 'Acme Ltd');
    await page.getByTestId('workspace-summary').getByRole('heading', { name: 'Acme Ltd' }).waitFor();
    await page.getByTestId('workspace-summary').getByText('An organisation').waitFor();

    // Workspace Settings through the switcher, whose list is fixed like the side navigation it opens from: scrolling
    // the page (as Playwright does before a click) does not move an entry away between the press and the release
    await openSwitcher(page);
    const scrolling = await page.getByTestId('workspace-list').evaluate((list) => {
      const before = list.getBoundingClientRect().top;
      window.scrollBy(0, 60);
      const scrolled = window.scrollY;
      const moved = list.getBoundingClientRect().top - before;
      window.scrollTo(0, 0);
      return { scrolled, moved };
    });
    expect(scrolling.scrolled).toBeGreaterThan(0);
    expect(scrolling.moved).toBe(0);
    await page.getByTestId('workspace-list').getByRole('link', { name: 'Workspace Settings' }).click();
    await page.waitForURL((url) => url.pathname === '/workspace-settings');
    await page.getByRole('heading', { name: 'Acme Ltd', level: 1 }).waitFor();
    expect(await page.getByRole('tab', { name: 'General info' }).getAttribute('aria-selected')).toBe('true');

    // General info: the image rules, then the name and e-mail rules, each with the spec's message
    const logoInput = page.locator('input[type=file]');
    await logoInput.setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await page.getByText('Error upload file, incorrect format').waitFor();
    await logoInput.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(1_000_000, 1) });
    await page.getByText('File must be less than 1 Mb.').waitFor();
    await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG });
    await page.getByTestId('image-preview').locator('img').waitFor();

    const general = page.getByRole('form', { name: 'General info' });
    await general.getByLabel('Workspace name').fill('');
    await general.getByLabel('Email').fill('ana@acme');
    await general.getByRole('button', { name: 'Save changes' }).click();
    await general.getByText('This field is required').waitFor();
    await general.getByText('Email is invalid').waitFor();

    await general.getByLabel('Workspace name').fill('Acme Ltd');
    await general.getByLabel('Company website').fill('https://acme.example');
    await general.getByLabel('First name').fill('Ana');
    await general.getByLabel('Last name').fill('Diaz');
    await general.getByLabel('Email').fill('Ana.Diaz@Acme.example');
    // the country picker, searched by name, then the phone with its leading 0
    expect(await general.getByTestId('country-code-picker').textContent()).toContain('+1');
    await general.getByTestId('country-code-picker').click();
    await page.getByLabel('Search countries').fill('united king');
    await page.getByRole('option', { name: /United Kingdom/ }).click();
    expect(await general.getByTestId('country-code-picker').textContent()).toContain('+44');
    await general.getByLabel('Phone').fill('07700 900123');
    await general.getByLabel('Phone').press('Enter');
    await general.getByText('Saved successfully!').waitFor();
    expect(await general.getByLabel('Phone').inputValue()).toBe('7700900123');
    expect(await general.getByLabel('Email').inputValue()).toBe('ana.diaz@acme.example');

    // it is stored: after a reload the form, the picker and the switcher's logo show it
    await page.reload();
    await page.getByRole('heading', { name: 'Acme Ltd', level: 1 }).waitFor();
    expect(await general.getByLabel('Phone').inputValue()).toBe('7700900123');
    expect(await general.getByTestId('country-code-picker').textContent()).toContain('+44');
    expect(await general.getByLabel('Company website').inputValue()).toBe('https://acme.example');
    const switcherLogo = page.getByTestId('workspace-switcher').locator('img');
    await switcherLogo.waitFor();
    expect(await switcherLogo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);

    // Additional info: the group branch first...
    // (created as an organisation, with no other answer yet)
    await openTab(page, 'Additional info');
    const summary = page.getByRole('definition');
    await summary.first().waitFor();
    expect(await summary.allTextContents()).toEqual(['An organisation', ...Array(5).fill('Not answered')]);
    await page.getByRole('button', { name: 'Edit' }).click();
    const answers = page.getByRole('form', { name: 'Edit additional info' });
    await answers.getByRole('radio', { name: 'A group of people' }).check();
    await answers.getByRole('radio', { name: 'Project team' }).check();
    await answers.getByRole('radio', { name: '11-50' }).check();
    expect(await answers.getByRole('radio', { name: 'Healthcare' }).count()).toBe(0);
    await answers.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved successfully!').waitFor();
    expect(await summary.allTextContents()).toEqual(['A group of people', 'Project team', '11-50']);

    // ...then the organisation branch, which clears the group's own answers on the server
    await page.getByRole('button', { name: 'Edit' }).click();
    await answers.getByRole('radio', { name: 'An organisation' }).check();
    await answers.getByRole('radio', { name: 'Healthcare' }).check();
    await answers.getByRole('radio', { name: 'Hybrid' }).check();
    await answers.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved successfully!').waitFor();
    expect(await summary.allTextContents()).toEqual(['An organisation', '11-50', 'Healthcare', 'Not answered', 'Hybrid', 'Not answered']);
    await page.getByRole('button', { name: 'Edit' }).click();
    await answers.getByRole('radio', { name: 'A group of people' }).check();
    expect(await answers.getByRole('radio', { name: 'Project team' }).isChecked()).toBe(false);
    await answers.getByRole('button', { name: 'Cancel' }).click();
    const acme = (await workspacesOf(MIA)).find((workspace) => workspace.name === 'Acme Ltd')!;
    expect(acme.additional_info).toMatchObject({ formation_type: 2, group_type: null, organization_industry: expect.any(Number) });
    expect(acme.additional_info.main_contact).toEqual({
      first_name: 'Ana',
      last_name: 'Diaz',
      email: 'ana.diaz@acme.example',
      phone_code: '+44',
      phone: '7700900123',
      site_link: 'https://acme.example',
    });

    // Survey experience: 'none' first, then the saved banner for 2 s
    await openTab(page, 'Survey experience');
    await page.getByRole('combobox', { name: 'Group classification' }).click();
    await page.getByRole('option', { name: 'Department', exact: true }).waitFor();
    const choices = await page.getByRole('option').allTextContents();
    expect(choices[0]).toBe('None');
    expect(choices.slice(1)).toEqual([...choices.slice(1)].sort((a, b) => a.localeCompare(b)));
    await page.getByRole('option', { name: 'Department', exact: true }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const saved = page.getByText('Saved successfully!');
    await saved.waitFor();
    const savedAt = Date.now();
    await saved.waitFor({ state: 'detached' });
    expect(Date.now() - savedAt).toBeGreaterThan(1500);

    // HRIS integrations: none yet, so the tab offers to add one (connecting is the HRIS spec's to walk)
    await openTab(page, 'HRIS integrations');
    await page.getByText('No HRIS connected').waitFor();
    await page.getByRole('button', { name: 'Add new integration' }).click();
    const addDialog = page.getByRole('dialog');
    await addDialog.waitFor();
    await page.keyboard.press('Escape');
    await addDialog.waitFor({ state: 'hidden' });

    // Consultants: the colleagues (not Mia herself); ticking Leo shares the workspace with him
    await openTab(page, 'Consultants');
    const consultants = page.getByRole('table', { name: 'Consultants of the team' });
    await consultants.getByText(LEO.email).waitFor();
    await consultants.getByText(IVY.email).waitFor();
    expect(await consultants.getByText(MIA.email).count()).toBe(0);
    const leoBox = consultants.getByRole('checkbox', { name: 'Assign Leo Park to Acme Ltd' });
    expect(await leoBox.isChecked()).toBe(false);
    await leoBox.check();
    await page.waitForFunction(() => !document.querySelector('table[aria-label="Consultants of the team"] input:disabled'));
    expect(await leoBox.isChecked()).toBe(true);

    const leoPage = await openPage();
    await logIn(leoPage, LEO);
    await waitForCurrent(leoPage, 'Acme Ltd');
    expect(await leoPage.getByTestId('no-workspace-prompt').count()).toBe(0);
    await leoPage.getByTestId('workspace-summary').getByText('ana.diaz@acme.example').waitFor();

    // a second workspace from the switcher becomes current; the choice survives a reload
    await openSwitcher(page);
    await page.getByTestId('workspace-list').getByRole('button', { name: 'Add new Workspace' }).click();
    const createDialog = page.getByRole('dialog', { name: 'Add new Workspace' });
    await createDialog.getByLabel('Workspace name').fill('Beacon Collective');
    await createDialog.getByRole('radio', { name: 'A group of people' }).check();
    await createDialog.getByRole('combobox', { name: 'What kind of group is it?' }).click();
    await page.getByRole('option', { name: 'Community or network' }).click();
    await createDialog.getByRole('button', { name: 'Create workspace' }).click();
    await createDialog.waitFor({ state: 'hidden' });
    await waitForCurrent(page, 'Beacon Collective');
    await page.getByRole('heading', { name: 'Beacon Collective', level: 1 }).waitFor();
    await page.reload();
    await waitForCurrent(page, 'Beacon Collective');
    const beacon = (await workspacesOf(MIA)).find((workspace) => workspace.name === 'Beacon Collective')!;
    expect(beacon.additional_info).toMatchObject({ formation_type: 1, group_type: 3 });

    // the switcher: Acme to switch to, and Ivy's workspace dimmed, inert and saying why
    await openSwitcher(page);
    const list = page.getByTestId('workspace-list');
    const ivyRow = list.locator('[data-workspace-name="Ivy Private Client"]');
    expect(await ivyRow.locator('[aria-disabled="true"]').count()).toBe(1);
    expect(Number(await ivyRow.locator('[data-unassigned]').evaluate((element) => getComputedStyle(element).opacity))).toBeLessThan(0.6);
    expect(await ivyRow.getByRole('button').count()).toBe(0);
    await ivyRow.hover();
    await page.getByRole('tooltip', { name: NOT_ASSIGNED }).waitFor();
    await ivyRow.click();
    expect(await currentWorkspaceName(page).textContent()).toBe('Beacon Collective');

    await list.getByRole('button', { name: 'Acme Ltd', exact: true }).click();
    await waitForCurrent(page, 'Acme Ltd');
    await page.getByRole('heading', { name: 'Acme Ltd', level: 1 }).waitFor();
    await page.reload();
    await waitForCurrent(page, 'Acme Ltd');

    // a third workspace, made elsewhere (the API), shows up when the switcher opens
    await createWorkspace(api, await api.tokenFor(MIA.email, MIA.password), 'Cedar Partners');

    // deleting Beacon from the switcher: its row fades out after the server confirms
    await openSwitcher(page);
    await list.locator('[data-workspace-name="Cedar Partners"]').waitFor();
    await list.getByRole('button', { name: 'Delete Beacon Collective' }).click();
    const deleteDialog = page.getByRole('dialog', { name: 'Delete workspace' });
    await deleteDialog.getByText('Delete Beacon Collective?').waitFor();
    // the fade lasts 500 ms from the server's answer: watched from before the click, so a busy machine cannot miss it
    const faded = list.locator('[data-workspace-name="Beacon Collective"][data-leaving]').waitFor({ state: 'attached' });
    await deleteDialog.getByRole('button', { name: 'Delete workspace' }).click();
    await faded;
    await deleteDialog.waitFor({ state: 'hidden' });
    const beaconRow = list.locator('[data-workspace-name="Beacon Collective"]');
    await beaconRow.waitFor({ state: 'detached' });
    expect(await currentWorkspaceName(page).textContent()).toBe('Acme Ltd');
    await page.keyboard.press('Escape');

    // deleting the current workspace from its settings: the next one becomes current
    await openTab(page, 'General info');
    await page.getByRole('button', { name: 'Delete workspace' }).click();
    await deleteDialog.getByText('Delete Acme Ltd?').waitFor();
    await deleteDialog.getByRole('button', { name: 'Delete workspace' }).click();
    await waitForCurrent(page, 'Cedar Partners');
    await page.getByRole('heading', { name: 'Cedar Partners', level: 1 }).waitFor();

    // and deleting the last one: the prompt asks again
    await page.getByRole('button', { name: 'Delete workspace' }).click();
    await deleteDialog.getByRole('button', { name: 'Delete workspace' }).click();
    await page.getByTestId('no-workspace-prompt').getByRole('heading', { name: 'Create your first workspace' }).waitFor();
    expect((await workspacesOf(MIA)).map((workspace) => workspace.name)).toEqual([IVYS_WORKSPACE]);

    // "Not now" lets her into the rest of the app, with the way back in the switcher
    await page.getByRole('button', { name: 'Not now' }).click();
    await page.getByTestId('workspace-switcher-slot').getByText('No workspace yet').waitFor();
    await page.getByRole('main').getByText('Create a workspace for a client to set it up here.').waitFor();
  });

  it('blurs an unfinished HRIS sync behind a spinner and the notice', async () => {
    // Connecting an HRIS is not what this spec is about: the workspace answer is given the integrations the
    // tab must show, one finished and one still syncing.
    const { LEO } = await harborTeam();
    const token = await api.tokenFor(LEO.email, LEO.password);
    await createWorkspace(api, token, 'Northwind HR');
    const page = await openPage();
    await page.route('**/api/v1/workspaces/by-team/*', async (route) => {
      const response = await route.fetch();
      const workspaces = (await response.json()) as Workspace[];
      const integration = {
        provider: 'bamboohr',
        logo_url: null,
        local_sync_status: 'success',
        local_sync_completed_at: '2026-03-04T09:05:00Z',
        sync_status: 'success',
        sync_completed_at: '2026-03-04T08:30:00Z',
        sync_scheduled_at: '2999-01-01T00:00:00Z',
        failure_reason: null,
      };
      const patched = workspaces.map((workspace) =>
        workspace.name === 'Northwind HR'
          ? {
              ...workspace,
              finch_integration: [
                { ...integration, id: 'finished' },
                { ...integration, id: 'syncing', provider: 'gusto', sync_status: 'in_progress', sync_completed_at: '0001-01-01T00:00:00Z' },
              ],
            }
          : workspace,
      );
      await route.fulfill({ response, json: patched });
    });
    await logIn(page, LEO);
    await waitForCurrent(page, 'Northwind HR');
    await page.goto(`${runtime.url}/workspace-settings?tab=hris`);

    await page
      .getByText('Canopy is currently synchronizing data. This can take up to 8 hours, depending on the number of participants.')
      .waitFor();
    const cards = page.getByTestId('hris-integration');
    expect(await cards.count()).toBe(2);
    const finished = cards.nth(0);
    expect(await finished.getAttribute('data-syncing')).toBeNull();
    await finished.getByText('Mar 04 2026', { exact: false }).first().waitFor();
    const syncing = cards.nth(1);
    expect(await syncing.getAttribute('data-syncing')).not.toBeNull();
    await syncing.getByRole('status').getByText('Syncing').waitFor();
    expect(
      await syncing
        .locator('[aria-hidden="true"]')
        .first()
        .evaluate((element) => getComputedStyle(element).filter),
    ).toContain('blur');
    expect(await page.getByRole('button', { name: 'Add new integration' }).count()).toBe(0);
  });
});
