import { existsSync } from 'node:fs';
import { chromium, type Browser, type LaunchOptions, type Page } from 'playwright-core';

/**
 * E2E specs drive Debian's Chromium (`apt-get install -y chromium`), never a browser Playwright downloads.
 * playwright-core ships no browser, so nothing is fetched at install or run time.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Flags for a quiet, headless, container-friendly run: no sandbox (root in CI), no GPU, no phoning home. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Whether Debian's Chromium is installed; specs skip with `CHROMIUM_SKIP_REASON` when it is not. */
export function hasChromium(): boolean {
  return existsSync(CHROMIUM_PATH);
}

export const CHROMIUM_SKIP_REASON = `e2e skipped: no browser at ${CHROMIUM_PATH} (install it with: apt-get update && apt-get install -y chromium)`;

/** Launches Debian's Chromium headless. Close the returned browser in an afterAll. */
export function launchChromium(options: Omit<LaunchOptions, 'executablePath' | 'args'> = {}): Promise<Browser> {
  return chromium.launch({
    ...options,
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
}

/** Logs in through the login form at `${baseUrl}/` and waits for the app's home page. */
export async function logInThroughForm(page: Page, baseUrl: string, who: { email: string; password: string }): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.waitForURL((url) => url.pathname === '/home');
}
