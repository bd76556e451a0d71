import { readFile } from 'node:fs/promises';
import { AnalyticsPaths } from '@canopy/contracts/analytics/api';
import { ALL_ASSESSMENTS_ID, ExportsPaths } from '@canopy/contracts/analytics/exports';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_SKIP_REASON, hasChromium, laneChromium, logInThroughForm } from '../support/browser.ts';
import { DEMO_LOGINS } from '../support/demoLogins.ts';
import { startDemoRuntime } from '../support/demoRuntime.ts';
import { sheetsOf } from '../support/exports.ts';
import { apiClient, form } from '../support/identity.ts';

if (!hasChromium()) console.warn(CHROMIUM_SKIP_REASON);

// Home and the report wizards open on something (ADR 0131), on the demo data (SEED_DEMO: Spring pulse 2026 answered
// in two cycles, and its link's open cycle that nobody has answered). What the page should show is worked out here
// from the API's participation and cycles, and the days from the instants with Intl, not the app's date module.

type Participation = { package_id: string; cycle_id: string; cycle_date: string; number_of_finished: number; number_of_unfinished: number };
type Cycle = { from: string; to: string | null; link: string; respondents: number };

const DEMO = DEMO_LOGINS.consultant;
/** 'Aug 28 2026' and '2026-08-28' of an instant in a zone, written independently of contracts/platform/dates.ts */
const written = (instant: string, timeZone: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'short', day: '2-digit' })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.month} ${parts.day} ${parts.year}`;
};
const key = (instant: string, timeZone: string) => new Date(instant).toLocaleDateString('en-CA', { timeZone });

describe.skipIf(!hasChromium())('Home and the wizards open on the latest answered cycle, in Chromium', () => {
  let runtime: Awaited<ReturnType<typeof startDemoRuntime>>;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let api: ReturnType<typeof apiClient>;
  let token: string;
  let workspaceId: string;

  beforeAll(async () => {
    runtime = await startDemoRuntime();
    browser = await laneChromium();
    api = apiClient(runtime);
    token = await api.tokenFor(DEMO.email, DEMO.password);
    const teamId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).team_id as string;
    const workspaces = (await api.call<{ id: string; name: string }[]>('GET', `/workspaces/by-team/${teamId}`, { token })).body;
    workspaceId = workspaces.find((workspace) => workspace.name === 'Northwind Health')!.id;
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await runtime?.close();
  });

  // a context of each sign-in's own: a page in a signed-in context would find no sign-in form
  const logIn = async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 960 }, acceptDownloads: true });
    contexts.push(context);
    const page = await context.newPage();
    await logInThroughForm(page, runtime.url, { email: DEMO.email, password: DEMO.password });
    await page.getByTestId('team-identity').waitFor();
    return page;
  };
  const participation = async () =>
    (await api.call<Participation[]>('POST', AnalyticsPaths.participation(workspaceId), { token, json: {} })).body;
  const setZone = async (timeZone: string) => {
    const answer = await api.call('PUT', `/workspaces/${workspaceId}`, { token, form: form({ time_zone: timeZone }) });
    expect(answer.status).toBe(200);
  };
  const exported = async (page: Page) => {
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    return { name: download.suggestedFilename(), sheets: await sheetsOf(await readFile((await download.path())!)) };
  };

  it('leads Home with the newest cycle someone finished, not the open one, and its All participants figure', async () => {
    await setZone('America/New_York');
    const cycles = (await participation()).sort((a, b) => Date.parse(b.cycle_date) - Date.parse(a.cycle_date));
    const latest = cycles.find((cycle) => cycle.number_of_finished > 0)!;
    // the demo's link has an open cycle nobody finished yet: Home must not lead with it
    expect(cycles[0]!.number_of_finished).toBe(0);
    expect(latest.cycle_id).not.toBe(cycles[0]!.cycle_id);
    const invited = latest.number_of_finished + latest.number_of_unfinished;
    const percent = Math.round((latest.number_of_finished / invited) * 100);

    const page = await logIn();
    await page.goto(`${runtime.url}/home`);
    const lead = page.getByTestId('latest-results');
    await lead.getByTestId('latest-participation').waitFor();
    expect(await lead.getByTestId('latest-participation').textContent()).toBe(
      `${latest.number_of_finished} of ${invited} finished · ${percent}%`,
    );
    expect(await lead.getByTestId('latest-cycle').textContent()).toContain(`Cycle ${written(latest.cycle_date, 'America/New_York')} to `);
    // it comes before the packages' progress, whose card still shows the open cycle
    const order = await page.locator('[data-home-card]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-home-card')));
    expect(order.slice(0, 2)).toEqual(['latest-results', 'packages']);

    // each culture assessment's All participants figure in that cycle, as the chart API's Cycles view answers it
    const blocks = (
      await api.call<{
        blocks: { name: string; origin: string; has_answers: boolean; charts: { type: string; assessment_id: string | null }[] }[];
      }>('GET', AnalyticsPaths.blocks(workspaceId), { token })
    ).body.blocks;
    const block = blocks.find((one) => one.origin === 'default' && one.has_answers && one.charts.some((chart) => chart.type === 'type1'))!;
    const chart = block.charts.find((one) => one.type === 'type1')!;
    const answer = (
      await api.call<{ groups: { group_id: string | null; cycle_id: string; value_avg: number | null; respondents: number | null }[] }>(
        'POST',
        AnalyticsPaths.chartData(workspaceId),
        { token, json: { type: 'type1', view: 'cycles', assessment_id: chart.assessment_id, cycles_ids: [latest.cycle_id] } },
      )
    ).body;
    const all = answer.groups.find((row) => row.group_id === null && row.cycle_id === latest.cycle_id)!;
    const headline = lead.locator(`[data-testid="headline"][data-assessment="${block.name}"]`);
    await headline.waitFor();
    expect(await headline.getByTestId('headline-value').textContent()).toBe(String(all.value_avg));
    expect(await headline.textContent()).toContain(`n = ${all.respondents}`);
    await page.close();
  });

  it('opens Raw Data and the Group Report on the latest answered cycle, named on the screen and in the files by its day in London and New York', async () => {
    const latest = (await participation())
      .filter((cycle) => cycle.number_of_finished > 0)
      .sort((a, b) => Date.parse(b.cycle_date) - Date.parse(a.cycle_date))[0]!;
    const answered = (
      await api.call<Cycle[]>('GET', ExportsPaths.answeredCycles(workspaceId, latest.package_id, ALL_ASSESSMENTS_ID, 'false'), { token })
    ).body;
    const cycle = [...answered].sort((a, b) => Date.parse(b.from) - Date.parse(a.from)).find((one) => one.respondents > 0)!;
    // the demo's cycles open in the New York afternoon, so the two zones can differ by a day; both must agree with the files
    for (const zone of ['Europe/London', 'America/New_York']) {
      await setZone(zone);
      const label = `${written(cycle.from, zone)} to ${cycle.to ? written(cycle.to, zone) : 'current'}`;
      const keys = `${key(cycle.from, zone)} to ${cycle.to ? key(cycle.to, zone) : 'current'}`;
      const page = await logIn();

      await page.goto(`${runtime.url}/reports/group-report`);
      const select = page.getByLabel('Cycle', { exact: true }).first();
      await expect.poll(() => select.inputValue(), { timeout: 30_000 }).toBe(label);
      await page.getByRole('checkbox', { name: 'All groups' }).waitFor();
      const report = await exported(page);
      expect(report.name).toContain(`_${key(cycle.from, zone)}-${cycle.to ? key(cycle.to, zone) : ''}`);

      await page.goto(`${runtime.url}/reports/raw-data`);
      const checked = page.getByRole('checkbox', { name: label });
      await checked.waitFor({ timeout: 30_000 });
      expect(await checked.isChecked()).toBe(true);
      // only the latest answered cycle is chosen: the older one waits unchecked
      expect(
        await page
          .getByRole('checkbox', { name: / to / })
          .evaluateAll((boxes) => boxes.filter((box) => (box as HTMLInputElement).checked).length),
      ).toBe(1);
      await page.getByRole('checkbox', { name: 'All group types' }).waitFor();
      const raw = await exported(page);
      const answers = raw.sheets.find((sheet) => sheet.name === 'Answers')!;
      const column = (answers.rows[0] as string[]).indexOf('Cycle');
      expect(new Set(answers.rows.slice(1).map((row) => row[column]))).toEqual(new Set([keys]));
      await page.close();
    }
  });
});
