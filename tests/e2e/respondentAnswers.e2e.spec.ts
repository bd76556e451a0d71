import type { Package } from '@canopy/contracts/survey/api';
import type { PackageLinkResponse } from '@canopy/contracts/survey/links';
import type { IdentifyResponse } from '@canopy/contracts/survey/respondent';
import type { RecordedAnswer, RecordedCollaboration } from '@canopy/contracts/survey/responseEvents';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_SKIP_REASON, hasChromium, laneChromium } from '../support/browser.ts';
import { bodyCaller } from '../support/call.ts';
import { apiClient, provisionTestTeam } from '../support/identity.ts';
import { addParticipants } from '../support/participants.ts';
import { addressOfTry, nextTry } from '../support/perTry.ts';
import { acceptConfidentiality, expectAccessible, openPhone as openPhoneIn, startAssessment } from '../support/respondentPage.ts';
import { startTestRuntime } from '../support/runtime.ts';
import { createWorkspace } from '../support/workspaces.ts';

if (!hasChromium()) console.warn(CHROMIUM_SKIP_REASON);

// What a respondent's answers become, through the page at 375 px in English and Hebrew: an assessment of scale
// questions and a collaborators question shows both kinds of steps; a colleague chosen as collaborator (and manager)
// and again as friendly keeps both relations; a passed text is a pass, not the word 'Pass'; after the first of two
// assessments the page says one remains; errors and closed links read in the respondent's language.

const OWNER = { email: 'owner@lagoon.example', password: 'lagoon-secret-1', firstName: 'Lea', lastName: 'Marin' };

