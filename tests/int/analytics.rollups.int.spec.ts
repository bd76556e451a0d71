import { randomUUID } from 'node:crypto';
import type { AnalyticsFilters } from '@canopy/contracts/analytics/api';
import type { Assessment, Package, Question } from '@canopy/contracts/survey/api';
import type { Workspace } from '@canopy/contracts/workspace/api';
import { rebuildProjection } from '@canopy/platform/projections/rebuild';
import { answersProjection } from '@canopy/projections/analytics/answers/project';
import { type AggregateQuery, type AggregateRow, createAnswersReader, hasPeriod } from '@canopy/projections/analytics/answers/read';
import { sumCells } from '@canopy/analytics';
import { beforeAll, describe, expect, it } from 'vitest';
import { appendSubmission, createAssessedPackage } from '../support/library.ts';
import { addParticipants, createGroup, moveToGroup, participantRow } from '../support/participants.ts';
import { withTwoTeams } from '../support/twoTeams.ts';
import { createWorkspace } from '../support/workspaces.ts';

// The per-cell rollups the projection keeps (ADR 0129) against the aggregate over the answers they stand for, on
// random answers: passes, a reversed five-point and a ten-point question, people in two groups or none, people who
// change groups between cycles, answers spread over days and cycles, and an erased participant. Every query a chart
// can make (by group, cycle and question or not, under every filter) is asked both ways: the cells summed
// (release/cellSums.ts) must give the answers' counts, passes and ten-point counts, and the respondents as asked
// (a person once across cycles and questions) the answers' distinct people.

const world = withTwoTeams();
let workspace: Workspace;
let assessment: Assessment;
let pkg: Package;
const groupIds: string[] = [];
const cycles = [`cycle-a-${randomUUID()}`, `cycle-b-${randomUUID()}`, `cycle-c-${randomUUID()}`];
const DAY = 86_400_000;
const NOW = new Date();
const dayAgo = (days: number) => new Date(NOW.getTime() - days * DAY);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

// a seeded generator, so a failure can be replayed
let seed = 20_261_125;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

const submit = (participantId: string, cycleId: string, at: Date) => {
  const answers = assessment.questions.flatMap((question) => {
    if (random() < 0.1) return [];
    const scale = question.answer_type === 'one_to_ten' ? 10 : 5;
    const value = random() < 0.15 ? 0 : 1 + Math.floor(random() * scale);
    return [{ question_id: question.id, answer_type: question.answer_type as 'one_to_five', value, passed: value === 0 }];
  });
  return appendSubmission(world.runtime, { workspace, pkg, assessment, cycleId }, participantId, answers, at.toISOString());
};

const reader = () => createAnswersReader(world.runtime.platform.pool);

const FILTERS: Record<string, Partial<AnalyticsFilters>> = {
  none: {},
  oneGroup: { groups_ids: [] },
  twoGroups: { groups_ids: [] },
  oneCycle: { cycles_ids: [cycles[0]!] },
  twoCycles: { cycles_ids: [cycles[0]!, cycles[2]!] },
  customRange: {},
  lastQuarter: {},
  hiring: { period_of_hiring_date: 'from_0_to_1_years' },
};
const filtersOf = (name: string): AnalyticsFilters => {
  const period = { is_all_time: true, is_last_month: false, is_last_quarter: false, is_last_year: false, start_date: null, end_date: null };
  const base: AnalyticsFilters = {
    groups_ids: [],
    period_of_answer_date: period,
    period_of_hiring_date: null,
    cycles_ids: [],
    questions_ids: [],
    ...FILTERS[name],
  };
  if (name === 'oneGroup') return { ...base, groups_ids: [groupIds[1]!] };
  if (name === 'twoGroups') return { ...base, groups_ids: [groupIds[0]!, groupIds[2]!] };
  if (name === 'customRange')
    return {
      ...base,
      period_of_answer_date: { ...period, is_all_time: false, start_date: isoDay(dayAgo(75)), end_date: isoDay(dayAgo(20)) },
    };
  if (name === 'lastQuarter') return { ...base, period_of_answer_date: { ...period, is_all_time: false, is_last_quarter: true } };
  return base;
};

