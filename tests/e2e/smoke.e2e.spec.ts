import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_SKIP_REASON, hasChromium, withChromium } from '../support/browser.ts';
import { startTestRuntime } from '../support/runtime.ts';
import { tickProjection } from '../support/sampleDomain.ts';

if (!hasChromium()) console.warn(CHROMIUM_SKIP_REASON);

describe.skipIf(!hasChromium())('the app in Chromium', () => {
  let runtime: Awaited<ReturnType<typeof startTestRuntime>>;
  const chromium = withChromium({ width: 1280, height: 900 });
  beforeAll(async () => {
    runtime = await startTestRuntime({ projections: [tickProjection()] });
  });
  afterAll(async () => runtime?.close());

  it('loads, and the version page shows the version and a plain status line, without the read models behind it', async () => {
    const page = await chromium.newPage();
    await page.goto(`${runtime.url}/`);
    await page.getByText('Welcome to Canopy').waitFor();
    expect(await page.title()).toBe('Canopy');

    await page.getByRole('link', { name: /App version/ }).click();
    await page.waitForURL('**/app-version');
    await page.getByText('0.1.0').waitFor();
    await page.getByTestId('platform-status-line').getByText('Everything is working.').waitFor();
    await page.getByText('Ready', { exact: true }).waitFor();
    // the read models' names and lag are for platform administrators (tests/e2e/devMail.e2e.spec.ts)
    expect(await page.getByText('test_ticks').count()).toBe(0);
    expect(await page.getByText('Lag (events)').count()).toBe(0);
    expect(await page.title()).toBe('App version · Canopy');
    await page.close();
  });
});
