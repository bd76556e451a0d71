import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

// Helpers for the respondent page's browser specs: a phone-sized page, the accessibility check every step gets,
// the confidentiality notice, and starting an assessment from the list.

/** the phone the respondent flow is built for */
export const PHONE = { width: 375, height: 740 };

/**
 * a fresh phone-sized page, in the browser language given (`he-IL`...); its context is pushed on `contexts` for the
 * spec to close after each test
 */
export const openPhone = async (browser: Browser, contexts: BrowserContext[], locale = 'en-US'): Promise<Page> => {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale });
  contexts.push(context);
  return context.newPage();
};

/** no serious or critical axe violation on what the page shows now; `step` names it in the failure */
export const expectAccessible = async (page: Page, step: string) => {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    bad.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    step,
  ).toEqual([]);
};

/** the confidentiality notice shown once the respondent is known: checked for accessibility, accepted, and gone */
export const acceptConfidentiality = async (page: Page, words = { title: 'Your answers are confidential', confirm: 'I understand' }) => {
  const notice = page.getByRole('dialog', { name: words.title });
  await notice.waitFor();
  await expectAccessible(page, 'confidentiality notice');
  await notice.getByRole('button', { name: words.confirm }).click();
  await notice.waitFor({ state: 'hidden' });
};

/** starts the named assessment from the respondent's list */
export const startAssessment = (page: Page, name: string) =>
  page.locator(`[data-testid="respondent-assessment"][data-assessment-name="${name}"]`).getByRole('button').click();
