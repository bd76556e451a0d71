import { form } from '../support/identity.ts';
import { aiPeriodDays } from '@canopy/contracts/analytics/aiPeriods';
import { aiRunsOf } from '@canopy/analytics';
import type {
  AiGroup,
  AiLatest,
  AiPackage,
  AiStatusRow,
  AiWorkerCreated,
  GeneratedPeriod,
  NamedItem,
} from '@canopy/contracts/analytics/ai';
import type { Assessment, Package } from '@canopy/contracts/survey/api';
import type { Workspace } from '@canopy/contracts/workspace/api';
import { rebuildProjection } from '@canopy/platform/projections/rebuild';
import { aiAnalysesProjection } from '@canopy/projections/analytics/aiAnalyses/project';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectHidden, expectNotAssigned } from '../support/access.ts';
import { answerAs, downloadWorkbook, openAnswerPackage, rowsOf, settledRun } from '../support/ai.ts';
import { addToPackage, createAssessment, createCategory } from '../support/library.ts';
import { addParticipants, createGroup, moveToGroup, participantRow } from '../support/participants.ts';
import { withTwoTeams } from '../support/twoTeams.ts';
import { createWorkspace } from '../support/workspaces.ts';

// The AI analysis on the machine (the default adapter), from answers given through the public respondent API to the
// report read back with exceljs. 14 people: Engineering 10, Sales 4; the open-answer minimum is 10 (the default).
// Person 12 answers from an older page (no language: the package's first, English); person 13 in Spanish.
// Themes a person counts below: 'code review' in comments 0 1 2 6, 'deployment pipeline' in 3 4 5 7 (4 of 13).

const world = withTwoTeams();
let workspace: Workspace;
let pkg: Package;
let assessment: Assessment;
let linkId: string;
const groups = { engineering: '', sales: '' };
const COMMENTS = [
  'Code review takes too long, ask First0011 Last0011 at person11@example.com',
  'The code review process blocks our releases',
  'I love the team and the code review culture',
  'The deployment pipeline breaks every week',
  'Deployment pipeline is slow and flaky',
  'Great colleagues, terrible deployment pipeline',
  'More training on code review would help',
  'Call me on +1 212 555 0199 about the deployment pipeline',
  'The team is friendly and helpful',
  'Our team lunches are great',
  // a name typed in decomposed Unicode (NFD), a surname with a typographic apostrophe, an international number
  `Travel budget is too small, ask ${'Siobhán'.normalize('NFD')} or O’Brien on +44 20 7946 0958`,
  'Travel budget cuts hurt our clients',
  'Commission plan is unclear',
  'El plan de comisiones cambia demasiado',
];
const SECRETS = ['First0011', 'Last0011', 'person11@example.com', '555 0199', 'Siobh', 'Brien', '7946'];
/** person 10 is named as the workspace stores it (composed, a plain apostrophe); comment 10 writes it otherwise */
const NAMED = { 10: { first_name: 'Siobhán', last_name: "O'Brien" } } as Record<number, { first_name: string; last_name: string }>;

