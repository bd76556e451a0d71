import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_SKIP_REASON, hasChromium, laneChromium, logInThroughForm } from '../support/browser.ts';
import { DEMO_LOGINS } from '../support/demoLogins.ts';
import { laneDemoRuntime } from '../support/demoRuntime.ts';

if (!hasChromium()) console.warn(CHROMIUM_SKIP_REASON);

// Alerts (ADR 0133) on the demo workspace, answered in two cycles: the Home card and the page agree with the API, an
// alert opens its question's Group averages in the Cycles view, and the page has no serious axe finding.

describe.skipIf(!hasChromium())('alerts in Chromium', () => {
  let runtime: Awaited<ReturnType<typeof laneDemoRuntime>>;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    runtime = await laneDemoRuntime();
    browser = await laneChromium();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await runtime?.close();
  });

  it('lists the moves on Home and on the page, each opening its chart', async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await logInThroughForm(page, runtime.url, { email: 'demo@canopy.local', password: DEMO_LOGINS.consultant.password });
    await page.getByTestId('team-identity').waitFor();
    const answered = page.waitForResponse((response) => /\/analytics\/workspaces\/[^/]+\/alerts$/.test(response.url()));
    await page.goto(`${runtime.url}/home`);
    const card = page.getByTestId('alerts-card');
    await card.getByText('Alerts since the cycle before').waitFor();
    const body = (await (await answered).json()) as { compared: number; alerts: { group_name: string; question_body: string }[] };
    expect(body.compared).toBeGreaterThan(0);

    await page.goto(`${runtime.url}/analytics/alerts`);
    await page.getByRole('heading', { name: 'Alerts', level: 1 }).waitFor();
    await page.getByText(/p below 0\.05 after correction, 20 or more people in both cycles, a move of 8 points or more/).waitFor();
    const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
    expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((v) => v.id)).toEqual(
      [],
    );
    if (body.alerts.length === 0) {
      await page.getByText(`None of the ${body.compared} changes since the cycle before passes the rule.`).waitFor();
      return;
    }
    const rows = page.getByTestId('alerts-table').locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(body.alerts.length);
    const first = body.alerts[0]!;
    expect(await rows.first().innerText()).toContain(first.group_name);
    await rows
      .first()
      .getByRole('link', { name: `Open the chart of ${first.question_body}` })
      .click();
    await page.getByRole('heading', { name: 'Culture', level: 1 }).waitFor();
    expect(new URL(page.url()).searchParams.get('question')).not.toBeNull();
    expect(new URL(page.url()).searchParams.get('view')).toBe('cycles');
    // the Group averages card is narrowed to the question, and its change table names the alerted group
    const averages = page.getByTestId('chart-type1').first();
    await averages.getByTestId('change-table').waitFor({ timeout: 20_000 });
    expect(await averages.getByTestId('change-table').innerText()).toContain(first.group_name);
  }, 240_000);
});
