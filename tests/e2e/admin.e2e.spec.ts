import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHROMIUM_SKIP_REASON, hasChromium, logInThroughForm, withChromium } from '../support/browser.ts';
import { DEMO_LOGINS } from '../support/demoLogins.ts';
import { startDemoRuntime } from '../support/demoRuntime.ts';

if (!hasChromium()) console.warn(CHROMIUM_SKIP_REASON);

// The admin area in Chromium as the demo administrator: a team and a member made, the member signed in elsewhere and
// signed out by a password reset, each team-level report downloaded and read back; the CSV reader signed out; Home's
// monitor card of the demo package. Access tokens live 3 s here, so a session ended by the reset shows at once.
const CONSULTANT = DEMO_LOGINS.consultant;
const ADMIN = DEMO_LOGINS.admin;
const MEMBER = { email: 'nora.new@example.com', password: 'nora-first-pass' };

const choose = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

describe.skipIf(!hasChromium())('the admin area in Chromium', () => {
  let runtime: Awaited<ReturnType<typeof startDemoRuntime>>;
  const chromium = withChromium({ width: 1440, height: 960 });

  // a runtime of each try's own on a fresh copy of the demo data: the first test adds a team, a member and their
  // audit lines, which a retry (or a second run) would otherwise find twice
  beforeEach(async () => {
    runtime = await startDemoRuntime({ env: { ACCESS_TOKEN_TTL_SECONDS: '3' } });
  });
  afterEach(async () => runtime?.close());

  it('creates a team and a member who signs in at once; a password reset ends their session', async () => {
    const admin = await chromium.logIn(runtime.url, ADMIN);
    await admin.goto(`${runtime.url}/admin`);
    await admin.getByRole('heading', { name: 'Admin account', level: 1 }).waitFor();

    await admin.getByRole('button', { name: 'Add new team' }).click();
    const newTeam = admin.getByRole('dialog', { name: 'New Team' });
    await newTeam.getByRole('button', { name: 'Add team' }).click();
    await newTeam.getByText('This field is required').waitFor();
    await newTeam.getByLabel('Team name').fill('Orbit Advisors');
    await newTeam.getByLabel('Team name').press('Enter');
    await newTeam.waitFor({ state: 'detached' });

    const form = admin.getByRole('region', { name: 'New member' });
    await form.getByLabel('First name').fill('Nora');
    await form.getByLabel('Last name').fill('New');
    await form.getByLabel('Email').fill(' Nora.New@Example.com ');
    await form.getByLabel(/^Password/).fill(MEMBER.password);
    await form.getByLabel('Confirm password').fill('something-else');
    await form.getByRole('button', { name: 'Add member' }).click();
    await form.getByText('Error - Password mismatch').waitFor();
    await form.getByLabel('Confirm password').fill(MEMBER.password);
    await form.getByRole('button', { name: 'Add member' }).click();
    await form.getByText('Team does not selected').waitFor();
    await choose(admin, 'Team', 'Orbit Advisors');
    await form.getByRole('button', { name: 'Add member' }).click();
    await admin.getByText('nora.new@example.com can now sign in to Orbit Advisors.').waitFor();

    // the member, in a browser of their own
    const member = await chromium.logIn(runtime.url, MEMBER);
    await member.getByRole('heading', { name: /Nora/ }).waitFor();

    await admin.goto(`${runtime.url}/admin/teams`);
    await admin.locator('tr[data-team="Orbit Advisors"]').click();
    const dialog = admin.getByRole('dialog', { name: 'Orbit Advisors' });
    await dialog.getByRole('button', { name: 'Reset Password' }).click();
    const reset = admin.getByRole('dialog', { name: 'Reset Password' });
    await reset.getByLabel('New password').fill('abc');
    await reset.getByLabel('Confirm password').fill('abc');
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    await reset.getByText('Member password may contain at least 5 charecters').waitFor();
    await reset.getByLabel('New password').fill('nora second pass');
    await reset.getByLabel('Confirm password').fill('norasecondpass');
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    await admin.getByText('The password was changed; the member was signed out everywhere').waitFor();

    // the member's session has ended: once the access token lapses the refresh is refused and the login page shows
    await new Promise((resolve) => setTimeout(resolve, 3500));
    await member.goto(`${runtime.url}/participants`);
    await member.getByRole('heading', { name: 'Welcome to Canopy' }).waitFor();
    await logInThroughForm(member, runtime.url, { email: MEMBER.email, password: 'norasecondpass' });

    // the audit trail names the administrator for each action
    await admin.goto(`${runtime.url}/admin/audit`);
    const trail = admin.getByRole('table', { name: 'Audit trail' });
    await trail.getByText('Reset the password of Nora New and ended their sessions').waitFor();
    await trail.getByText('Added the member Nora New').waitFor();
    await trail.getByText('Added the team Orbit Advisors').waitFor();
  });

  it('downloads each team-level report from the browser', async () => {
    const admin = await chromium.logIn(runtime.url, ADMIN, { viewport: { width: 1440, height: 960 }, acceptDownloads: true });

    await admin.goto(`${runtime.url}/admin/network-map`);
    await choose(admin, 'Team', 'Northwind Consulting');
    await choose(admin, 'Workspace', 'Northwind Health');
    const [network] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Export' }).click()]);
    expect(network.suggestedFilename()).toBe('Northwind Health.csv');
    const edges = parse(readFileSync((await network.path())!, 'utf8'), { columns: true, bom: true }) as Array<Record<string, string>>;
    expect(edges.length).toBeGreaterThan(0);
    expect(Object.keys(edges[0]!)).toContain('collaboration_type');

    await admin.goto(`${runtime.url}/admin/areas-of-focus`);
    await choose(admin, 'Team', 'Northwind Consulting');
    await choose(admin, 'Workspace', 'Northwind Health');
    await choose(admin, 'Package', 'Spring pulse 2026');
    await admin.getByRole('combobox', { name: /^Cycle start date/ }).click();
    // the oldest cycle of the demo package was answered by most of Northwind Health
    await admin.getByRole('option').last().click();
    const [areas] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Export' }).click()]);
    expect(areas.suggestedFilename()).toMatch(
      /^Areas Of Focus Calculation Northwind Health Spring pulse 2026 \d{4}-\d{2}-\d{2} All Participants\.xlsx$/,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await areas.path())!);
    const sheet = book.getWorksheet('Areas Of Focus')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Priority');
    expect(sheet.rowCount).toBeGreaterThan(1);
    // changing the workspace clears the package and the cycle
    await choose(admin, 'Workspace', 'Leadership Circle 2026');
    expect(await admin.getByRole('combobox', { name: /^Package/ }).inputValue()).toBe('');
    expect(await admin.getByRole('button', { name: 'Export' }).isDisabled()).toBe(true);

    await admin.goto(`${runtime.url}/admin/groups-csv-report`);
    await choose(admin, 'Team', 'Northwind Consulting');
    await choose(admin, 'Workspace', 'Northwind Health');
    await choose(admin, 'Package', 'Spring pulse 2026');
    await admin.getByRole('combobox', { name: /^Cycle start date/ }).click();
    await admin.getByRole('option').last().click();
    const [group] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Export' }).click()]);
    expect(group.suggestedFilename()).toMatch(/^Group_report_Spring pulse 2026_\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2} \.xlsx$/);
    const groupBook = new ExcelJS.Workbook();
    await groupBook.xlsx.readFile((await group.path())!);
    expect(groupBook.worksheets.length).toBeGreaterThan(0);
    // the same cycle's rate, for the next one: a group chosen, the bars of what the charts would show
    await admin.getByLabel('Preview the next cycle for these groups').first().click();
    await admin.getByRole('option').first().click();
    await admin.keyboard.press('Escape');
    await admin.getByTestId('release-preview').getByTestId('preview-groups').waitFor();
    await admin
      .getByTestId('release-preview')
      .getByText(/the share of these people who answered the chosen cycle/)
      .waitFor();

    await admin.goto(`${runtime.url}/admin/benchmarks-csv-report`);
    const [benchmark] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Export' }).click()]);
    expect(benchmark.suggestedFilename()).toBe('benchmarks.csv');
    const header = readFileSync((await benchmark.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)[0];
    expect(header).toBe(
      'assessment_code,assessment_version,assessment,question_number,question_id,question,scale,workspaces,median,percentile_25,percentile_75',
    );
  });

  it('sends a consultant without the flag from the admin pages to Home', async () => {
    const page = await chromium.logIn(runtime.url, CONSULTANT);
    await page.goto(`${runtime.url}/admin/teams`);
    await page.waitForURL((url) => url.pathname === '/home' || url.pathname === '/');
    expect(await page.getByRole('table', { name: 'Teams' }).count()).toBe(0);
  });

  it('shows the demo package with its participation on Home', async () => {
    const page = await chromium.logIn(runtime.url, CONSULTANT);
    const card = page.locator('[data-package="Spring pulse 2026"]');
    await card.waitFor();
    expect(await card.getByTestId('participation').innerText()).toMatch(/^\d+ of \d+ finished$/);
    await card.getByRole('link', { name: 'Culture' }).waitFor();
  });

  it('reads a CSV file signed out, in the browser', async () => {
    const page = await chromium.newPage();
    await page.goto(`${runtime.url}/csvReader`);
    await page.getByRole('heading', { name: 'CSV reader', level: 1 }).waitFor();
    let uploads = 0;
    page.on('request', (request) => {
      if (request.method() !== 'GET') uploads += 1;
    });
    await page.locator('input[type="file"]').setInputFiles(new URL('../fixtures/csv/invalid-rows.csv', import.meta.url).pathname);
    await page.getByRole('heading', { name: 'invalid-rows.csv' }).waitFor();
    await page.getByText('Comma', { exact: true }).waitFor();
    const problems = page.getByRole('table', { name: 'Rows with problems' });
    expect(await problems.locator('tbody tr').count()).toBeGreaterThan(0);
    expect(uploads).toBe(0);
  });
});
