import { readFile } from 'node:fs/promises';
import { ExportsMessages } from '@canopy/contracts/analytics/exports';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHROMIUM_SKIP_REASON, hasChromium, laneChromium, logInThroughForm } from '../support/browser.ts';
import { sheetsOf } from '../support/exports.ts';
import { DEMO_LOGINS } from '../support/demoLogins.ts';
import { startDemoRuntime } from '../support/demoRuntime.ts';

if (!hasChromium()) console.warn(CHROMIUM_SKIP_REASON);

// The export pages on the demo workspace (SEED_DEMO: the demo package answered in two cycles): raw data masked,
// then unmasked through the confirmation, and a group report; each downloaded file opens in exceljs.
const DEMO_PASSWORD = DEMO_LOGINS.consultant.password;

describe.skipIf(!hasChromium())('the export pages in Chromium', () => {
  let runtime: Awaited<ReturnType<typeof startDemoRuntime>>;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    browser = await laneChromium();
  });
  afterAll(async () => browser?.close());
  // a runtime of each try's own on a fresh copy of the demo data, and a session of its own: the list of unmasked
  // exports a try checks holds that try's export only, and the group report does not lean on the first test's login
  beforeEach(async () => {
    runtime = await startDemoRuntime();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  });
  afterEach(async () => {
    await context?.close();
    await runtime?.close();
  });
  const logIn = async () => {
    const page = await context.newPage();
    await logInThroughForm(page, runtime.url, { email: 'demo@canopy.local', password: DEMO_PASSWORD });
    await page.getByTestId('team-identity').waitFor();
    return page;
  };

  const pick = async (page: Page, label: string) => {
    const input = page.getByLabel(label, { exact: true }).first();
    await expect.poll(() => input.isEnabled(), { timeout: 20_000 }).toBe(true);
    await input.click();
    await page.getByRole('option').first().click();
  };
  const exported = async (page: Page) => {
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    const bytes = await readFile((await download.path())!);
    return { name: download.suggestedFilename(), sheets: await sheetsOf(bytes) };
  };

  it('exports raw data masked, then named after the confirmation, and lists who unmasked it', async () => {
    const page = await logIn();
    await page.goto(`${runtime.url}/reports/raw-data`);
    await page.getByRole('heading', { name: 'Raw Data', level: 1 }).waitFor();
    const exportButton = page.getByRole('button', { name: 'Export' });
    // the page opens on the latest answered cycle (home.e2e.spec.ts checks which); picking again keeps it chosen
    await pick(page, 'Package');
    await pick(page, 'Assessment');
    const cycle = page.getByRole('checkbox', { name: / to / }).first();
    await cycle.check();
    await page.getByRole('checkbox', { name: 'All group types' }).waitFor();
    expect(await exportButton.isDisabled()).toBe(false);

    const masked = await exported(page);
    expect(masked.name).toMatch(/^Raw_data_.+_masked\.xlsx$/);
    expect(masked.sheets.map((sheet) => sheet.name).slice(0, 2)).toEqual(['About', 'Answers']);
    // the demo is grouped by department: the masked file keeps it, first
    expect(masked.sheets[1]!.rows[0]!.slice(0, 3)).toEqual(['Respondent', 'Cycle', 'Department']);
    expect(masked.sheets[1]!.rows.length).toBeGreaterThan(5);

    // unchecking the mask asks first; 'no' keeps it, and Export waits while the question is open
    const mask = page.getByRole('checkbox', { name: 'Mask identities' });
    await mask.click();
    const dialog = page.getByRole('dialog', { name: 'Unmask identities?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'no, leave it checked' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await mask.isChecked()).toBe(true);
    await mask.click();
    await dialog.getByRole('button', { name: 'yes, I am sure' }).click();
    expect(await mask.isChecked()).toBe(false);

    const named = await exported(page);
    expect(named.name).toMatch(/^Raw_data_.+\.xlsx$/);
    expect(named.name).not.toContain('_masked');
    // the demo package is confidential: the page said so, and the file lists who answered with no answer
    await page.getByText(ExportsMessages.notAttributed).first().waitFor();
    expect(named.sheets.map((sheet) => sheet.name).slice(0, 2)).toEqual(['About', 'Respondents']);
    expect(named.sheets[0]!.rows.find((row) => row[0] === 'Answers')?.[1]).toContain(ExportsMessages.notAttributed);
    expect(named.sheets[1]!.rows[0]!.slice(0, 3)).toEqual(['First name', 'Last name', 'Email']);
    const table = page.getByRole('table', { name: 'Unmasked exports' });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBe(2);
  });

  it('exports a group report of a cycle', async () => {
    const page = await logIn();
    await page.goto(`${runtime.url}/reports/group-report`);
    await page.getByRole('heading', { name: 'Group Report', level: 1 }).waitFor();
    await pick(page, 'Package');
    await pick(page, 'Cycle');
    await page.getByRole('checkbox', { name: 'All groups' }).waitFor();
    const report = await exported(page);
    expect(report.name).toMatch(/^Group_report_.+_.+_\d{4}-\d\d-\d\d-.+\.xlsx$/);
    expect(report.sheets[0]!.name).toBe('About');
    expect(report.sheets.length).toBeGreaterThan(1);
    expect(report.sheets[1]!.rows[0]!.slice(0, 6)).toEqual(['Question', 'Answer type', 'Group', 'Group type', 'Respondents', 'Average']);
    expect(report.sheets[1]!.rows.some((row) => row[2] === 'All respondents')).toBe(true);
  });
});
