import ExcelJS from 'exceljs';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHROMIUM_SKIP_REASON, hasChromium, laneChromium, logInThroughForm } from '../support/browser.ts';
import { DEMO_LOGINS } from '../support/demoLogins.ts';
import { startDemoRuntime } from '../support/demoRuntime.ts';

if (!hasChromium()) console.warn(CHROMIUM_SKIP_REASON);

// AI Generate and AI Report on the demo workspace, on the machine (no key, no network): generate an analysis of the
// demo package, watch its status reach done in 'Info of processing', and download its AI report.
const DEMO_PASSWORD = DEMO_LOGINS.consultant.password;

describe.skipIf(!hasChromium())('the AI pages in Chromium', () => {
  let runtime: Awaited<ReturnType<typeof startDemoRuntime>>;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    browser = await laneChromium();
  });
  afterAll(async () => browser?.close());
  // a runtime of each try's own on a fresh copy of the demo data: a try's analysis would otherwise already be there for
  // the next, whose Culture page must first say the open answers have not been analysed
  beforeEach(async () => {
    runtime = await startDemoRuntime();
  });
  afterEach(async () => {
    await context?.close();
    await runtime?.close();
  });

  it('generates an analysis of the demo package, shows it done and downloads its AI report', async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    await logInThroughForm(page, runtime.url, { email: 'demo@canopy.local', password: DEMO_PASSWORD });
    await page.getByTestId('team-identity').waitFor();
    // before any analysis, the Culture page says so beside the open-answer question and points to AI Generate
    await page.goto(`${runtime.url}/analytics/culture`);
    await page.getByRole('heading', { name: 'Culture', level: 1 }).waitFor();
    const enpsBlock = page
      .locator('.mantine-Accordion-item')
      .filter({ has: page.locator('.mantine-Accordion-control', { hasText: 'Employee Net Promoter Score' }) });
    if ((await enpsBlock.locator('.mantine-Accordion-control').getAttribute('aria-expanded')) !== 'true')
      await enpsBlock.locator('.mantine-Accordion-control').click();
    await enpsBlock.getByRole('button', { name: 'Open answers: AI analysis' }).click();
    await enpsBlock.getByText('These open answers have not been analysed yet.', { exact: false }).waitFor();
    await enpsBlock.getByRole('link', { name: 'AI Generate' }).click();
    await page.getByRole('heading', { name: 'AI Generate', level: 1 }).waitFor();

    const generate = page.getByRole('button', { name: 'Generate' });
    expect(await generate.isDisabled()).toBe(true);
    await page.getByLabel('Package').first().click();
    await page.getByRole('option', { name: 'Spring pulse 2026' }).click();
    await page.getByLabel('Cycle', { exact: true }).first().click();
    await page.getByRole('option').first().click();
    expect(await generate.isDisabled()).toBe(false);
    await generate.click();
    await page.getByText('The AI Analysis will be generated. Please, review the progress in the Info of processing option.').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();

    await page.getByRole('button', { name: 'Info of processing' }).click();
    const table = page.getByRole('table', { name: 'AI analyses' });
    await table.waitFor();
    expect(await table.getByText('Spring pulse 2026').count()).toBeGreaterThan(0);
    await table.getByText('done', { exact: true }).first().waitFor({ timeout: 60_000 });
    await page.keyboard.press('Escape');

    // the Culture page reads the analysis only when asked, and shows it beside the open-answer question it comes from
    const latestCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/latest')) latestCalls.push(request.url());
    });
    await page.goto(`${runtime.url}/analytics/culture`);
    await page.getByRole('heading', { name: 'Culture', level: 1 }).waitFor();
    const enps = enpsBlock;
    if ((await enps.locator('.mantine-Accordion-control').getAttribute('aria-expanded')) !== 'true')
      await enps.locator('.mantine-Accordion-control').click();
    const ask = enps.getByRole('button', { name: 'Open answers: AI analysis' });
    await ask.waitFor();
    expect(latestCalls).toEqual([]);
    await ask.click();
    const panel = enps.getByTestId('open-answers');
    const question = panel.getByTestId('open-answer-question');
    await question.getByText('What is the main reason for your score?').waitFor();
    await panel.getByText(/^Spring pulse 2026, .+, all participants$/).waitFor();
    const english = question.getByTestId('open-answer-en_US');
    await english.getByText(/^English: \d+ comments$/).waitFor();
    await english.getByText(/^\d+ comments in English\. Most mentioned: ".+" \(\d/).waitFor();
    expect(latestCalls).toHaveLength(1);
    const themes = await english.getByLabel('Leading themes').locator('.mantine-Badge-root').allInnerTexts();
    expect(themes.length).toBeGreaterThan(0);
    for (const theme of themes) expect(theme).toMatch(/^.+ · \d+% of comments · (positive|neutral|negative)$/);

    await page.goto(`${runtime.url}/ai/ai-report`);
    await page.getByRole('heading', { name: 'AI Report', level: 1 }).waitFor();
    await page.getByText('Step 1 of 4').waitFor();
    const exportButton = page.getByRole('button', { name: 'Export' });
    expect(await exportButton.isDisabled()).toBe(true);
    await page.getByLabel('Package').first().click();
    await page.getByRole('option', { name: 'Spring pulse 2026' }).click();
    await page.getByLabel('Assessment').first().click();
    await page.getByRole('option').first().click();
    await page.getByLabel('Cycle or period').first().click();
    // periods read in the app's date format, never as ISO dates
    expect(await page.getByRole('option').first().innerText()).toMatch(/^[A-Z][a-z]{2} \d{2} \d{4} to ([A-Z][a-z]{2} \d{2} \d{4}|current)/);
    await page.getByRole('option').first().click();
    await page.getByText('Step 4 of 4').waitFor();
    expect(await page.getByRole('checkbox', { name: 'All participants' }).isChecked()).toBe(true);

    const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
    expect(download.suggestedFilename()).toMatch(/^AI_Report_Spring pulse 2026_.+_all_participants\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    expect(workbook.worksheets.length).toBeGreaterThan(0);
    const text: string[] = [];
    workbook.worksheets[0]!.eachRow((row) => text.push((row.values as unknown[]).filter(Boolean).join(' | ')));
    expect(text).toContain('All participants');
    expect(text.some((line) => /^English: \d+ comments$/.test(line))).toBe(true);
    expect(text).toContain('Theme | Share of comments (%) | Comments | Sentiment');
  });
});
