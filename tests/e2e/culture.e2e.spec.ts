import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_SKIP_REASON, hasChromium, laneChromium, logInThroughForm } from '../support/browser.ts';
import { DEMO_LOGINS } from '../support/demoLogins.ts';
import { startDemoRuntime } from '../support/demoRuntime.ts';
import { nextTry } from '../support/perTry.ts';

if (!hasChromium()) console.warn(CHROMIUM_SKIP_REASON);

// The Culture page on the demo workspace (SEED_DEMO: the demo package answered in two cycles).
const DEMO_PASSWORD = DEMO_LOGINS.consultant.password;

describe.skipIf(!hasChromium())('the Culture page in Chromium', () => {
  let runtime: Awaited<ReturnType<typeof startDemoRuntime>>;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    runtime = await startDemoRuntime();
    browser = await laneChromium();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await runtime?.close();
  });

  it('draws the charts of the open block, switches views, filters a group, shows participation and passes', async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await logInThroughForm(page, runtime.url, { email: 'demo@canopy.local', password: DEMO_PASSWORD });
    await page.getByTestId('team-identity').waitFor();
    await page.goto(`${runtime.url}/analytics/culture`);
    await page.getByRole('heading', { name: 'Culture', level: 1 }).waitFor();

    // the first block opens by itself and draws its group averages
    const averages = page.getByTestId('chart-type1').first();
    await averages.locator('.main-svg').first().waitFor({ timeout: 20_000 });
    expect(await averages.getByText('All participants').count()).toBeGreaterThan(0);
    // the card names its assessment (the first block is the assessment's own), its questions and n
    const assessmentName = (await page.locator('.mantine-Accordion-control').first().innerText()).trim();
    const caption = averages.getByTestId('chart-caption');
    await expect.poll(() => caption.innerText()).toMatch(/ · n = \d+ respondents?$/);
    expect(await caption.innerText()).toContain(`${assessmentName} · all `);
    // the distribution states n in people too, not answers (in Combined a person who answered both cycles is one)
    const distribution = page.getByTestId('chart-type2').first();
    await distribution.scrollIntoViewIfNeeded();
    await expect
      .poll(() => distribution.getByTestId('chart-caption').innerText(), { timeout: 20_000 })
      .toMatch(/ · n = \d+(–\d+)? respondents( per question)?$/);
    expect(await distribution.innerText()).toContain('(n) is people');
    // the group filter's sections read the classification's title
    await page.getByRole('combobox', { name: 'Participant Group' }).click();
    await page.getByRole('listbox').getByText('Department', { exact: true }).waitFor();
    expect(await page.getByRole('listbox').getByText('department', { exact: true }).count()).toBe(0);
    await page.keyboard.press('Escape');

    // Cycles: one legend entry per cycle
    const chartCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/charts/data')) chartCalls.push(request.postData() ?? '');
    });
    await averages.getByText('Cycles', { exact: true }).click();
    await averages.locator('.legend .traces').nth(1).waitFor();
    expect(chartCalls.some((body) => body.includes('"view":"cycles"'))).toBe(true);
    await averages.getByText('Combined', { exact: true }).click();

    // the second block opens on click and draws too
    const second = page.locator('.mantine-Accordion-control').nth(1);
    await second.click();
    await page.getByTestId('chart-type1').nth(1).locator('.main-svg').first().waitFor({ timeout: 20_000 });

    // filter a group: every chart call now carries it
    chartCalls.length = 0;
    await page.getByRole('combobox', { name: 'Participant Group' }).click();
    const option = page.getByRole('option').first();
    await option.click();
    await page.keyboard.press('Escape');
    await expect.poll(() => chartCalls.some((body) => /"groups_ids":\["[^"]+"\]/.test(body))).toBe(true);

    // a chart's cycles are named by their package and days in the app's date format
    await page.getByRole('combobox', { name: 'Cycles' }).first().click();
    expect(await page.getByRole('option').first().innerText()).toMatch(
      /^Spring pulse 2026 · [A-Z][a-z]{2} \d{2} \d{4} – ([A-Z][a-z]{2} \d{2} \d{4}|current)$/,
    );
    await page.keyboard.press('Escape');

    // participation: completed and not-completed tabs per package and cycle
    await page.getByRole('button', { name: 'Participation rate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Participation rate' });
    await dialog.getByRole('tabpanel', { name: 'Completed' }).getByText('Spring pulse 2026').first().waitFor();
    await dialog.getByRole('tab', { name: 'Not completed' }).click();
    await dialog.getByRole('tabpanel', { name: 'Not completed' }).getByText('Spring pulse 2026').first().waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // a custom graph in a new block: the block appears, drawn
    await page.getByRole('button', { name: 'New block' }).click();
    const modal = page.getByRole('dialog', { name: 'Custom Graph' });
    await modal.getByLabel("New block's name").fill('Le');
    await modal.getByText('Block Name may contain minimum 3 characters').waitFor();
    await modal.getByLabel("New block's name").fill('Leadership view');
    await modal.getByLabel('Type of Graph').first().click();
    await page.getByRole('option', { name: 'Net score (line)' }).click();
    await modal.getByLabel('Assessment').first().click();
    await page.getByRole('option').first().click();
    await modal.getByRole('button', { name: 'Add', exact: true }).click();
    await modal.waitFor({ state: 'hidden' });
    const custom = page.locator('.mantine-Accordion-item', { hasText: 'Leadership view' });
    await custom.locator('.mantine-Accordion-control').click();
    await custom.getByTestId('chart-type4').locator('.main-svg').first().waitFor({ timeout: 20_000 });
    await custom.getByRole('button', { name: 'Delete custom chart' }).waitFor();
    // the net score is explained where it appears: which answers count as promoters on each scale
    await custom.getByRole('button', { name: 'What is the net score?' }).hover();
    await page
      .getByRole('tooltip')
      .getByText(/Five-point questions: 5 is a promoter.*Ten-point questions: 9–10 promoters/)
      .waitFor();
    // a custom chart's title and caption say which assessment it shows
    expect(await custom.getByTestId('chart-caption').innerText()).toMatch(/^.+ · all \d+ questions · n = \d+ respondents$/);

    // deleting the custom chart asks first: Cancel keeps it (no delete call), Delete removes it
    const deleteCalls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE') deleteCalls.push(request.url());
    });
    await custom.getByRole('button', { name: 'Delete custom chart' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete custom chart' });
    await confirm.getByText('Leadership view').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(deleteCalls).toEqual([]);
    await custom.getByTestId('chart-type4').waitFor();
    await custom.getByRole('button', { name: 'Delete custom chart' }).click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    await custom.getByText('No graphs in this block yet').waitFor();
    await page.getByText('Chart deleted').waitFor();
    expect(await custom.getByTestId('chart-type4').count()).toBe(0);
    expect(deleteCalls).toHaveLength(1);

    // deleting the (now empty) block asks first too, and says it was done
    await custom.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirmBlock = page.getByRole('dialog', { name: 'Delete block' });
    await confirmBlock.getByText('Leadership view').waitFor();
    expect(deleteCalls).toHaveLength(1);
    await confirmBlock.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Block deleted').waitFor();
    await custom.waitFor({ state: 'detached' });
    expect(deleteCalls).toHaveLength(2);

    // Show passes: a row per question with a count per cycle
    await page.getByTestId('chart-type2').first().getByRole('button', { name: 'Show passes' }).click();
    const passes = page.getByRole('dialog', { name: 'Passes' });
    await passes.locator('tbody tr').first().waitFor();
    expect(await passes.locator('thead th').count()).toBe(3);
  });

  it('keeps every control of the page in Canopy: the mode bar offers local actions only, and none reaches another host', async () => {
    const page = await context.newPage();
    const here = new URL(runtime.url).host;
    const outside: string[] = [];
    // every request the page makes to another host is refused and written down
    await page.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.host === here) return route.continue();
      outside.push(url.href);
      return route.abort();
    });
    await page.goto(`${runtime.url}/analytics/culture`);
    const averages = page.getByTestId('chart-type1').first();
    await averages.locator('.main-svg').first().waitFor({ timeout: 60_000 });
    await averages.hover();
    const buttons = averages.locator('.modebar-btn');
    await buttons.first().waitFor();
    const titles = await buttons.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-title')));
    expect(titles.sort()).toEqual(['Autoscale', 'Download plot as a PNG', 'Pan', 'Reset axes', 'Zoom', 'Zoom in', 'Zoom out'].sort());
    // press every one of them (the download stays in the browser)
    for (let index = 0; index < titles.length; index++) {
      await averages.hover();
      await buttons.nth(index).click();
    }
    // no link of the page's content leaves Canopy either (the navigation's configured product links are the shell's)
    const links = await page
      .locator('main a[href]')
      .evaluateAll((elements) => elements.map((element) => (element as HTMLAnchorElement).href));
    expect(links.filter((href) => new URL(href).host !== here)).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  });

  it('adds a heatmap custom graph and opens the driver analysis', async () => {
    const page = await context.newPage();
    await page.goto(`${runtime.url}/analytics/culture`);
    await page.getByRole('heading', { name: 'Culture', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'New block' }).click();
    const modal = page.getByRole('dialog', { name: 'Custom Graph' });
    // a block name of this try's own: the block a failed try added is still on the page
    const blockName = `Heat by team (${nextTry()})`;
    await modal.getByLabel("New block's name").fill(blockName);
    await modal.getByLabel('Type of Graph').first().click();
    await page.getByRole('option', { name: 'Groups by questions (heatmap)' }).click();
    await modal.getByLabel('Assessment').first().click();
    await page.getByRole('option').first().click();
    // 'Add Graph': a second graph in the same new block
    await modal.getByRole('button', { name: 'Add Graph' }).click();
    const second = modal.getByTestId('graph-draft').nth(1);
    await second.getByLabel('Type of Graph').first().click();
    await page.getByRole('option', { name: 'Group averages (horizontal bars)' }).click();
    await second.getByLabel('Assessment').first().click();
    await page.getByRole('option').first().click();
    await modal.getByRole('button', { name: 'Add', exact: true }).click();
    await modal.waitFor({ state: 'hidden' });
    const custom = page.locator('.mantine-Accordion-item', { hasText: blockName });
    await custom.locator('.mantine-Accordion-control').click();
    await custom.getByTestId('chart-type5').locator('.heatmaplayer').first().waitFor({ timeout: 20_000 });
    // a chart below the fold draws when a scroll brings it near (ADR 0104), as a person scrolling to it would
    await custom.getByTestId('chart-type1').scrollIntoViewIfNeeded();
    await custom.getByTestId('chart-type1').locator('.main-svg').first().waitFor({ timeout: 20_000 });

    // drivers of the engagement index: one row per question, strongest first, beside its average
    await page.getByRole('button', { name: 'Driver analysis' }).click();
    const drivers = page.getByTestId('drivers');
    await drivers.getByRole('table', { name: 'Drivers' }).locator('tbody tr').first().waitFor({ timeout: 20_000 });
    expect(await drivers.locator('tbody tr').count()).toBeGreaterThan(1);
    await drivers.getByRole('button', { name: 'What is the engagement index?' }).hover();
    await page
      .getByRole('tooltip')
      .getByText(/Engagement index: each respondent’s average/)
      .waitFor();
  });

  it('applies a custom date range on Save only, and saves the minimum group size', async () => {
    const page = await context.newPage();
    const chartCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/charts/data')) chartCalls.push(request.postData() ?? '');
    });
    await page.goto(`${runtime.url}/analytics/culture`);
    // the charts read every answer to keep whole cells (ADR 0056): slower than the rollups on a busy machine
    await page.getByTestId('chart-type1').first().locator('.main-svg').first().waitFor({ timeout: 60_000 });

    // a custom range: Save is enabled only once both dates are set, and only Save sends it to the charts
    await page.getByLabel('Time Period').first().click();
    await page.getByRole('option', { name: 'Custom range' }).click();
    const save = page.getByRole('button', { name: 'Save', exact: true });
    expect(await save.isDisabled()).toBe(true);
    await page.getByLabel('From', { exact: true }).fill('2020-01-01');
    expect(await save.isDisabled()).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    await page.getByLabel('To', { exact: true }).fill(today);
    expect(chartCalls.some((body) => body.includes('"start_date":"2020-01-01"'))).toBe(false);
    await save.click();
    await expect.poll(() => chartCalls.some((body) => body.includes(`"start_date":"2020-01-01","end_date":"${today}"`))).toBe(true);
    // the card names the range in the app's date format ('Mon DD YYYY')
    const todayLabel = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: '2-digit', year: 'numeric' })
      .format(new Date(`${today}T00:00:00Z`))
      .replace(',', '');
    await page.getByTestId('chart-filters').first().getByText(`Jan 01 2020 – ${todayLabel}`).waitFor();

    // the minimum group size: refused out of bounds, saved with a notification, and the charts are drawn again
    await page.getByRole('button', { name: 'Minimum group size' }).click();
    const dialog = page.getByRole('dialog', { name: 'Minimum group size' });
    const size = dialog.getByLabel('Minimum group size', { exact: true });
    await size.fill('1');
    await dialog.getByText('The minimum group size is a whole number from 2 to 100').first().waitFor();
    expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await size.fill('6');
    chartCalls.length = 0;
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Minimum group size saved').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => chartCalls.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Minimum group size' }).click();
    expect(
      await page.getByRole('dialog', { name: 'Minimum group size' }).getByLabel('Minimum group size', { exact: true }).inputValue(),
    ).toBe('6');
  });

  it('keeps every chart drawn at 1024x768 after a resize: non-zero heights, distribution bars wider than their labels', async () => {
    // its own browser context: a laptop at 1440 px, logged in, then the window made smaller
    const wide = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await wide.newPage();
    await logInThroughForm(page, runtime.url, { email: 'demo@canopy.local', password: DEMO_PASSWORD });
    await page.getByTestId('team-identity').waitFor();
    await page.goto(`${runtime.url}/analytics/culture`);
    const first = page.locator('.mantine-Accordion-item').first();
    await first.getByTestId('chart-type2').locator('.main-svg').first().waitFor({ timeout: 60_000 });
    await page.setViewportSize({ width: 1024, height: 768 });
    // every chart of the open block is drawn again at the new width, none at zero height
    const sizes = () =>
      first.locator('.js-plotly-plot').evaluateAll((elements) =>
        elements.map((element) => {
          const box = element.getBoundingClientRect();
          const svg = element.querySelector('.main-svg')?.getBoundingClientRect();
          return { width: Math.round(box.width), height: Math.round(Math.min(box.height, svg?.height ?? 0)) };
        }),
      );
    const drawn = (plots: { width: number; height: number }[]) =>
      plots.length > 0 && plots.every((plot) => plot.height > 100 && plot.width > 300);
    await expect.poll(async () => drawn(await sizes()), { timeout: 20_000 }).toBe(true);
    expect(await sizes()).toSatisfy(drawn);
    // the distribution's bars keep most of the card, not 140 px beside their labels
    const bars = await first.getByTestId('chart-type2').locator('.nsewdrag').first().boundingBox();
    expect(bars?.width ?? 0).toBeGreaterThan(300);
    // every total counts everyone (ADR 0128): no card says anyone is held back, and each states its people
    await first
      .getByText(/n = \d+ respondents/)
      .first()
      .waitFor();
    expect(await first.getByTestId('held-back').count()).toBe(0);
    await wide.close();
  });
});