beforeAll(async () => {
  workspace = await createWorkspace(world.api, world.ada, 'Rollup Co');
  const rows = Array.from({ length: 48 }, (_, n) =>
    participantRow(workspace.id, n, { hiring_date: n % 3 === 0 ? '' : dayAgo(30 + n * 20).toISOString() }),
  );
  const people = (await addParticipants(world.api, world.ada, rows)).participants.map((person) => person.id);
  for (const name of ['North', 'South', 'East', 'West']) groupIds.push((await createGroup(world.api, world.ada, workspace.id, name)).id);
  // most in one group, some in two, a few in none
  for (const [n, person] of people.entries()) {
    if (n % 8 === 7) continue;
    expect((await moveToGroup(world.api, world.ada, person, groupIds[n % 4]!)).status).toBe(200);
    if (n % 5 === 0) expect((await moveToGroup(world.api, world.ada, person, groupIds[(n + 1) % 4]!)).status).toBe(200);
  }
  const questions: Pick<Question, 'answer_type'>[] = [
    { answer_type: 'one_to_five' },
    { answer_type: 'one_to_five_reversed' },
    { answer_type: 'one_to_ten' },
    { answer_type: 'one_to_five' },
  ];
  ({ assessment, pkg } = await createAssessedPackage(
    world.api,
    world.ada,
    workspace.id,
    { category: 'Rollups', assessment: 'Random pulse', package: 'Pulse' },
    questions.map((question, index) => ({ body: `Question ${index + 1}`, answer_type: question.answer_type })),
  ));

  // cycle a: 100 to 60 days ago; then some people move; cycle b: 50 to 20 days ago; cycle c: the last 15 days
  let last = null as Awaited<ReturnType<typeof submit>> | null;
  const answerCycle = async (cycleId: string, from: number, to: number) => {
    for (const person of people) {
      if (random() < 0.25) continue;
      // a time of day too, so day edges and the named period's mid-day start are crossed
      last = await submit(
        person,
        cycleId,
        new Date(dayAgo(from - Math.floor(random() * (from - to))).getTime() - Math.floor(random() * DAY)),
      );
    }
  };
  await answerCycle(cycles[0]!, 100, 60);
  // the first twelve change groups: into West, or out of it for those already there
  for (const [n, person] of people.slice(0, 12).entries()) {
    const inWest = n % 8 !== 7 && (n % 4 === 3 || (n % 5 === 0 && (n + 1) % 4 === 3));
    expect((await moveToGroup(world.api, world.ada, person, groupIds[3]!, !inWest)).status).toBe(200);
  }
  await answerCycle(cycles[1]!, 50, 20);
  await answerCycle(cycles[2]!, 15, 0);
  // a second submission for the same person, assessment and cycle changes nothing: the first one counts
  await submit(people[1]!, cycles[2]!, dayAgo(1));
  await submit(people[1]!, cycles[2]!, dayAgo(1));
  expect((await world.api.call('DELETE', `/participants/${people[4]}`, { token: world.ada })).status).toBe(200);
  expect(await world.runtime.deps.waiter.waitFor(last!.position, ['analytics_answers'], 20_000)).toBe(true);
  const head = await world.runtime.platform.store.headPosition();
  expect(await world.runtime.deps.waiter.waitFor(head!, ['analytics_answers'], 20_000)).toBe(true);
});

/** the queries, each with every cell counted (minimum 0): the rollups count every answer, the release rule is applied above them */
const everyQuery = () =>
  Object.keys(FILTERS).flatMap((name) =>
    [false, true].flatMap((byGroup) =>
      [false, true].flatMap((byCycle) =>
        [false, true].map(
          (byQuestion): AggregateQuery => ({
            workspaceId: workspace.id,
            assessmentId: assessment.id,
            filters: filtersOf(name),
            byGroup,
            byCycle,
            byQuestion,
            now: NOW,
            minimum: 0,
          }),
        ),
      ),
    ),
  );

