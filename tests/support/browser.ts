import { existsSync } from 'node:fs';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type LaunchOptions,
  type Page,
  type ViewportSize,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { reportIfFailed, watchContext } from './failureReport.ts';

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

/**
 * How long a page wait (`waitFor`, `waitForURL`, a click's actionability) may take before it fails: Playwright's 30 s
 * default, doubled, because `npm test` runs a browser file beside other files on two cores (scripts/test.ts). A wait
 * ends as soon as what it waits for is there; only a real failure takes this long.
 */
export const PAGE_WAIT_MS = 60_000;

/** Launches Debian's Chromium headless; its contexts wait up to PAGE_WAIT_MS. Close it in an afterAll. */
export async function launchChromium(options: Omit<LaunchOptions, 'executablePath' | 'args'> = {}): Promise<Browser> {
  const browser = await chromium.launch({
    ...options,
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (contextOptions?: BrowserContextOptions) => {
    const context = await newContext(contextOptions);
    context.setDefaultTimeout(PAGE_WAIT_MS);
    watchContext(context);
    const close = context.close.bind(context);
    context.close = async (closeOptions) => {
      await reportIfFailed(context);
      return close(closeOptions);
    };
    return context;
  };
  const closeBrowser = browser.close.bind(browser);
  browser.close = async (closeOptions) => {
    for (const context of browser.contexts()) await reportIfFailed(context);
    return closeBrowser(closeOptions);
  };
  return browser;
}

let lane: Promise<Browser> | undefined;

/**
 * The lane's Chromium, shared by the browser files of a vitest process (the e2e project keeps one worker per lane
 * with `isolate: false`, so this module and its browser outlive a file): launched by the first file that asks, and
 * again only if it went away. What a file gets is a handle on it whose `newContext`/`newPage` open contexts the file
 * owns and whose `close()` closes those, not the browser: each test still starts in contexts of its own (no
 * cookies, storage or cache of another test), at the cost of a context (milliseconds) instead of a browser launch.
 * Playwright ends the browser with the process. A spec that needs launch options of its own calls launchChromium.
 */
export async function laneChromium(): Promise<Browser> {
  const current = lane && (await lane.catch(() => undefined));
  if (!current?.isConnected()) lane = launchChromium();
  const browser = await lane!;
  const mine = new Set<BrowserContext>();
  const newContext = async (options?: BrowserContextOptions) => {
    const context = await browser.newContext(options);
    mine.add(context);
    context.on('close', () => mine.delete(context));
    return context;
  };
  return new Proxy(browser, {
    get(target, property) {
      if (property === 'newContext') return newContext;
      if (property === 'newPage') return async (options?: BrowserContextOptions) => (await newContext(options)).newPage();
      if (property === 'contexts') return () => [...mine];
      // the file is done with the browser: its contexts close (and report a failed test's pages), the browser stays
      if (property === 'close') return async () => void (await Promise.all([...mine].map((context) => context.close())));
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
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

/**
 * Chromium for the describe block that calls it: the lane's (laneChromium), taken before its tests and let go after
 * them. Each page opens in a browser context of its own (`viewport` unless told otherwise), closed after the test
 * that opened it.
 */
export function withChromium(viewport: ViewportSize) {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await laneChromium();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  const newPage = async (options: BrowserContextOptions = { viewport }): Promise<Page> => {
    if (!browser) throw new Error('Chromium is not running: call newPage inside a test');
    const context = await browser.newContext(options);
    contexts.push(context);
    return context.newPage();
  };
  /** a new page, signed in through the login form at `baseUrl` */
  const logIn = async (baseUrl: string, who: { email: string; password: string }, options?: BrowserContextOptions): Promise<Page> => {
    const page = await newPage(options);
    await logInThroughForm(page, baseUrl, who);
    return page;
  };
  return { newPage, logIn };
}
