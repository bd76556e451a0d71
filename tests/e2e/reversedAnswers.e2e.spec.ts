import { AnalyticsPaths, type ChartData } from '@canopy/contracts/analytics/api';
import type { Package } from '@canopy/contracts/survey/api';
import type { PackageLinkResponse } from '@canopy/contracts/survey/links';
import type { IdentifyResponse } from '@canopy/contracts/survey/respondent';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_SKIP_REASON, hasChromium, laneChromium, logInThroughForm } from '../support/browser.ts';
import { bodyCaller } from '../support/call.ts';
import { apiClient, provisionTestTeam } from '../support/identity.ts';
import { addParticipants } from '../support/participants.ts';
import { acceptConfidentiality, openPhone, startAssessment } from '../support/respondentPage.ts';
import { startTestRuntime } from '../support/runtime.ts';
import { createWorkspace } from '../support/workspaces.ts';

if (!hasChromium()) console.warn(CHROMIUM_SKIP_REASON);

// A reversed question answered through the real respondent page and read back on the Culture page (ADR 0055).
// 'I often think about leaving', reversed: answering 'Strongly Disagree' is the best answer, so two people who
// both answer it score 5.00 on average and +100 as a net score (promoters 5); the old page sent the score and the
// read model turned it again, which showed 1.00 and -100.
// A second assessment mixes a five- and a ten-point question (ADR 0057): Ines answers 'Strongly Agree' and 10, Tomas
// 'Neither Agree nor Disagree' and 1. As shares of their scales: 100, 100, 50 and 0, so 62.5 on average; the net score
// with each scale's cut-offs: 5 and 10 promote, 3 and 1 detract, 0. Pooled raw values would read 4.75.

const LEA = { email: 'lea.brandt@alder.example', password: 'lea-secret-1', firstName: 'Lea', lastName: 'Brandt' };
const PEOPLE = [
  { first_name: 'Ines', last_name: 'Moreau', email: 'ines.moreau@alder.example' },
  { first_name: 'Tomas', last_name: 'Berg', email: 'tomas.berg@alder.example' },
];

