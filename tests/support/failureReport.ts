import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { type RunnerTestCase as Test, TestRunner } from 'vitest';

// A browser test that fails in CI leaves only its error line behind ("waitForURL: Timeout exceeded"), which rarely says
// why. Each page keeps a short journal (navigations, failed requests, console errors); when the test that opened it
// has failed, closing its context first prints where each page was, what it showed and that journal, and saves a
// screenshot and the same text under .data/e2e-failures/ (`npm test` prints those texts again at its end), so a
// failure in a run nobody watched can still be explained.

const JOURNAL_LINES = 40;
const TEXT_CHARS = 1_500;
/** where failed tries leave their pages' screenshots and texts; scripts/test.ts empties it and prints the texts */
const FAILURES_DIR = path.resolve('.data/e2e-failures');

const journals = new WeakMap<Page, string[]>();
const openedBy = new WeakMap<BrowserContext, Test | undefined>();
const reported = new WeakSet<BrowserContext>();

const getCurrentTest = () => TestRunner.getCurrentTest<Test | undefined>();
const clock = () => new Date().toISOString().slice(11, 23);

function note(page: Page, line: string): void {
  const journal = journals.get(page);
  if (!journal) return;
  journal.push(`${clock()} ${line}`);
  if (journal.length > JOURNAL_LINES) journal.shift();
}

function watchPage(page: Page): void {
  journals.set(page, []);
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(page, `at ${frame.url()}`);
  });
  page.on('pageerror', (error) => note(page, `page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      note(page, `console ${message.type()}: ${message.text().slice(0, 300)}`);
  });
  page.on('requestfailed', (request) =>
    note(page, `request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) note(page, `answer ${response.status()}: ${response.request().method()} ${response.url()}`);
  });
}

/** Journals every page of `context` and remembers the test it was opened in. */
export function watchContext(context: BrowserContext): void {
  openedBy.set(context, getCurrentTest());
  context.on('page', watchPage);
}

const failed = (test: Test | undefined): test is Test => test?.result?.state === 'fail';

/** When the test running now (or the one that opened `context`) has failed: prints each page's state and saves a screenshot. */
export async function reportIfFailed(context: BrowserContext): Promise<void> {
  const test = [getCurrentTest(), openedBy.get(context)].find(failed);
  if (!test || reported.has(context)) return;
  reported.add(context);
  const name = `${path.basename(test.file.filepath, '.ts')}-${test.name}-try${test.result?.retryCount ?? 0}`
    .replace(/[^\w.-]+/g, '_')
    .slice(0, 150);
  mkdirSync(FAILURES_DIR, { recursive: true });
  const pages = context.pages();
  for (const [index, page] of pages.entries()) {
    const lines = [`--- failed test "${test.name}": page ${index + 1} of ${pages.length} at ${page.url()}`];
    try {
      const file = path.join(FAILURES_DIR, `${name}-page${index + 1}.png`);
      await page.screenshot({ path: file, timeout: 5_000 });
      lines.push(`screenshot: ${file}`);
      // biome-ignore lint/performance/useDomNodeTextContent: what the page shows, not hidden elements, styles and scripts
      const text = await page.evaluate(() => document.body?.innerText ?? '', undefined);
      lines.push(`it shows: ${text.replace(/\s+/g, ' ').slice(0, TEXT_CHARS)}`);
    } catch (error) {
      lines.push(`(could not read the page: ${(error as Error).message.split('\n')[0]})`);
    }
    lines.push(...(journals.get(page) ?? []));
    writeFileSync(path.join(FAILURES_DIR, `${name}-page${index + 1}.txt`), `${lines.join('\n')}\n`);
    console.log(lines.join('\n'));
  }
}