type AiLatestAnswer = { latest: AiLatest | null };
const ai = (path: string) => `/ai/workspaces/${workspace.id}${path}`;
const generate = async () => {
  const answer = await world.api.call<AiWorkerCreated>('POST', ai('/workers'), {
    token: world.ada,
    json: { workspace_id: workspace.id, package_id: pkg.id, package_link: linkId },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.detail).toBe('The AI Analysis will be generated. Please, review the progress in the Info of processing option.');
  return answer.body.run_id;
};
const periodsOf = async () =>
  (
    await world.api.call<GeneratedPeriod[]>('GET', ai(`/generated/packages/${pkg.id}/assessments/${assessment.id}/periods`), {
      token: world.ada,
    })
  ).body;
const report = (period: GeneratedPeriod, choice: { is_all_participants: boolean; groups_id?: string[] }) =>
  downloadWorkbook(`${world.runtime.url}/api/v1${ai('/report')}`, world.ada, {
    workspace_id: workspace.id,
    package_id: pkg.id,
    package_link: period.package_link,
    assessment_id: assessment.id,
    period_start: period.period_start,
    period_end: period.period_end,
    is_forever: period.is_forever,
    groups_id: [],
    ...choice,
  });

let firstRun: string;
let firstPeriod: GeneratedPeriod;

beforeAll(async () => {
  workspace = await createWorkspace(world.api, world.ada, 'Comments Co');
  const people = (
    await addParticipants(
      world.api,
      world.ada,
      COMMENTS.map((_, n) => participantRow(workspace.id, n, NAMED[n] ?? {})),
    )
  ).participants;
  groups.engineering = (await createGroup(world.api, world.ada, workspace.id, 'Engineering')).id;
  groups.sales = (await createGroup(world.api, world.ada, workspace.id, 'Sales')).id;
  for (const [index, person] of people.entries())
    expect((await moveToGroup(world.api, world.ada, person.id, index < 10 ? groups.engineering : groups.sales)).status).toBe(200);
  ({ pkg, assessment, linkId } = await openAnswerPackage(world.api, world.ada, workspace.id, 'Pulse'));
  for (const [index, person] of people.entries()) {
    const language = index === 12 ? undefined : index === 13 ? 'es_ES' : 'en_US';
    await answerAs(
      world.api,
      { pkg, assessment, linkId },
      { id: person.id, email: `person${index}@example.com` },
      {
        text: COMMENTS[index]!,
        anonymous: index === 13 ? 'La cantina está fría' : `The canteen food is cold on day ${index}`,
        language,
      },
    );
  }
  firstRun = await generate();
  const rows = await settledRun(world.api, world.ada, workspace.id, firstRun);
  expect(rows[0], JSON.stringify(rows)).toMatchObject({ status: 'done' });
  firstPeriod = (await periodsOf()).find((period) => period.run_id === firstRun)!;
});

describe('Generate and Info of processing', () => {
  it('lists the package and its forever cycle as analysable, and the run with its package, assessment, period and status', async () => {
    const packages = await world.api.call<AiPackage[]>('GET', ai('/packages'), { token: world.ada });
    expect(packages.body).toEqual([
      { id: pkg.id, name: 'Pulse', period_data: [expect.objectContaining({ link: linkId, end_period: null, is_forever: true })] },
    ]);
    const status = (await world.api.call<AiStatusRow[]>('GET', ai('/status'), { token: world.ada })).body.filter(
      (row) => row.run_id === firstRun,
    );
    expect(status).toEqual([
      expect.objectContaining({
        package_name: 'Pulse',
        assessment_name: 'Pulse pulse',
        is_forever: true,
        status: 'done',
        reason: null,
        trigger: 'manual',
      }),
    ]);
  });

  it('offers the analysed package, assessment and period, and no group whose analysis would set fewer than the minimum apart', async () => {
    expect((await world.api.call<NamedItem[]>('GET', ai('/generated/packages'), { token: world.ada })).body).toEqual([
      { id: pkg.id, name: 'Pulse' },
    ]);
    expect((await world.api.call<NamedItem[]>('GET', ai(`/generated/packages/${pkg.id}/assessments`), { token: world.ada })).body).toEqual([
      { id: assessment.id, name: 'Pulse pulse' },
    ]);
    expect(firstPeriod).toMatchObject({ package_link: linkId, is_forever: true });
    const offered = await world.api.call<AiGroup[]>('POST', ai('/generated/groups'), {
      token: world.ada,
      json: { link: linkId, start_period: firstPeriod.period_start, end_period: firstPeriod.period_end, is_all: false },
    });
    // Engineering holds 10 of the 13 English comments: beside all participants it would give the other 3 people's (ADR 0130)
    expect(offered.body).toEqual([]);
  });
});

describe('the AI Report', () => {
  it('has a sheet per open-answer question with the summary, themes with their shares and sentiment, and quotes', async () => {
    const { workbook, disposition } = await report(firstPeriod, { is_all_participants: true });
    expect(decodeURIComponent(disposition.split("filename*=UTF-8''")[1]!)).toMatch(
      /^AI_Report_Pulse_Pulse pulse_\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}_all_participants\.xlsx$/,
    );
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['1. What would you change', '2. Anything else, anonymously']);
    const rows = rowsOf(workbook.worksheets[0]!);
    expect(rows[0]!.slice(0, 2)).toEqual(['Question', 'What would you change?']);
    const flat = rows.map((row) => row.join(' | '));
    expect(flat).toContain('All participants');
    // 12 English answers and one from an older page read as English; the single Spanish one is below the minimum
    expect(flat).toContain('English: 13 comments');
    expect(flat.some((row) => row.startsWith('Spanish'))).toBe(false);
    const theme = (phrase: string) => rows.find((row) => row[0] === phrase);
    expect(theme('code review')?.slice(1, 3)).toEqual([String(Math.round((4 / 13) * 1000) / 10), '4']);
    expect(theme('deployment pipeline')?.slice(1, 3)).toEqual([String(Math.round((4 / 13) * 1000) / 10), '4']);
    expect(['positive', 'neutral', 'negative']).toContain(theme('deployment pipeline')?.[3]);
    const quoteHeader = rows.findIndex((row) => row[0] === 'Quote');
    const quotes = rows.slice(quoteHeader + 1).filter((row) => row[0] !== '');
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) expect(quote[1]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('never holds the colleague named, the e-mail or the phone in a comment: not in the report, not in the stored result', async () => {
    const { workbook } = await report(firstPeriod, { is_all_participants: true });
    const text = workbook.worksheets.flatMap((sheet) => rowsOf(sheet).flat()).join('\n');
    const stored = await world.runtime.platform.pool.query<{ result: string }>('select result::text as result from analytics_ai.results');
    for (const secret of SECRETS) {
      expect(text).not.toContain(secret);
      for (const row of stored.rows) expect(row.result).not.toContain(secret);
    }
  });

  it('cuts by no group below the minimum nor by one that differs from all participants by fewer, and never cuts anonymous answers by group', async () => {
    const { workbook, disposition } = await report(firstPeriod, {
      is_all_participants: false,
      groups_id: [groups.engineering, groups.sales],
    });
    expect(disposition).toContain('_Engineering_Sales.xlsx');
    const [named, anonymous] = workbook.worksheets.map((sheet) => rowsOf(sheet).map((row) => row.join(' | ')));
    const engineering = named!.indexOf('Engineering');
    expect(named![engineering + 1]).toBe(
      'Not enough comments to show this group: it differs from all participants or another group by fewer than 10 comments.',
    );
    expect(named![named!.indexOf('Sales') + 1]).toBe('Not enough comments to analyse (fewer than 10).');
    expect(anonymous![anonymous!.indexOf('Engineering') + 1]).toBe('Not enough comments to analyse (fewer than 10).');
  });

  it('analyses nothing once the open-answer minimum is above every group and language', async () => {
    const set = await world.api.call('PUT', `/analytics/workspaces/${workspace.id}/settings`, {
      token: world.ada,
      json: { minimum_group_size: 5, minimum_group_size_open_answers: 14 },
    });
    expect(set.status).toBe(200);
    const run = await generate();
    expect((await settledRun(world.api, world.ada, workspace.id, run))[0]!.status).toBe('done');
    const period = (await periodsOf()).find((item) => item.run_id === run);
    // nothing was analysed, so the run offers no period for the assessment
    expect(period).toBeUndefined();
    const stored = await world.runtime.platform.pool.query('select 1 from analytics_ai.results where run_id = $1', [run]);
    expect(stored.rowCount).toBe(0);
    await world.api.call('PUT', `/analytics/workspaces/${workspace.id}/settings`, {
      token: world.ada,
      json: { minimum_group_size: 5, minimum_group_size_open_answers: 10 },
    });
  });

  it('is rebuilt the same by a replay: the result is an event', async () => {
    const read = async () =>
      (
        await world.runtime.platform.pool.query(
          'select run_id, group_id, language, result from analytics_ai.results order by 1, 2, 3, result::text',
        )
      ).rows;
    const before = await read();
    const { store, log, pool } = world.runtime.platform;
    await rebuildProjection({ pool, store, log, projection: aiAnalysesProjection });
    expect(await read()).toEqual(before);
  });
});

describe("the Culture page's open answers", () => {
  it("shows the assessment's latest analysis for all participants: each question's summary and leading themes", async () => {
    const answer = await world.api.call<AiLatestAnswer>('GET', ai(`/assessments/${assessment.id}/latest`), { token: world.ada });
    expect(answer.status).toBe(200);
    const latest = answer.body.latest!;
    expect(latest).toMatchObject({ package_name: 'Pulse', is_forever: true });
    const named = latest.questions.find((question) => question.body === 'What would you change?')!;
    expect(named).toMatchObject({ language: 'en_US', comments: 13 });
    expect(named.themes.map((theme) => theme.phrase)).toEqual(expect.arrayContaining(['code review', 'deployment pipeline']));
    expect(named.themes.length).toBeLessThanOrEqual(5);
    for (const secret of SECRETS) expect(JSON.stringify(latest)).not.toContain(secret);
  });

  it("names the assessment's open-answer questions in its Culture block, apart from the scored ones the charts use", async () => {
    type Blocks = {
      blocks: { assessment_id: string | null; questions: { body: string }[]; open_questions: { id: string; body: string }[] }[];
    };
    const answer = await world.api.call<Blocks>('GET', `/analytics/workspaces/${workspace.id}/blocks`, { token: world.ada });
    const block = answer.body.blocks.find((item) => item.assessment_id === assessment.id)!;
    expect(block.open_questions.map((question) => question.body)).toContain('What would you change?');
    expect(block.questions.map((question) => question.body)).not.toContain('What would you change?');
    const latest = await world.api.call<AiLatestAnswer>('GET', ai(`/assessments/${assessment.id}/latest`), { token: world.ada });
    const analysed = new Set(latest.body.latest!.questions.map((question) => question.question_id));
    expect(block.open_questions.some((question) => analysed.has(question.id))).toBe(true);
  });

  it('answers nothing for an assessment never analysed', async () => {
    // an assessment of the workspace's own packages (an id it does not hold answers 404, as on every route: issue 44)
    // in a package without a link, so the automatic runs below have nothing more to analyse
    const category = await createCategory(world.api, world.ada, 'Never analysed');
    const never = await createAssessment(world.api, world.ada, category.id, 'Never analysed', [{ body: 'Why?', answer_type: 'text' }]);
    const unsent = await world.api.call<Package>('POST', '/packages', {
      token: world.ada,
      json: { name: 'Unsent', workspace_id: workspace.id },
    });
    await addToPackage(world.api, world.ada, never.id, unsent.body.id);
    const answer = await world.api.call<AiLatestAnswer>('GET', ai(`/assessments/${never.id}/latest`), { token: world.ada });
    expect(answer.body).toEqual({ latest: null });
    expect(await world.api.call('GET', ai('/assessments/never-analysed/latest'), { token: world.ada })).toMatchObject({
      status: 404,
      body: { detail: 'Could not find the assessment' },
    });
  });
});

describe('automatic runs', () => {
  it('analyses every package with an open link once for the month that ended in New York, however often the schedule fires', async () => {
    const today = new Date();
    // 06:00 in New York on the first of next month: the month analysed is this one, which holds today's answers
    const fired = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1, 11));
    const runs = aiRunsOf(world.runtime.deps);
    // four hours earlier it is 02:00 or 03:00 in New York: not due yet
    expect(await runs.automatic('monthly', new Date(fired.getTime() - 4 * 3_600_000))).toEqual([]);
    const first = await runs.automatic('monthly', fired);
    const again = await runs.automatic('monthly', fired);
    expect(first).toHaveLength(1);
    expect(again).toEqual(first);
    const rows = await settledRun(world.api, world.ada, workspace.id, first[0]!);
    const monthStart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1)).toISOString();
    expect(rows[0]).toMatchObject({ status: 'done', trigger: 'monthly', period_start: monthStart, package_name: 'Pulse' });
    const status = (await world.api.call<AiStatusRow[]>('GET', ai('/status'), { token: world.ada })).body;
    expect(status.filter((row) => row.trigger === 'monthly')).toHaveLength(1);
  });

  it('fires on the workspace’s own clock once it is in London, for the same month, and names it by its calendar days', async () => {
    const today = new Date();
    const settings = await world.api.call('PUT', `/workspaces/${workspace.id}`, {
      token: world.ada,
      form: form({ time_zone: 'Europe/London' }),
    });
    expect(settings.status).toBe(200);
    const runs = aiRunsOf(world.runtime.deps);
    const firstOfNext = (hour: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1, hour));
    // 04:00 UTC is 04:00 or 05:00 in London: not yet due there
    expect(await runs.automatic('monthly', firstOfNext(4))).toEqual([]);
    // 07:00 UTC is past 06:00 in London but 02:00 or 03:00 in New York: due in London only, the run the month already has
    const london = await runs.automatic('monthly', firstOfNext(7));
    expect(london).toHaveLength(1);
    const status = (await world.api.call<AiStatusRow[]>('GET', ai('/status'), { token: world.ada })).body;
    const monthly = status.filter((row) => row.trigger === 'monthly');
    expect(monthly.map((row) => row.run_id)).toEqual([london[0]]);
    const lastDay = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
    expect(aiPeriodDays(monthly[0]!, 'Europe/London', 'key')).toEqual({
      first: new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1)).toISOString().slice(0, 10),
      last: lastDay,
    });
  });
});