describe.skipIf(!hasChromium())('a reversed question from the respondent page to the chart', () => {
  let runtime: Awaited<ReturnType<typeof startTestRuntime>>;
  let browser: Browser;
  let api: ReturnType<typeof apiClient>;
  let token: string;
  let workspaceId: string;
  let assessmentId: string;
  let mixedId: string;
  const contexts: BrowserContext[] = [];

  const call = bodyCaller(() => ({ api, token }));

  beforeAll(async () => {
    runtime = await startTestRuntime();
    api = apiClient(runtime);
    await provisionTestTeam(runtime, 'Alder Partners', [LEA]);
    token = await api.tokenFor(LEA.email, LEA.password);
    workspaceId = (await createWorkspace(api, token, 'Alder Mills')).id;
    await addParticipants(
      api,
      token,
      PEOPLE.map((person) => ({ workspace_id: workspaceId, ...person })),
    );
    const category = await call<{ id: string }>('POST', '/categories', { name: 'Retention' });
    assessmentId = (
      await call<{ id: string }>('POST', '/assessments', {
        name: { en_US: 'Intent to stay' },
        category_id: category.id,
        answer_type: 'one_to_five_reversed',
        questions: [{ index: 0, body: { en_US: 'I often think about leaving' }, answer_type: 'one_to_five_reversed' }],
      })
    ).id;
    mixedId = (
      await call<{ id: string }>('POST', '/assessments', {
        name: { en_US: 'Mixed pulse' },
        category_id: category.id,
        questions: [
          { index: 0, body: { en_US: 'I am proud to work here' }, answer_type: 'one_to_five' },
          { index: 1, body: { en_US: 'How likely are you to recommend us?' }, answer_type: 'one_to_ten' },
        ],
      })
    ).id;
    const pkg = await call<Package>('POST', '/packages', { name: 'Autumn pulse', workspace_id: workspaceId });
    await call('POST', `/assessments/${assessmentId}/to-package/${pkg.id}`, { relation: true });
    await call('POST', `/assessments/${mixedId}/to-package/${pkg.id}`, { relation: true });
    const link = (await call<PackageLinkResponse>('POST', `/packages/${pkg.id}/link`, {})).package_link;
    await call('PUT', AnalyticsPaths.settings(workspaceId), { minimum_group_size: 2, minimum_group_size_open_answers: 10 });
    browser = await laneChromium();

    // both answer in the browser, through a personal link each
    const mixed = { Ines: ['Strongly Agree', '10'], Tomas: ['Neither Agree nor Disagree', '1'] } as Record<string, [string, string]>;
    for (const person of PEOPLE) {
      const identified = await api.call<IdentifyResponse>('POST', '/participants/identify', {
        json: { link, link_type: 'package_link', ...person },
      });
      expect(identified.status).toBe(200);
      const page = await openPhone(browser, contexts);
      await page.goto(`${runtime.url}/assessment-responding/${identified.body.token}`);
      await acceptConfidentiality(page);
      await startAssessment(page, 'Intent to stay');
      await page.getByRole('heading', { name: 'I often think about leaving' }).waitFor();
      await page.getByRole('radio', { name: 'Strongly Disagree', exact: true }).click();
      await page.getByRole('button', { name: 'Back to the assessments' }).click();
      await startAssessment(page, 'Mixed pulse');
      const [five, ten] = mixed[person.first_name]!;
      await page.getByRole('heading', { name: 'I am proud to work here' }).waitFor();
      await page.getByRole('radio', { name: five, exact: true }).click();
      await page.getByRole('heading', { name: 'How likely are you to recommend us?' }).waitFor();
      await page.getByRole('radio', { name: ten, exact: true }).click();
      await page.getByRole('button', { name: 'Back to the assessments' }).waitFor();
    }
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
    await runtime?.close();
  });

  const chart = async <T extends ChartData['type']>(type: T, assessment = assessmentId) =>
    (await call<ChartData>('POST', AnalyticsPaths.chartData(workspaceId), {
      type,
      view: 'combined',
      assessment_id: assessment,
      groups_ids: [],
      period_of_answer_date: { is_all_time: true },
      period_of_hiring_date: null,
      cycles_ids: [],
      questions_ids: [],
    })) as Extract<ChartData, { type: T }>;

  it('scores two Strongly Disagree answers to a reversed question 5.00 and a net score of +100', async () => {
    await expect.poll(async () => (await chart('type1')).groups[0]?.value_avg ?? null, { timeout: 10_000 }).toBe(5);
    expect((await chart('type1')).groups[0]).toMatchObject({ group_name: 'All participants', value_avg: 5, respondents: 2 });
    expect((await chart('type4')).points[0]).toMatchObject({ promoters: 2, passives: 0, detractors: 0, value: 100 });
    // the distribution shows what they chose, as they saw it: both on 'Strongly Disagree', flagged reversed
    const distribution = (await chart('type2')).questions[0]!;
    expect([distribution.value1, distribution.value5, distribution.reversed]).toEqual([2, 0, true]);
  });

  it('puts a five- and a ten-point question on one scale: shares of each, 62.5, and each scale’s cut-offs, 0', async () => {
    const averages = await chart('type1', mixedId);
    expect(averages).toMatchObject({ scale: 'share' });
    expect(averages.groups[0]).toMatchObject({ value_avg: 62.5, respondents: 2, answers: 4 });
    expect((await chart('type4', mixedId)).points[0]).toMatchObject({ promoters: 2, passives: 0, detractors: 2, value: 0 });
  });

  it('draws 5 on the Culture page', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    await logInThroughForm(page, runtime.url, LEA);
    await page.goto(`${runtime.url}/analytics/culture`);
    const averages = page.getByTestId('chart-type1').first();
    await averages.locator('.main-svg').first().waitFor({ timeout: 20_000 });
    await averages
      .getByText(/^5 \(2/)
      .first()
      .waitFor();
  });
});
