import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_SKIP_REASON, hasChromium, logInThroughForm, withChromium } from '../support/browser.ts';
import { DEMO_LOGINS } from '../support/demoLogins.ts';
import { startDemoRuntime } from '../support/demoRuntime.ts';
import { addressOfTry, nextTry } from '../support/perTry.ts';

if (!hasChromium()) console.warn(CHROMIUM_SKIP_REASON);

// The logged-in shell against the real identity API: demo accounts (SEED_DEMO) and access tokens that
// live 2 s, so every test also runs through token refreshes.
// The demo data of services/identity (demoData.ts); not imported, tests/package.json does not list identity.
const DEMO_ACCOUNTS = {
  consultant: { email: 'demo@canopy.local', firstName: 'Dana' },
  admin: { email: 'admin@canopy.local' },
} as const;
const DEMO_TEAM = 'Northwind Consulting';
const DEMO_PASSWORD = DEMO_LOGINS.consultant.password;
const WIDE = { width: 1280, height: 860 };
const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

describe.skipIf(!hasChromium())('the app shell in Chromium', () => {
  let runtime: Awaited<ReturnType<typeof startDemoRuntime>>;
  const chromium = withChromium(WIDE);

  beforeAll(async () => {
    runtime = await startDemoRuntime({ env: { ACCESS_TOKEN_TTL_SECONDS: '2' } });
  });
  afterAll(async () => runtime?.close());

  const openPage = (viewport = WIDE) => chromium.newPage({ viewport });

  /** Requests to an API path, counted from the moment this is called. */
  const countRequests = (page: Page, path: string, method = 'POST') => {
    const seen: { body: string | null }[] = [];
    page.on('request', (request) => {
      if (request.method() === method && new URL(request.url()).pathname === `/api/v1${path}`) seen.push({ body: request.postData() });
    });
    return seen;
  };

  const logIn = async (page: Page, email: string = DEMO_ACCOUNTS.consultant.email, password: string = DEMO_PASSWORD) => {
    await logInThroughForm(page, runtime.url, { email, password });
    await page.getByTestId('team-identity').waitFor();
  };

  const sessionKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('cnp_')));

  it('sends an unknown path to login while logged out', async () => {
    const page = await openPage();
    await page.goto(`${runtime.url}/participants/nowhere`);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Welcome to Canopy' }).waitFor();
    expect(await page.title()).toBe('Canopy');
    await page.getByRole('link', { name: 'Forgot password?' }).waitFor();
    await page.getByRole('link', { name: 'App version' }).waitFor();
  });

  it('logs in with a success pause, guards a second click, and shows the shell', async () => {
    const page = await openPage();
    const authenticate = countRequests(page, '/auth/authenticate');
    await page.goto(`${runtime.url}/`);

    // a wrong password: the server's detail in a banner, nothing stored
    await page.getByLabel('Email').fill(DEMO_ACCOUNTS.consultant.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Incorrect email or password').waitFor();
    expect(await sessionKeys(page)).toEqual([]);

    // the right one, submitted twice while the (slowed) answer is on its way: one request and the guard message
    await page.route('**/api/v1/auth/authenticate', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('button', { name: /Logging in/ }).click();
    await page.getByText('Please wait until the request ends.').waitFor();
    await page.getByText('You are logged in').waitFor();
    const successShownAt = Date.now();
    await page.waitForURL((url) => url.pathname === '/home');
    expect(Date.now() - successShownAt).toBeGreaterThan(700);
    expect(authenticate).toHaveLength(2);

    // the shell: team in the top bar, the navigation as the spec lists it, the workspace slot
    await page.getByTestId('team-identity').getByText(DEMO_TEAM).waitFor();
    await page.getByRole('heading', { name: new RegExp(`, ${DEMO_ACCOUNTS.consultant.firstName}$`) }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['CAPTURE', 'LEARN', 'LEAD']) await nav.getByRole('heading', { name: label }).waitFor();
    // the demo consultant's first demo workspace is selected automatically
    await page.getByTestId('current-workspace-name').getByText('Northwind Health').waitFor();

    // one expandable group open at a time, opened from the path
    await nav.getByRole('button', { name: 'Analytics' }).click();
    await nav.getByRole('link', { name: 'Culture' }).click();
    await page.waitForURL((url) => url.pathname === '/analytics/culture');
    await page.getByRole('heading', { name: 'Culture', level: 1 }).waitFor();
    await page
      .getByText(/^(Culture does not have any data yet|Time Period)$/)
      .first()
      .waitFor();
    await nav.getByRole('button', { name: 'Assessment Library' }).click();
    await nav.getByRole('link', { name: 'My Library' }).waitFor();
    await nav.getByRole('link', { name: 'Culture' }).waitFor({ state: 'hidden' });
    // the community library has its entry; Blockchain Surveys has no address configured in this build, so no link
    await nav.getByRole('link', { name: 'Community Library' }).waitFor();
    expect(await nav.getByRole('link', { name: /Blockchain Surveys/ }).count()).toBe(0);

    await page.goto(`${runtime.url}/reports/group-report`);
    await nav.getByRole('link', { name: 'Raw Data' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Group Report' }).getAttribute('aria-current')).toBe('page');

    // a public link while logged in, and an unknown page inside the app
    await page.goto(`${runtime.url}/assessment-responding/abc`);
    await page.getByText('You should Log out to be able to see the Responding Page').waitFor();
    await page.goto(`${runtime.url}/no-such-page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });

  // Single flight: whatever else the page loads meanwhile, a refresh token is never sent twice (every
  // refresh presents the token the previous one returned), and the session lives on. How many expiries
  // a run crosses depends on the machine's speed, so the count itself is not the property.
  const expectSingleFlight = (refreshes: Array<{ body: string | null }>, atLeast: number) => {
    expect(refreshes.length).toBeGreaterThanOrEqual(atLeast);
    const presented = refreshes.map((request) => JSON.parse(request.body ?? '{}').refresh_token as string);
    expect(new Set(presented).size).toBe(presented.length);
  };

  it('keeps working across an access-token expiry with a single refresh', async () => {
    const page = await openPage();
    await logIn(page);
    const refreshes = countRequests(page, '/auth/refresh');

    // the 2 s access token expires; the next page load refreshes it once for all of its calls
    await page.waitForTimeout(3000);
    await page.goto(`${runtime.url}/consulting-team`);
    await page.getByRole('table', { name: 'Team members' }).getByText(DEMO_ACCOUNTS.consultant.email).waitFor();
    await page.getByTestId('team-identity').getByText(DEMO_TEAM).waitFor();
    await page.waitForLoadState('networkidle');
    expectSingleFlight(refreshes, 1);
    expect(page.url()).toBe(`${runtime.url}/consulting-team`);

    // and again, after expiry, a save (PUT, then two reloads at once) still needs only one
    await page.waitForTimeout(2500);
    await page.getByRole('link', { name: 'Canopy home' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'My account' }).click();
    await page.getByLabel('First name').fill('Dana-Marie');
    const picture = page.locator('input[type=file]');
    await picture.setInputFiles({ name: 'portrait.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await page.getByText('Error upload file, incorrect format').waitFor();
    await picture.setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: PNG_1PX });
    await page.getByTestId('image-preview').locator('img').waitFor();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Profile saved').waitFor();
    await page.getByTestId('user-menu').getByText('Dana-Marie Demo').waitFor();
    const avatar = page.getByTestId('user-menu').locator('img');
    await avatar.waitFor();
    expect(await avatar.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);
    expectSingleFlight(refreshes, 2);
    // the two tokens (the automatically chosen workspace is not stored until the user switches)
    expect(await sessionKeys(page)).toHaveLength(2);
  });

  it('logs out: signs the session out on the server, clears storage and returns to login', async () => {
    const page = await openPage();
    await logIn(page);
    const signOuts = countRequests(page, '/users/sign-out');
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Welcome to Canopy' }).waitFor();
    expect(signOuts).toHaveLength(1);
    expect(JSON.parse(signOuts[0]!.body ?? '{}')).toHaveProperty('refresh_token');
    expect(await sessionKeys(page)).toEqual([]);

    await page.goto(`${runtime.url}/consulting-team`);
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('shows the small-screen notice below 996 px when logged in', async () => {
    const page = await openPage();
    await logIn(page);
    await page.setViewportSize({ width: 900, height: 800 });
    await page.getByTestId('small-screen-notice').waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await page.setViewportSize(WIDE);
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.getByTestId('small-screen-notice').waitFor({ state: 'detached' });
  });

  it('invites a consultant, who sets a password from the mail and logs in', async () => {
    const page = await openPage();
    await logIn(page);
    await page.goto(`${runtime.url}/consulting-team`);

    // the team logo: chosen, previewed, saved, and then in the top bar
    await page.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1PX });
    await page.getByTestId('image-preview').locator('img').waitFor();
    await page.getByRole('button', { name: 'Save team' }).click();
    await page.getByText('Team saved').waitFor();
    const logo = page.getByTestId('team-identity').locator('img');
    await logo.waitFor();
    expect(await logo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);

    // an address of this try's own: a retry invites someone new rather than the colleague the failed try invited
    const invitee = addressOfTry('robin.invitee@example.com', nextTry());
    const invites = countRequests(page, '/consultants');
    const dialog = page.getByRole('dialog', { name: 'Invite consultant(s) to this consulting team' });

    // nothing filled in
    await page.getByRole('button', { name: 'Invite consultant(s)' }).click();
    await dialog.waitFor();
    expect(await dialog.getByTestId('invite-row').count()).toBe(2);
    await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
    await dialog.getByText('At least one member should be added').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // one complete row, one partial: the first click shows the partial one on red, the second sends the rest
    await page.getByRole('button', { name: 'Invite consultant(s)' }).click();
    await dialog.getByLabel('First name, row 1').fill('Robin');
    await dialog.getByLabel('Last name, row 1').fill('Invitee');
    await dialog.getByLabel('Email, row 1').fill(invitee);
    await dialog.getByLabel('First name, row 2').fill('Half');
    await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
    await dialog.getByText('Consultants on the red background would not be added.').waitFor();
    expect(await dialog.locator('[data-invalid]').count()).toBe(1);
    expect(invites).toHaveLength(0);
    await dialog.getByRole('button', { name: 'Invite 1 consultant' }).click();
    await page.getByText('Invitation sent').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(invites).toHaveLength(1);
    await page.getByRole('table', { name: 'Team members' }).getByText(invitee).waitFor();

    const mail = await waitForMail(invitee);
    const link = linkIn(mail.text, '/reset-password');
    expect(link).toContain('invite=1');

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(link.replace(/^https?:\/\/[^/]+/, runtime.url));
    await page.getByRole('heading', { name: 'Set your password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('robin-secret');
    await page.getByLabel('Repeat new password').fill('robin-secrex');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByText('New password is incorrect').waitFor();
    await page.getByLabel('Repeat new password').fill('robin-secret');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByRole('link', { name: 'Go to login screen' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await logIn(page, invitee, 'robin-secret');
    await page.getByTestId('user-menu').getByText('Robin Invitee').waitFor();
  });

  it('resets a forgotten password through the mailed link', async () => {
    const page = await openPage();
    const email = DEMO_ACCOUNTS.admin.email;
    // a password of this try's own, and the mail this try asks for (not one an earlier try asked for and used)
    const password = `admin-renewed-${nextTry()}`;
    const earlier = await mailIds();
    await page.goto(`${runtime.url}/`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('This field is required').waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();

    const link = linkIn((await waitForMail(email, earlier)).text, '/reset-password');
    await page.getByRole('link', { name: 'Go to login screen' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto(link.replace(/^https?:\/\/[^/]+/, runtime.url));
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill(password);
    await page.getByLabel('Repeat new password').fill(password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('link', { name: 'Go to login screen' }).click();
    await logIn(page, email, password);
  });

  const catcher = () => {
    if (!runtime.mailCatcher) throw new Error('the test runtime has no development mail catcher');
    return runtime.mailCatcher;
  };
  /** the mail caught so far, to tell it from what a try asks for next */
  const mailIds = async () => new Set((await catcher().list(50)).map((mail) => mail.id));

  /** the latest mail to `to`, other than those in `earlier` */
  const waitForMail = async (to: string, earlier = new Set<string>()) => {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const mail = (await catcher().list(50)).find(
        (candidate) => !earlier.has(candidate.id) && candidate.to.some((address) => address.toLowerCase().includes(to)),
      );
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no mail to ${to} arrived`);
  };

  const linkIn = (text: string, path: string): string => {
    const match = text.match(new RegExp(`https?://[^\\s"'<>]+${path.replace(/\//g, '\\/')}[^\\s"'<>]*`));
    if (!match) throw new Error(`no ${path} link in the mail:\n${text}`);
    return match[0];
  };
});