describe('access', () => {
  it('hides every AI call from another team and refuses a colleague not assigned to the workspace', async () => {
    const probes = [
      { method: 'GET', path: ai('/status'), hidden: 'Could not find workspace' },
      { method: 'GET', path: ai('/packages'), hidden: 'Could not find workspace' },
      {
        method: 'POST',
        path: ai('/workers'),
        json: { workspace_id: workspace.id, package_id: pkg.id, package_link: linkId },
        hidden: 'Could not find workspace',
      },
      { method: 'POST', path: ai(`/runs/${firstRun}/restart`), hidden: 'Could not find workspace' },
      { method: 'GET', path: ai('/generated/packages'), hidden: 'Could not find workspace' },
      { method: 'GET', path: ai(`/assessments/${assessment.id}/latest`), hidden: 'Could not find workspace' },
      { method: 'GET', path: ai(`/generated/packages/${pkg.id}/assessments`), hidden: 'Could not find workspace' },
      { method: 'GET', path: ai(`/generated/packages/${pkg.id}/assessments/${assessment.id}/periods`), hidden: 'Could not find workspace' },
      {
        method: 'POST',
        path: ai('/generated/groups'),
        json: { link: linkId, start_period: firstPeriod.period_start, end_period: firstPeriod.period_end },
        hidden: 'Could not find workspace',
      },
      {
        method: 'POST',
        path: ai('/report'),
        json: {
          workspace_id: workspace.id,
          package_id: pkg.id,
          package_link: linkId,
          assessment_id: assessment.id,
          period_start: firstPeriod.period_start,
          period_end: firstPeriod.period_end,
        },
        hidden: 'Could not find workspace',
      },
    ];
    await expectHidden(world.api, world.bea, probes);
    await expectNotAssigned(world.api, world.alan, probes);
  });

  it("answers 404 for another team's package or assessment id on every AI route that names one, in the caller's own workspace", async () => {
    const theirs = await createWorkspace(world.api, world.bea, 'Their AI');
    const foreign = await openAnswerPackage(world.api, world.bea, theirs.id, 'Their AI');
    const period = { start_period: firstPeriod.period_start, end_period: firstPeriod.period_end };
    const reportOf = (ids: { package_id: string; assessment_id: string }) => ({
      workspace_id: workspace.id,
      package_link: linkId,
      period_start: firstPeriod.period_start,
      period_end: firstPeriod.period_end,
      is_all_participants: true,
      groups_id: [],
      ...ids,
    });
    const probes: Array<{ method: string; path: string; json?: unknown; detail: string }> = [
      { method: 'GET', path: ai(`/generated/packages/${foreign.pkg.id}/assessments`), detail: 'No Package id' },
      { method: 'GET', path: ai(`/generated/packages/${foreign.pkg.id}/assessments/${assessment.id}/periods`), detail: 'No Package id' },
      {
        method: 'GET',
        path: ai(`/generated/packages/${pkg.id}/assessments/${foreign.assessment.id}/periods`),
        detail: 'Could not find the assessment',
      },
      { method: 'GET', path: ai(`/assessments/${foreign.assessment.id}/latest`), detail: 'Could not find the assessment' },
      {
        method: 'POST',
        path: ai('/workers'),
        json: { workspace_id: workspace.id, package_id: foreign.pkg.id, package_link: foreign.linkId },
        detail: 'No Package id',
      },
      {
        method: 'POST',
        path: ai('/generated/groups'),
        json: { link: linkId, ...period, assessment_id: foreign.assessment.id },
        detail: 'Could not find the assessment',
      },
      {
        method: 'POST',
        path: ai('/report'),
        json: reportOf({ package_id: foreign.pkg.id, assessment_id: assessment.id }),
        detail: 'No Package id',
      },
      {
        method: 'POST',
        path: ai('/report'),
        json: reportOf({ package_id: pkg.id, assessment_id: foreign.assessment.id }),
        detail: 'No selected items',
      },
    ];
    for (const probe of probes) {
      const answer = await world.api.call(probe.method, probe.path, { token: world.ada, json: probe.json });
      expect(answer, `${probe.method} ${probe.path}`).toMatchObject({ status: 404, body: { detail: probe.detail } });
    }
    // the same routes with the team's own ids answer
    expect((await world.api.call('GET', ai(`/assessments/${assessment.id}/latest`), { token: world.ada })).status).toBe(200);
    expect(
      (await world.api.call('GET', ai(`/generated/packages/${pkg.id}/assessments/${assessment.id}/periods`), { token: world.ada })).status,
    ).toBe(200);
    expect(
      (
        await world.api.call('POST', ai('/generated/groups'), {
          token: world.ada,
          json: { link: linkId, ...period, assessment_id: assessment.id },
        })
      ).status,
    ).toBe(200);
  });

  it('does not restart a run of another workspace the caller can see, nor one that did not fail', async () => {
    const other = await createWorkspace(world.api, world.ada, 'Elsewhere');
    expect(await world.api.call('POST', `/ai/workspaces/${other.id}/runs/${firstRun}/restart`, { token: world.ada })).toMatchObject({
      status: 404,
      body: { detail: 'Could not find the analysis' },
    });
    expect(await world.api.call('POST', ai(`/runs/${firstRun}/restart`), { token: world.ada })).toMatchObject({
      status: 409,
      body: { detail: 'Only a failed analysis can be started again' },
    });
  });
});
