import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_SKIP_REASON, hasChromium, withChromium } from '../support/browser.ts';
import { apiClient, provisionTestTeam } from '../support/identity.ts';
import { addGroupOf, participantRow } from '../support/participants.ts';
import { startTestRuntime } from '../support/runtime.ts';
import { createWorkspace } from '../support/workspaces.ts';

if (!hasChromium()) console.warn(CHROMIUM_SKIP_REASON);

// How many participants the table shows on a laptop, on rows as full as a consultant's: e-mail, phone and payroll
// id, a start date and a group each. The guide's bar is 12+ rows at 1440x900; at 1024x768 as many as fit.

const WIDE = { width: 1440, height: 900 };
const SMALL = { width: 1024, height: 768 };
const ROSA = { email: 'rosa.vidal@fieldwork.example', password: 'rosa-secret-1', firstName: 'Rosa', lastName: 'Vidal' };
const GROUPS = ['Customer Success', 'Engineering', 'Finance', 'Marketing', 'People', 'Product', 'Sales'];
const PER_GROUP = 4;

describe.skipIf(!hasChromium())('the participants table on a laptop', () => {
  let runtime: Awaited<ReturnType<typeof startTestRuntime>>;
  const chromium = withChromium(WIDE);

  beforeAll(async () => {
    runtime = await startTestRuntime();
    const api = apiClient(runtime);
    await provisionTestTeam(runtime, 'Fieldwork Partners', [ROSA]);
    const token = await api.tokenFor(ROSA.email, ROSA.password);
    const workspace = await createWorkspace(api, token, 'Northwind Health');
    for (const [g, name] of GROUPS.entries()) {
      const rows = Array.from({ length: PER_GROUP }, (_, index) => {
        const n = g * PER_GROUP + index + 1;
        return participantRow(workspace.id, n, {
          email: `first${n}.last${n}@northwind-health.example`,
          phone_code: '+44',
          phone: `77009${String(n).padStart(5, '0')}`,
          payroll_id: `NH-${20_000 + n}`,
          hiring_date: '2021-08-18',
        });
      });
      await addGroupOf(api, token, workspace.id, name, rows);
    }
  });
  afterAll(async () => runtime?.close());

  /** the participants whose row and tag line lie wholly inside the scroller, below its sticky header */
  const fullyVisible = (page: Page) =>
    page.getByTestId('participants-scroller').evaluate((scroller) => {
      const box = scroller.getBoundingClientRect();
      const top = (scroller.querySelector('thead')?.getBoundingClientRect().bottom ?? box.top) - 0.5;
      const bottom = Math.min(box.bottom, window.innerHeight) + 0.5;
      return [...scroller.querySelectorAll('[data-testid="participant-row"]')].filter((row) => {
        const main = row.getBoundingClientRect();
        const below = row.nextElementSibling?.querySelector('[data-testid="participant-groups"]') ? row.nextElementSibling : row;
        return main.top >= top && (below as Element).getBoundingClientRect().bottom <= bottom;
      }).length;
    });

  const open = async (viewport: { width: number; height: number }) => {
    const page = await chromium.logIn(runtime.url, ROSA, { viewport });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Participants' }).click();
    await page.waitForURL((url) => url.pathname === '/participants');
    await expect.poll(() => page.getByTestId('participant-groups').count(), { timeout: 15_000 }).toBe(GROUPS.length * PER_GROUP);
    const visible = await fullyVisible(page);
    const size = `${viewport.width}x${viewport.height}`;
    console.info(`participants fully visible at ${size}: ${visible}`);
    if (process.env.ROWS_SCREENSHOT) await page.screenshot({ path: `${process.env.ROWS_SCREENSHOT}-${size}.png` });
    // the table's scroller fits the window: the page itself does not scroll
    expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true);
    return { page, visible };
  };

  it('shows at least 12 participants with their credentials and groups at 1440x900', async () => {
    const { page, visible } = await open(WIDE);
    expect(visible).toBeGreaterThanOrEqual(12);

    // nothing is lost: the first credential on the row, the others on the line under it, all of them in the title
    const first = page.getByTestId('participant-row').first();
    const credentials = first.locator('td').nth(2).locator('span');
    const title = (await credentials.getAttribute('title')) ?? '';
    expect(title.split('\n')).toHaveLength(3);
    expect(title).toMatch(/^first\d+\.last\d+@northwind-health\.example\n\+44 77009\d{5}\nID NH-2\d{4}$/);
    const under = await first.evaluate((row) => row.nextElementSibling?.textContent ?? '');
    expect(under).toMatch(/\+44 77009\d{5} · ID NH-2\d{4}/);
    expect(GROUPS.some((group) => under.includes(group))).toBe(true);
  });

  it('shows the table without a page scroll at 1024x768, as many rows as fit', async () => {
    const { page, visible } = await open(SMALL);
    expect(visible).toBeGreaterThanOrEqual(8);
    // the start date stays whole on its one line, not cut by the ellipsis
    const date = page.getByTestId('participant-row').first().locator('td').nth(3).locator('span');
    expect(await date.innerText()).toBe('Aug 18 2021');
    expect(await date.evaluate((span) => span.scrollWidth <= span.clientWidth)).toBe(true);
  });
});
