import type { ChartData } from '@canopy/contracts/analytics/api';
import { type DataStory, StoryPaths, StoryRules } from '@canopy/contracts/story/api';
import JSZip from 'jszip';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settingsLine } from '@canopy/contracts/story/settingsLine';
import { chartSvg, imageSize, svgTexts } from '@canopy/story';
import { CHROMIUM_SKIP_REASON, hasChromium, laneChromium, logInThroughForm } from '../support/browser.ts';
import { apiClient, TINY_PNG } from '../support/identity.ts';
import { DEMO_LOGINS } from '../support/demoLogins.ts';
import { startDemoRuntime } from '../support/demoRuntime.ts';

if (!hasChromium()) console.warn(CHROMIUM_SKIP_REASON);

// A consultant builds a story from the demo workspace (SEED_DEMO): two Culture charts and the collaboration map added
// from their cards, one uploaded image, a comment, a reorder by drag, a frame colour in the preview, a share link a
// visitor opens in a fresh browser context, the zip of JPGs and the PowerPoint deck read back.
const DEMO = DEMO_LOGINS.consultant;

const bytesOf = async (download: Download) => {
  const chunks: Buffer[] = [];
  for await (const chunk of (await download.createReadStream()) as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
};

describe.skipIf(!hasChromium())('the Data Story in Chromium', () => {
  let runtime: Awaited<ReturnType<typeof startDemoRuntime>>;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await laneChromium();
  });
  afterAll(async () => browser?.close());
  // a runtime of each try's own on a fresh copy of the demo data: a try's snapshots would otherwise be in the next
  // try's story, which counts its own three, then four
  beforeEach(async () => {
    runtime = await startDemoRuntime();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    await runtime?.close();
  });

  const newPage = async (): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 }, acceptDownloads: true });
    contexts.push(context);
    return context.newPage();
  };

  it('adds charts and the map, uploads, comments, reorders, previews, shares, and downloads the zip and the deck', async () => {
    const page = await newPage();
    await logInThroughForm(page, runtime.url, DEMO);
    await page.getByTestId('team-identity').waitFor();

    // two Culture charts, each from its own card: idle, spinner, then 'Added as image'; the figures the card writes
    // on its bars are kept to find them in the server's image
    await page.goto(`${runtime.url}/analytics/culture`);
    const cardFigures: string[] = [];
    for (const type of ['type1', 'type2']) {
      const card = page.getByTestId(`chart-${type}`).first();
      await card.locator('.main-svg').first().waitFor({ timeout: 30_000 });
      if (type === 'type1') cardFigures.push(...(await card.locator('.main-svg text.bartext').allTextContents()));
      await card.getByRole('button', { name: 'Add to Data Story' }).click();
      await card.getByRole('button', { name: 'Added as image' }).waitFor({ timeout: 30_000 });
      await card.getByRole('button', { name: 'Delete from data story' }).waitFor();
    }

    // the collaboration map
    await page.goto(`${runtime.url}/analytics/collaboration`);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.locator('[data-testid="collaboration-map"][data-drawn="yes"]').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Add to Data Story' }).click();
    // the map card is large: drawing it on the spec's canvas takes a while on a busy machine
    await page.getByRole('button', { name: 'Added as image' }).waitFor({ timeout: 90_000 });

    // the Data Story page: three snapshots, then an uploaded image
    await page.goto(`${runtime.url}/data-story`);
    await page.getByRole('heading', { name: 'Data Story', level: 1 }).waitFor();
    const items = page.getByTestId('story-snapshot');
    await expect.poll(() => items.count(), { timeout: 20_000 }).toBe(3);
    await page.getByRole('button', { name: 'Add image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add image' });
    await dialog.getByLabel('Name').fill('Team photo');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'team.png', mimeType: 'image/png', buffer: TINY_PNG });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => items.count(), { timeout: 20_000 }).toBe(4);

    // a comment on the first, in Hebrew (right to left in the deck)
    const first = items.first();
    await first.getByRole('button', { name: 'Add comment' }).click();
    await first.getByLabel('Comment').fill('הצוות מרוצה מהעבודה');
    await first.getByRole('button', { name: 'Save' }).click();
    await first.getByTestId('snapshot-comment').getByText('הצוות מרוצה מהעבודה').waitFor();

    // search from 2 characters, 'No results'
    await page.getByLabel('Search').fill('zz');
    await page.getByText('No results').waitFor();
    await page.getByLabel('Search').fill('');

    // drag the uploaded image (last) to the top
    const names = async () => items.getByTestId('snapshot-name').allTextContents();
    expect((await names()).at(-1)).toBe('Team photo');
    const handle = page.getByRole('button', { name: 'Drag Team photo' });
    const from = (await handle.boundingBox())!;
    const to = (await first.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y - 20, { steps: 5 });
    await page.mouse.move(from.x + from.width / 2, to.y + 5, { steps: 20 });
    await page.mouse.up();
    await expect.poll(names, { timeout: 20_000 }).toEqual(expect.arrayContaining(['Team photo']));
    await expect.poll(async () => (await names())[0], { timeout: 20_000 }).toBe('Team photo');
    const order = await names();

    // the server holds that order
    const api = apiClient(runtime);
    const token = await api.tokenFor(DEMO.email, DEMO.password);
    const workspaceId = await page.evaluate(() => {
      const link = document.querySelector<HTMLAnchorElement>('a[href^="/data-story-preview/"]');
      return link?.getAttribute('href')?.split('/').at(-1) ?? '';
    });
    const story = (await api.call<DataStory>('GET', StoryPaths.story(workspaceId), { token })).body;
    expect(story.snapshots.map((snapshot) => snapshot.name)).toEqual(order);

    // each chart's image is the server's drawing of its figures: the same drawing read as SVG text holds the card's
    // figures, its name and filters, and none of the card's controls; the stored PNG is on the spec's canvas
    const controls = ['Show passes', 'Combined', 'Cycles', 'hover for counts', 'Add to Data Story'];
    expect(cardFigures.length).toBeGreaterThan(0);
    for (const snapshot of story.snapshots.filter((item) => item.kind === 'chart')) {
      const figures = snapshot.data as ChartData;
      const drawn = svgTexts(chartSvg(figures, { title: snapshot.name, filters: settingsLine(snapshot.settings) }));
      expect(drawn).toContain(snapshot.name);
      expect(drawn).toContain(settingsLine(snapshot.settings));
      if (figures.type === 'type1') for (const figure of cardFigures) expect(drawn).toContain(figure);
      for (const control of controls)
        expect(
          drawn.filter((text) => text.includes(control)),
          control,
        ).toEqual([]);
      const image = await fetch(`${runtime.url}${snapshot.url.url}`);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(imageSize(Buffer.from(await image.arrayBuffer()))).toEqual({ width: StoryRules.canvasWidth, height: StoryRules.canvasHeight });
    }

    // the zip: four JPGs of the spec's canvas, in order
    const [zipDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download graphs' }).click()]);
    expect(zipDownload.suggestedFilename()).toBe('Data_Story_Presentation.zip');
    const zip = await JSZip.loadAsync(await bytesOf(zipDownload));
    const jpgs = Object.keys(zip.files).sort();
    expect(jpgs).toHaveLength(4);
    expect(jpgs[0]).toMatch(/^01_Team photo\.jpg$/);
    for (const name of jpgs) {
      const bytes = await zip.file(name)!.async('nodebuffer');
      expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      expect(imageSize(bytes)).toEqual({ width: StoryRules.canvasWidth, height: StoryRules.canvasHeight });
    }

    // the deck: slides in order, texts, and native series equal to the snapshots' figures
    const [deckDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download as PowerPoint' }).click(),
    ]);
    expect(deckDownload.suggestedFilename()).toMatch(/\.pptx$/);
    const deck = await JSZip.loadAsync(await bytesOf(deckDownload));
    const texts = async (path: string) =>
      [...(await deck.file(path)!.async('string')).matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((match) => match[1]!).join(' ');
    for (const [index, name] of order.entries()) expect(await texts(`ppt/slides/slide${index + 2}.xml`)).toContain(name);
    expect(deck.file(`ppt/slides/slide${order.length + 2}.xml`)).toBeNull();
    const commented = story.snapshots.findIndex((snapshot) => snapshot.comment);
    expect(await texts(`ppt/notesSlides/notesSlide${commented + 2}.xml`)).toContain('הצוות מרוצה מהעבודה');
    const chartFiles = Object.keys(deck.files).filter((name) => /^ppt\/charts\/chart\d+\.xml$/.test(name));
    expect(chartFiles).toHaveLength(2);
    const values = (
      await Promise.all(chartFiles.map(async (name) => [...(await deck.file(name)!.async('string')).matchAll(/<c:v>([^<]*)<\/c:v>/g)]))
    )
      .flat()
      .map((match) => match[1]!);
    for (const snapshot of story.snapshots.filter((item) => item.kind === 'chart')) {
      const figures = snapshot.data as ChartData;
      if (figures.type === 'type1')
        for (const row of figures.groups.filter((group) => !group.suppressed)) expect(values).toContain(String(row.value_avg));
      // the share of 'Strongly agree' in each question's answers, passes included, as the card draws it
      if (figures.type === 'type2')
        for (const row of figures.questions.filter((question) => !question.suppressed)) {
          const total = row.value1 + row.value2 + row.value3 + row.value4 + row.value5 + row.passes;
          expect(values).toContain(String(Math.round((row.value5 / total) * 1000) / 10));
        }
    }

    // the preview with a frame colour, then a share link
    await page.getByRole('link', { name: 'Preview' }).click();
    await page.getByTestId('slide-name').getByText('Team photo').waitFor();
    await page.getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.getByLabel('Frame Colour').fill('#c92a2a');
    await settings.getByRole('button', { name: 'Save' }).click();
    await settings.waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.getByTestId('story-frame').evaluate((node) => getComputedStyle(node).backgroundColor), { timeout: 20_000 })
      .toBe('rgb(201, 42, 42)');
    await page.getByRole('button', { name: 'Share link' }).click();
    const share = page.getByRole('dialog', { name: 'Share saved visualizations' });
    await share.getByRole('button', { name: 'Generate link' }).click();
    const link = await share.getByTestId('story-link').inputValue();
    expect(link).toMatch(/\/data-story-view\/[A-Za-z0-9_-]{22}$/);

    // a visitor with no session sees the story, in order, with its images
    const visitor = await newPage();
    await visitor.goto(link);
    await visitor.getByTestId('slide-name').getByText('Team photo').waitFor();
    await expect
      .poll(() => visitor.getByTestId('slide-image').evaluate((node) => (node as HTMLImageElement).naturalWidth), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await visitor.getByRole('button', { name: 'Next slide' }).click();
    await visitor.getByTestId('slide-name').getByText(order[1]!).waitFor();

    // removed: the view says so
    await share.getByRole('button', { name: 'Remove link' }).click();
    await share.getByRole('button', { name: 'Generate link' }).waitFor();
    await visitor.reload();
    await visitor.getByTestId('story-unavailable').getByText('This Data Story link has expired or was removed').waitFor();
  }, 240_000);

  it('opens a chart snapshot on the Culture page again with the period and cycle it was drawn with', async () => {
    const page = await newPage();
    await logInThroughForm(page, runtime.url, DEMO);
    await page.getByTestId('team-identity').waitFor();
    await page.goto(`${runtime.url}/analytics/culture`);
    const card = page.getByTestId('chart-type1').first();
    await card.locator('.main-svg').first().waitFor({ timeout: 30_000 });
    // a page filter (the answer period) and the card's own (one cycle), then the snapshot
    await page.getByRole('combobox', { name: 'Time Period' }).click();
    await page.getByRole('option', { name: 'Last year' }).click();
    await card.getByRole('combobox', { name: 'Cycles' }).click();
    const cycle = (await page.getByRole('option').first().textContent())!.trim();
    await page.getByRole('option').first().click();
    await page.keyboard.press('Escape');
    // the card's n once its figures for the cycle picked have come (a cycle's respondents, never answers)
    await expect.poll(() => card.getByTestId('chart-caption').innerText(), { timeout: 20_000 }).toMatch(/ · n = \d+ respondents$/);
    await card.getByRole('button', { name: 'Add to Data Story' }).click();
    await card.getByRole('button', { name: 'Added as image' }).waitFor({ timeout: 30_000 });
    const sample = (await card.getByTestId('chart-caption').innerText()).split(' · ').at(-1)!;

    // the story shows what it was drawn with and the n its card stated, and its link opens the chart again with it
    await page.goto(`${runtime.url}/data-story`);
    const item = page.getByTestId('story-snapshot').filter({ hasText: `Last year · ${cycle} · ${sample}` });
    await item.waitFor({ timeout: 20_000 });
    const chartCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/charts/data')) chartCalls.push(request.postData() ?? '');
    });
    await item.getByRole('link', { name: /^Open / }).click();
    await page.getByRole('heading', { name: 'Culture', level: 1 }).waitFor();
    expect(new URL(page.url()).searchParams.get('period')).toBe('last_year');
    expect(await page.getByRole('combobox', { name: 'Time Period' }).inputValue()).toBe('Last year');
    const restored = page.getByTestId('chart-type1').first();
    await restored.getByText(cycle).first().waitFor();
    await expect
      .poll(() => chartCalls.some((body) => body.includes('"is_last_year":true') && /"cycles_ids":\["[^"]+"\]/.test(body)), {
        timeout: 20_000,
      })
      .toBe(true);
    // no parameters: every filter back at its default
    await page.goto(`${runtime.url}/analytics/culture`);
    expect(await page.getByRole('combobox', { name: 'Time Period' }).inputValue()).toBe('All time');
  }, 120_000);
});