const rowKey = (row: Pick<AggregateRow, 'group_id' | 'cycle_id' | 'question_id'>) =>
  `${row.group_id ?? '*'}|${row.cycle_id ?? '*'}|${row.question_id ?? '*'}`;

const compareAll = async () => {
  const answers = reader();
  const rollups = await answers.cellRollups(workspace.id, assessment.id);
  expect(rollups.length, 'the random data fills cells').toBeGreaterThan(20);
  for (const query of everyQuery()) {
    const label = `${JSON.stringify(query.filters)} byGroup ${query.byGroup} byCycle ${query.byCycle} byQuestion ${query.byQuestion}`;
    const inPeriod = hasPeriod(query.filters.period_of_answer_date) ? await answers.cyclesInPeriod(query) : null;
    const [rows, summed, heads] = await Promise.all([
      answers.aggregateFromAnswers(query),
      Promise.resolve(sumCells(rollups, { ...query, inPeriod })),
      answers.respondents(query),
    ]);
    expect(rows.length, `the random data reaches ${label}`).toBeGreaterThan(0);
    const figures = (list: readonly AggregateRow[]) =>
      [...list]
        .map((row) => ({ key: rowKey(row), passes: row.passes, counts: row.counts, ten: row.ten_counts }))
        .sort((a, b) => a.key.localeCompare(b.key));
    expect(figures(summed), label).toEqual(figures(rows));
    // the people of each row: from the cells per cycle and question, else from the respondents' cells
    const people = (list: readonly Pick<AggregateRow, 'group_id' | 'cycle_id' | 'question_id' | 'respondents'>[]) =>
      Object.fromEntries(list.filter((row) => row.respondents > 0).map((row) => [rowKey(row), row.respondents]));
    const expected = people(rows);
    if (query.byCycle && query.byQuestion) expect(people(summed), label).toEqual(expected);
    expect(people(heads), label).toEqual(expected);
  }
};

const version = async () => reader().cellsVersion(workspace.id, assessment.id);

describe('the per-cell rollups of the answers read model', () => {
  it("sum to the answers' figures and people for every query a chart can make", async () => {
    await compareAll();
  });

  it('stamp a new data version when answers arrive and none when a submission is repeated', async () => {
    const before = await version();
    expect(before).not.toBeNull();
    const [person] = (await addParticipants(world.api, world.ada, [participantRow(workspace.id, 900, {})])).participants.map(
      (one) => one.id,
    );
    const first = await submit(person!, cycles[2]!, dayAgo(1));
    expect(await world.runtime.deps.waiter.waitFor(first.position, ['analytics_answers'], 20_000)).toBe(true);
    const after = await version();
    expect(after).not.toEqual(before);
    const again = await submit(person!, cycles[2]!, dayAgo(1));
    expect(await world.runtime.deps.waiter.waitFor(again.position, ['analytics_answers'], 20_000)).toBe(true);
    expect(await version(), 'a submission already counted changes no cell').toEqual(after);
    await compareAll();
  });

  it('are rebuilt by replay to the same figures, at a new data version', async () => {
    const { pool, store } = world.runtime.platform;
    const before = await version();
    await rebuildProjection({ pool, store, log: world.runtime.platform.log, projection: answersProjection, batchSize: 7 });
    expect(await version()).not.toEqual(before);
    await compareAll();
    // the indexes the rebuild left for the end are there once it has swapped
    const indexes = await pool.query<{ indexname: string }>(`select indexname from pg_indexes where schemaname = 'analytics_answers'`);
    expect(indexes.rows.map((row) => row.indexname)).toEqual(
      expect.arrayContaining(['answers_assessment', 'scores_assessment', 'responses_workspace']),
    );
  });
});
