import type { Package } from '@canopy/contracts/survey/api';
import type { PackageLinkResponse } from '@canopy/contracts/survey/links';
import type { IdentifyResponse } from '@canopy/contracts/survey/respondent';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_SKIP_REASON, hasChromium, laneChromium } from '../support/browser.ts';
import { bodyCaller } from '../support/call.ts';
import { apiClient, provisionTestTeam } from '../support/identity.ts';
import { addParticipants } from '../support/participants.ts';
import { PHONE, expectAccessible, openPhone as openPhoneIn, startAssessment } from '../support/respondentPage.ts';
import { startTestRuntime } from '../support/runtime.ts';
import { createWorkspace } from '../support/workspaces.ts';

if (!hasChromium()) console.warn(CHROMIUM_SKIP_REASON);

// The Canopy Library in the respondent's own language, on a 375 px phone: a package offering English, French and
// Hebrew with two default assessments (five-point and ten-point). A respondent who chooses French reads the
// assessments' names, questions and scale ends in French; one who chooses Hebrew reads them in Hebrew, laid out
// right to left, with nothing wider than the phone. The texts expected are the library's own, written out here.

const MIRA = { email: 'mira.osei@lantern.example', password: 'mira-secret-1', firstName: 'Mira', lastName: 'Osei' };

