import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_SKIP_REASON, hasChromium, logInThroughForm, withChromium } from '../support/browser.ts';
import { DEMO_LOGINS } from '../support/demoLogins.ts';
import { startDemoRuntime } from '../support/demoRuntime.ts';

if (!hasChromium()) console.warn(CHROMIUM_SKIP_REASON);

// /dev/mail in the web app: the caught mail for a platform administrator, page not found for anyone else.
const CONSULTANT = DEMO_LOGINS.consultant;
const ADMIN = DEMO_LOGINS.admin;

describe.skipIf(!hasChromium())('the development mail page in Chromium', () => {
  let runtime: Awaited<ReturnType<typeof startDemoRuntime>>;
  const chromium = withChromium({ width: 1280, height: 860 });

  beforeAll(async () => {
    runtime = await startDemoRuntime();
    const answer = await fetch(`${runtime.url}/api/v1/users/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: CONSULTANT.email }),
    });
    expect(answer.status).toBe(200);
    for (let attempt = 0; attempt < 100 && (await runtime.mailCatcher!.list()).length === 0; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  afterAll(async () => runtime?.close());

  const openPage = () => chromium.newPage();

  it('shows a platform administrator the caught mail with clickable links', async () => {
    const page = await openPage();
    await logInThroughForm(page, runtime.url, ADMIN);
    await page.goto(`${runtime.url}/dev/mail`);
    await page.getByRole('heading', { name: 'Caught mail', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Reset your Canopy password' }).waitFor();
    const link = page.getByRole('link', { name: /\/reset-password\?token=/ });
    expect(await link.getAttribute('href')).toMatch(new RegExp(`^${runtime.url}/reset-password\\?token=[A-Za-z0-9_-]+$`));
  });

  it('shows a consultant the page-not-found page and no mail', async () => {
    const page = await openPage();
    await logInThroughForm(page, runtime.url, CONSULTANT);
    await page.goto(`${runtime.url}/dev/mail`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.content()).not.toContain('reset-password?token=');
  });

  it('shows the read models and their lag on App version to a platform administrator only', async () => {
    const admin = await openPage();
    await logInThroughForm(admin, runtime.url, ADMIN);
    await admin.goto(`${runtime.url}/app-version`);
    await admin.getByRole('table', { name: 'Projections' }).getByText('Lag (events)').waitFor();
    expect(await admin.getByRole('table', { name: 'Projections' }).getByRole('row').count()).toBeGreaterThan(1);

    const consultant = await openPage();
    await logInThroughForm(consultant, runtime.url, CONSULTANT);
    await consultant.goto(`${runtime.url}/app-version`);
    await consultant.getByTestId('platform-status-line').waitFor();
    await consultant.getByTestId('app-version').waitFor();
    expect(await consultant.getByRole('table', { name: 'Projections' }).count()).toBe(0);
    expect(await consultant.getByText('Lag (events)').count()).toBe(0);
  });

  it('sends someone not signed in to the login page', async () => {
    const page = await openPage();
    await page.goto(`${runtime.url}/dev/mail`);
    await page.getByRole('heading', { name: 'Welcome to Canopy' }).waitFor();
    expect(await page.content()).not.toContain('reset-password?token=');
  });
});