describe.skipIf(!hasChromium())('what the respondent page sends, at 375 px', () => {
  let runtime: Awaited<ReturnType<typeof startTestRuntime>>;
  let browser: Browser;
  let api: ReturnType<typeof apiClient>;
  let token: string;
  let workspaceId: string;
  let packageId: string;
  let linkId: string;
  let mixedId: string;
  const contexts: BrowserContext[] = [];
  const call = bodyCaller(() => ({ api, token }));
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    runtime = await startTestRuntime();
    api = apiClient(runtime);
    await provisionTestTeam(runtime, 'Lagoon Partners', [OWNER]);
    token = await api.tokenFor(OWNER.email, OWNER.password);
    workspaceId = (await createWorkspace(api, token, 'Lagoon Labs')).id;
    const { participants } = await addParticipants(api, token, [
      { workspace_id: workspaceId, first_name: 'Ana', last_name: 'Lima', email: 'ana@lagoon.example' },
      { workspace_id: workspaceId, first_name: 'Noa', last_name: 'Levi', email: 'noa@lagoon.example' },
      { workspace_id: workspaceId, first_name: 'Omar', last_name: 'Said', email: 'omar@lagoon.example' },
    ]);
    for (const person of participants) ids[person.first_name] = person.id;
    const category = await call<{ id: string }>('POST', '/categories', { name: 'Team' });
    mixedId = (
      await call<{ id: string }>('POST', '/assessments', {
        name: { en_US: 'Team health', he_IL: 'בריאות הצוות' },
        type: 'survey',
        answer_type: 'one_to_five',
        category_id: category.id,
        questions: [
          { index: 0, body: { en_US: 'I feel heard', he_IL: 'מקשיבים לי' }, answer_type: 'one_to_five' },
          {
            index: 1,
            body: { en_US: 'How often do you get feedback?', he_IL: 'באיזו תדירות אתם מקבלים משוב?' },
            answer_type: 'one_to_ten',
            scale_start_label: { en_US: 'Never', he_IL: 'אף פעם' },
            scale_end_label: { en_US: 'Every week', he_IL: 'כל שבוע' },
          },
          { index: 2, body: { en_US: 'What would you change?', he_IL: 'מה הייתם משנים?' }, answer_type: 'text' },
          { index: 3, body: { en_US: 'Who do you work with?', he_IL: 'עם מי אתם עובדים?' }, answer_type: 'select_collaborations' },
        ],
      })
    ).id;
    const pkg = await call<Package>('POST', '/packages', {
      name: 'Lagoon pulse',
      workspace_id: workspaceId,
      languages_tags: ['en_US', 'he_IL'],
    });
    packageId = pkg.id;
    for (const id of [mixedId, 'canopy-enps']) await call('POST', `/assessments/${id}/to-package/${pkg.id}`, { relation: true });
    linkId = (await call<PackageLinkResponse>('POST', `/packages/${pkg.id}/link`, { is_forever: true })).package_link;
    browser = await laneChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await runtime?.close();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  /** the respondent's stored answer to the mixed assessment */
  const storedFor = async (participantId: string) => {
    const { rows } = await runtime.platform.pool.query<{ stream_id: string }>(
      'select distinct stream_id from eventstore.events where stream_id like $1',
      [`response-${packageId}-${participantId}-%`],
    );
    const { events } = await runtime.platform.log.readStream(rows[0]!.stream_id);
    const data = events.map(
      (event) => event.data as { assessment_id: string; answers: RecordedAnswer[]; collaboration: RecordedCollaboration[]; texts: unknown },
    );
    return data.find((item) => item.assessment_id === mixedId)!;
  };

  const cases = [
    {
      locale: 'en-US',
      language: 'en_US',
      who: 'Ana',
      lastName: 'Lima',
      email: 'ana@lagoon.example',
      words: {
        agree: 'Somewhat Agree',
        pass: 'Pass',
        continue: 'Continue',
        send: 'Send answers',
        remains: 'One more assessment is waiting for you.',
        ends: ['1 · Never', '10 · Every week'],
      },
    },
    {
      locale: 'he-IL',
      language: 'he_IL',
      who: 'Noa',
      lastName: 'Levi',
      email: 'noa@lagoon.example',
      words: {
        agree: 'מסכים במידה מסוימת',
        pass: 'דלג',
        continue: 'המשך',
        send: 'שליחת התשובות',
        remains: 'נשאר לכם עוד שאלון אחד.',
        ends: ['1 · אף פעם', '10 · כל שבוע'],
      },
    },
  ] as const;

  for (const spec of cases) {
    it(`shows questions then collaborator steps, keeps both relations, stores a pass as a pass and says one remains (${spec.language})`, async () => {
      // a respondent of this try's own, who has answered nothing yet (a retry's would have answered in the failed try)
      const email = addressOfTry(spec.email, nextTry());
      const [respondent] = (
        await addParticipants(api, token, [{ workspace_id: workspaceId, first_name: spec.who, last_name: spec.lastName, email }])
      ).participants;
      const identified = await api.call<IdentifyResponse>('POST', '/participants/identify', {
        json: { link: linkId, participant_id: respondent!.id, email },
      });
      const page = await openPhoneIn(browser, contexts, spec.locale);
      await page.goto(`${runtime.url}/assessment-responding/${identified.body.token}`);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(spec.language === 'he_IL' ? 'rtl' : 'ltr');
      await acceptConfidentiality(page, spec.language === 'he_IL' ? { title: 'התשובות שלך חסויות', confirm: 'הבנתי' } : undefined);
      await startAssessment(page, 'Team health');
      // the scale question, then the text question passed, then the collaborator steps
      await page.getByRole('radio', { name: spec.words.agree, exact: true }).click();
      // the ten-point question shows its own end labels, in the respondent's language
      for (const end of spec.words.ends) await page.getByText(end, { exact: true }).waitFor();
      await page.getByRole('radio', { name: '8', exact: true }).click();
      await page.getByRole('textbox').waitFor();
      await expectAccessible(page, `text question ${spec.language}`);
      await page.getByRole('button', { name: spec.words.pass, exact: true }).click();
      const people = page.getByRole('list').last();
      await people.getByRole('button').first().waitFor();
      await expectAccessible(page, `collaborators after questions ${spec.language}`);
      const omar = people.getByRole('button', { name: /Omar Said/ });
      await omar.click();
      await page.getByRole('button', { name: spec.words.continue }).click();
      // Omar is a manager too
      await page.locator('.r-toggle').first().click();
      await page.getByRole('button', { name: spec.words.continue }).click();
      await page.getByRole('button', { name: spec.words.send }).waitFor();
      // and friendly
      await page
        .getByRole('list')
        .last()
        .getByRole('button', { name: /Omar Said/ })
        .click();
      await page.getByRole('button', { name: spec.words.send }).click();
      await page.getByTestId('remaining').waitFor();
      expect(await page.getByTestId('remaining').textContent()).toBe(spec.words.remains);
      await expectAccessible(page, `thank-you with one remaining ${spec.language}`);

      const stored = await storedFor(respondent!.id);
      expect(stored.collaboration).toEqual([
        { collaborator_id: ids.Omar, collaboration_type: 'manager' },
        { collaborator_id: ids.Omar, collaboration_type: 'friendly' },
      ]);
      expect(stored.answers.map((answer) => [answer.answer_type, answer.value, answer.passed])).toEqual([
        ['one_to_five', 4, false],
        ['one_to_ten', 8, false],
        ['text', null, true],
      ]);
      expect(stored.texts).toBeNull();
    });
  }

  it('says everything in Hebrew for a Hebrew browser: a wrong credential, a mistyped link, a paused link', async () => {
    const page = await openPhoneIn(browser, contexts, 'he-IL');
    await page.goto(`${runtime.url}/assessment-responding/${linkId}`);
    await page.getByRole('button', { name: /Omar Said/ }).click();
    const email = page.getByLabel('דואר אלקטרוני');
    await email.fill('nobody@lagoon.example');
    await email.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'לא מצאנו אתכם לפי הפרט הזה' }).waitFor();
    expect(await page.getByText('No participant').count()).toBe(0);

    await page.goto(`${runtime.url}/assessment-responding/AAAAAAAAAAAAAAAAAAAAAA`);
    await page.getByTestId('link-notFound').waitFor();
    expect(await page.getByRole('heading', { name: 'לא מצאנו את הקישור הזה' }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expectAccessible(page, 'not found in Hebrew');

    const paused = await call<Package>('POST', '/packages', { name: 'Paused', workspace_id: workspaceId });
    await call('POST', `/assessments/canopy-enps/to-package/${paused.id}`, { relation: true });
    const pausedLink = (await call<PackageLinkResponse>('POST', `/packages/${paused.id}/link`, { is_forever: true })).package_link;
    await call('PUT', `/packages/${paused.id}/link/is-paused`, { is_paused: true });
    await page.goto(`${runtime.url}/assessment-responding/${pausedLink}`);
    await page.getByTestId('link-paused').waitFor();
    expect(await page.getByRole('heading', { name: 'השאלון מושהה' }).count()).toBe(1);
  });
});