describe.skipIf(!hasChromium())('the default library in French and Hebrew on the respondent page at 375 px', () => {
  let runtime: Awaited<ReturnType<typeof startTestRuntime>>;
  let browser: Browser;
  let api: ReturnType<typeof apiClient>;
  let token: string;
  let linkId: string;
  const contexts: BrowserContext[] = [];

  const call = bodyCaller(() => ({ api, token }));

  beforeAll(async () => {
    runtime = await startTestRuntime();
    api = apiClient(runtime);
    await provisionTestTeam(runtime, 'Lantern Advisory', [MIRA]);
    token = await api.tokenFor(MIRA.email, MIRA.password);
    const workspaceId = (await createWorkspace(api, token, 'Lantern Bakery')).id;
    await addParticipants(api, token, [
      { workspace_id: workspaceId, first_name: 'Claire', last_name: 'Martin', email: 'claire.martin@lantern.example' },
      { workspace_id: workspaceId, first_name: 'Yael', last_name: 'Cohen', email: 'yael.cohen@lantern.example' },
    ]);
    const pkg = await call<Package>('POST', '/packages', {
      workspace_id: workspaceId,
      name: 'Autumn pulse',
      languages_tags: ['en_US', 'fr_FR', 'he_IL'],
    });
    for (const id of ['canopy-psychological-safety', 'canopy-enps'])
      await call('POST', `/assessments/${id}/to-package/${pkg.id}`, { relation: true });
    linkId = (await call<PackageLinkResponse>('POST', `/packages/${pkg.id}/link`, {})).package_link;
    browser = await laneChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await runtime?.close();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  /** the respondent's page through their personal identification, the language chosen and the notice accepted */
  const openAs = async (email: string, firstName: string, lastName: string, language: string, confirm: string): Promise<Page> => {
    const identified = await api.call<IdentifyResponse>('POST', '/participants/identify', {
      json: { link: linkId, link_type: 'package_link', email, first_name: firstName, last_name: lastName },
    });
    expect(identified.status).toBe(200);
    const page = await openPhoneIn(browser, contexts);
    await page.goto(`${runtime.url}/assessment-responding/${identified.body.token}`);
    await page.getByRole('dialog').waitFor();
    await page.getByRole('combobox').first().selectOption(language);
    await page.getByRole('button', { name: confirm }).click();
    await page.getByTestId('respondent-assessment').first().waitFor();
    return page;
  };
  const questionTitle = (page: Page) => page.locator('h2.r-title');
  /** nothing on the page is wider than the phone */
  const fitsThePhone = async (page: Page) => {
    // a question slides in from the side (respond.css): measure it where it comes to rest, not mid-slide
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    const wider = await page.evaluate((width) => {
      const out = [...document.querySelectorAll('body *')].filter((element) => element.getBoundingClientRect().right > width + 0.5);
      return out.map((element) => `${element.tagName}.${element.className} ${Math.round(element.getBoundingClientRect().right)}`);
    }, PHONE.width);
    expect(wider).toEqual([]);
  };

  it('shows a French respondent the assessments, questions and scale ends in French', async () => {
    const page = await openAs('claire.martin@lantern.example', 'Claire', 'Martin', 'fr_FR', 'J’ai compris');
    expect(await page.evaluate(() => document.documentElement.dir)).not.toBe('rtl');
    const names = await page.getByTestId('respondent-assessment').locator('h3').allInnerTexts();
    expect(names.sort()).toEqual(['Sécurité psychologique', 'eNPS : indice de recommandation']);
    await expectAccessible(page, 'French assessment list');
    await fitsThePhone(page);

    await startAssessment(page, 'Psychological Safety');
    await questionTitle(page).filter({ hasText: 'Je peux soulever des problèmes et des sujets difficiles dans mon équipe.' }).waitFor();
    await page.getByRole('radio', { name: 'Plutôt d’accord', exact: true }).click();
    await questionTitle(page).filter({ hasText: 'Si je fais une erreur dans mon équipe, on me la reproche souvent.' }).waitFor();
    await expectAccessible(page, 'French five-point question');
    await fitsThePhone(page);
    await page.getByRole('button', { name: 'Retour', exact: true }).click();
    await page.getByRole('button', { name: 'Retour', exact: true }).click();

    await startAssessment(page, 'Employee Net Promoter Score');
    await questionTitle(page)
      .filter({ hasText: 'Quelle est la probabilité que vous recommandiez cette organisation comme lieu de travail ?' })
      .waitFor();
    await page.getByText('1 · Pas du tout probable').waitFor();
    await page.getByText('10 · Très probable').waitFor();
    await fitsThePhone(page);
  });

  it('shows a Hebrew respondent the assessments and questions in Hebrew, right to left', async () => {
    const page = await openAs('yael.cohen@lantern.example', 'Yael', 'Cohen', 'he_IL', 'הבנתי');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const names = await page.getByTestId('respondent-assessment').locator('h3').allInnerTexts();
    expect(names.sort()).toEqual(['eNPS: מדד ההמלצה של העובדים', 'ביטחון פסיכולוגי'].sort());
    await expectAccessible(page, 'Hebrew assessment list');
    await fitsThePhone(page);

    await startAssessment(page, 'Psychological Safety');
    const first = questionTitle(page).filter({ hasText: 'אני יכול/ה להעלות בעיות ונושאים קשים בצוות שלי.' });
    await first.waitFor();
    // the question itself reads right to left, not only the page around it
    expect(await first.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    // its first word stands at the right: the text starts at the right edge of the title
    const edges = await first.evaluate((element) => {
      const range = document.createRange();
      range.setStart(element.firstChild!, 0);
      range.setEnd(element.firstChild!, 1);
      const letter = range.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      return { letterRight: letter.right, boxRight: box.right, letterLeft: letter.left, boxLeft: box.left };
    });
    expect(edges.boxRight - edges.letterRight).toBeLessThan(4);
    expect(edges.letterLeft - edges.boxLeft).toBeGreaterThan(100);
    await expectAccessible(page, 'Hebrew five-point question');
    await fitsThePhone(page);
    await page.getByRole('radio', { name: 'מסכים במידה מסוימת', exact: true }).click();
    await questionTitle(page).filter({ hasText: 'אם אני טועה בצוות שלי, לעיתים קרובות זוקפים את זה לחובתי.' }).waitFor();
    await page.getByRole('button', { name: 'חזרה', exact: true }).click();
    await page.getByRole('button', { name: 'חזרה', exact: true }).click();

    await startAssessment(page, 'Employee Net Promoter Score');
    await questionTitle(page).filter({ hasText: 'עד כמה סביר שתמליץ/י על הארגון הזה כמקום עבודה?' }).waitFor();
    await page.getByText('1 · בכלל לא סביר').waitFor();
    await page.getByText('10 · סביר מאוד').waitFor();
    await fitsThePhone(page);
  });
});
