import type { AnalyticsFilters } from '@canopy/contracts/analytics/api';
import { typedQueries, type Queryable } from '@canopy/platform/db/typedQueries';
import { sql, type FragmentSqlToken } from 'slonik';
import { z } from 'zod';
import { createCellsReader } from './readCells.ts';
import { TENURE_BUCKETS } from './tenure.ts';

// The only door to `analytics_answers` (ADR 0028): aggregates of scored answers under the chart filters.
// Every figure comes with the respondents it was drawn from, so the service can hold back small groups.

/** counts[0] is the number of answers of value 1, ... counts[9] of value 10; passes are answers of value 0 */
export const AggregateRow = z.object({
  group_id: z.string().nullable(),
  cycle_id: z.string().nullable(),
  question_id: z.string().nullable(),
  respondents: z.number().int(),
  passes: z.number().int(),
  counts: z.array(z.number().int()),
  /**
   * the ten-point answers among `counts` by value (counts minus these are the five-point ones): mixed scales (ADR
   * 0057). Null where a source counts by value only
   */
  ten_counts: z.array(z.number().int()).nullable(),
});
export type AggregateRow = z.infer<typeof AggregateRow>;

export const CycleRow = z.object({ cycle_id: z.string(), package_id: z.string(), cycle_date: z.date() });
export const ResponseRow = z.object({
  package_id: z.string(),
  cycle_id: z.string(),
  participant_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  assessment_ids: z.array(z.string()),
});

export type AggregateQuery = {
  workspaceId: string;
  assessmentId: string;
  filters: AnalyticsFilters;
  /** one row per group the answers' respondents were in (else one row for everyone the filters keep) */
  byGroup: boolean;
  byCycle: boolean;
  byQuestion: boolean;
  /** only these questions (else every question of the assessment) */
  questionIds?: readonly string[];
  /** "today" for the named periods, so tests can pin it */
  now: Date;
  /**
   * the anonymity rule (ADR 0056): only answers in a cell of the filter lattice (the respondent's groups, tenure
   * bucket and cycle, for one question) that at least this many respondents answered (passes excluded) are read
   */
  minimum: number;
};

/** the tenure bounds in days (inclusive) of each hiring range, years counted as 365 days */
export const TENURE_DAYS: Record<NonNullable<AnalyticsFilters['period_of_hiring_date']>, [number, number | null]> = {
  from_0_to_30_days: [0, 30],
  from_31_to_60_days: [31, 60],
  from_61_to_90_days: [61, 90],
  from_0_to_90_days: [0, 90],
  from_91_to_180_days: [91, 180],
  from_0_to_1_years: [0, 364],
  from_1_to_3_years: [365, 3 * 365 - 1],
  from_3_to_6_years: [3 * 365, 6 * 365 - 1],
  from_6_years: [6 * 365, null],
};

export { TENURE_BUCKETS } from './tenure.ts';

const bucketOf = (alias: string) =>
  sql.fragment`case when ${sql.identifier([alias, 'tenure_days'])} is null then -1 when ${sql.identifier([alias, 'tenure_days'])} < 0 then -2 ${sql.join(
    TENURE_BUCKETS.map(
      ([from, to], index) =>
        sql.fragment`when ${sql.identifier([alias, 'tenure_days'])} ${to === null ? sql.fragment`>= ${from}` : sql.fragment`<= ${to}`} then ${index}`,
    ),
    sql.fragment` `,
  )} end`;

const MONTHS_BACK = { is_last_month: 1, is_last_quarter: 3, is_last_year: 12 } as const;

export const periodCondition = (period: AnalyticsFilters['period_of_answer_date'], now: Date, alias = 'a'): FragmentSqlToken => {
  const at = sql.identifier([alias, 'answered_at']);
  if (period.start_date && period.end_date) {
    // whole UTC days, both included, whatever the session's time zone
    return sql.fragment`${at} >= ${period.start_date}::date::timestamp at time zone 'UTC'
      and ${at} < (${period.end_date}::date + 1)::timestamp at time zone 'UTC'`;
  }
  for (const [flag, months] of Object.entries(MONTHS_BACK) as [keyof typeof MONTHS_BACK, number][]) {
    if (period[flag]) return sql.fragment`${at} >= ${now.toISOString()}::timestamptz - make_interval(months => ${months})`;
  }
  return sql.fragment`true`;
};

export const hasPeriod = (period: AnalyticsFilters['period_of_answer_date']) =>
  Boolean((period.start_date && period.end_date) || period.is_last_month || period.is_last_quarter || period.is_last_year);

/**
 * The answer period as whole cycles (ADR 0056): the cycles of the assessment with an answer in the period, every
 * answer of them. A period cut through a cycle could leave out one person of a cell, which two periods would then
 * give away; whole cycles keep every figure a union of whole cells.
 */
const cyclesInPeriod = (query: Pick<AggregateQuery, 'workspaceId' | 'assessmentId' | 'filters' | 'now'>) =>
  sql.fragment`a.cycle_id in (select p.cycle_id from analytics_answers.answers p
     where p.workspace_id = ${query.workspaceId} and p.assessment_id = ${query.assessmentId}
       and ${periodCondition(query.filters.period_of_answer_date, query.now, 'p')})`;

export const conditionsOf = (query: AggregateQuery): FragmentSqlToken[] => {
  const { filters } = query;
  const conditions = [sql.fragment`a.workspace_id = ${query.workspaceId}`, sql.fragment`a.assessment_id = ${query.assessmentId}`];
  if (query.questionIds?.length) conditions.push(sql.fragment`a.question_id = any(${sql.array(query.questionIds, 'text')})`);
  if (filters.groups_ids.length) {
    conditions.push(
      query.byGroup
        ? sql.fragment`g.group_id = any(${sql.array(filters.groups_ids, 'text')})`
        : sql.fragment`a.group_ids && ${sql.array(filters.groups_ids, 'text')}`,
    );
  }
  if (filters.cycles_ids.length) conditions.push(sql.fragment`a.cycle_id = any(${sql.array(filters.cycles_ids, 'text')})`);
  if (hasPeriod(filters.period_of_answer_date)) conditions.push(cyclesInPeriod(query));
  if (filters.period_of_hiring_date) {
    const [from, to] = TENURE_DAYS[filters.period_of_hiring_date];
    conditions.push(sql.fragment`a.tenure_days >= ${from}`);
    if (to !== null) conditions.push(sql.fragment`a.tenure_days <= ${to}`);
  }
  return conditions;
};

/** the answers (aliased `a`) counted by value 1..10 */
export const COUNTS = sql.fragment`array[${sql.join(
  Array.from({ length: 10 }, (_, index) => sql.fragment`count(*) filter (where a.value = ${sql.literalValue(String(index + 1))})::int`),
  sql.fragment`, `,
)}]`;

/** the ten-point answers among them (mixed scales, ADR 0057) */
export const TEN_COUNTS = sql.fragment`array[${sql.join(
  Array.from(
    { length: 10 },
    (_, index) => sql.fragment`count(*) filter (where a.scale = 10 and a.value = ${sql.literalValue(String(index + 1))})::int`,
  ),
  sql.fragment`, `,
)}]`;

/**
 * The answers of the assessment with the size of their cell of the filter lattice (ADR 0056): per question, cycle,
 * set of groups the respondent was in and tenure bucket, how many answered it (a pass is no answer; one submission per
 * person, assessment and cycle, so a cell's scored answers are its answering respondents). Counted over the whole
 * assessment, before any filter, in one pass (a window, no join), so a filter can only keep or drop whole cells.
 */
const withCellSizes = (query: Pick<AggregateQuery, 'workspaceId' | 'assessmentId' | 'questionIds'>) =>
  sql.fragment`select c.*, count(*) filter (where c.value > 0)
         over (partition by c.group_ids, ${bucketOf('c')}, c.cycle_id, c.question_id) as cell_answered
       from analytics_answers.answers c
      where c.workspace_id = ${query.workspaceId} and c.assessment_id = ${query.assessmentId}${
        query.questionIds?.length ? sql.fragment` and c.question_id = any(${sql.array(query.questionIds, 'text')})` : sql.fragment``
      }`;

/** the group and cycle a row of `table` (aliased `a`) is counted under, each group of a person its own row when by group */
const keysOf = (query: AggregateQuery, table: FragmentSqlToken) => ({
  group: query.byGroup ? sql.fragment`g.group_id` : sql.fragment`null::text`,
  cycle: query.byCycle ? sql.fragment`a.cycle_id` : sql.fragment`null::text`,
  from: query.byGroup ? sql.fragment`${table} cross join lateral unnest(a.group_ids) as g(group_id)` : table,
});

/** the answers (aliased `a`) in the released cells only, or, `released` false, in the cells under the minimum */
export const answersIn = (query: AggregateQuery, released = true) =>
  sql.fragment`(select * from (${withCellSizes(query)}) w where (w.cell_answered >= ${query.minimum}) = ${released}) a`;

export const createAnswersReader = (queryable: Queryable) => {
  const db = typedQueries(queryable);
  /**
   * the figures from one row per answer, in the cells of at least `minimum` only (ADR 0056): what the cells' rollups
   * are checked against
   */
  const fromRows = (query: AggregateQuery): Promise<readonly AggregateRow[]> => {
    const { group, cycle, from } = keysOf(query, answersIn(query));
    const question = query.byQuestion ? sql.fragment`a.question_id` : sql.fragment`null::text`;
    return db.any(sql.type(AggregateRow)`
        select ${group} as group_id, ${cycle} as cycle_id, ${question} as question_id,
               count(distinct a.participant_id)::int as respondents,
               count(*) filter (where a.value = 0)::int as passes,
               ${COUNTS} as counts, ${TEN_COUNTS} as ten_counts
          from ${from}
         where ${sql.join(conditionsOf(query), sql.fragment` and `)}
         group by 1, 2, 3`);
  };
  /** how many respondents the filters keep have answers left out of the figures, being in a cell smaller than the minimum */
  const heldBack = async (query: Omit<AggregateQuery, 'byGroup' | 'byCycle' | 'byQuestion'>): Promise<number> => {
    const whole = { ...query, byGroup: false, byCycle: false, byQuestion: false };
    return db.oneFirst(sql.type(z.object({ held: z.number().int() }))`
        select count(distinct a.participant_id)::int as held from ${answersIn(whole, false)}
         where ${sql.join(conditionsOf(whole), sql.fragment` and `)} and a.value > 0`);
  };
  const cells = createCellsReader(queryable);
  return {
    /** every figure of the charts, passes and drivers: released cells only (ADR 0056), summed from the cells (ADR 0086) */
    aggregate: cells.aggregate,
    heldBack: cells.heldBack,
    /** every cell's answering respondents, for the release rule (ADR 0128) */
    cellSizes: cells.cellSizes,
    /** every cell's rollup (ADR 0129): what the release rule keeps per data version and every released figure sums */
    cellRollups: cells.cellRollups,
    /** the data version of an assessment's cells (ADR 0129) */
    cellsVersion: cells.cellsVersion,
    /** the respondents of each row as asked, a person once across cycles and questions (ADR 0129) */
    respondents: cells.respondents,
    /** the cycles of the assessment with an answer in the answer period (the period keeps whole cycles, ADR 0056) */
    cyclesInPeriod: cells.cyclesInPeriod,
    /** the same figures from one row per answer: what the cells are checked against (specs and the culture bench) */
    aggregateFromAnswers: fromRows,
    heldBackFromAnswers: heldBack,
    /** the workspace's groups as the pickers offer them (live ones), or every one ever made (for names in charts) */
    groups: (workspaceId: string, withDeleted = false) =>
      db.any(sql.type(z.object({ id: z.string(), name: z.string(), origin: z.string(), origin_source: z.string() }))`
        select id, name, origin, origin_source from analytics_answers.groups
         where workspace_id = ${workspaceId} and (${withDeleted} or not deleted) order by lower(name), id`),
    /** the cycles the workspace's answers were given in, oldest first */
    cycles: (workspaceId: string) =>
      db.any(sql.type(CycleRow)`
        select cycle_id, package_id, cycle_date from analytics_answers.cycles where workspace_id = ${workspaceId} order by cycle_date, cycle_id`),
    /** who answered which assessments in each cycle of the workspace's packages, with their names (for the consultant only) */
    responses: (workspaceId: string) =>
      db.any(sql.type(ResponseRow)`
        select r.package_id, r.cycle_id, r.participant_id, coalesce(min(p.first_name), '') as first_name,
               coalesce(min(p.last_name), '') as last_name, array_agg(r.assessment_id order by r.assessment_id) as assessment_ids
          from analytics_answers.responses r left join analytics_answers.people p on p.participant_id = r.participant_id
         where r.workspace_id = ${workspaceId}
         group by r.package_id, r.cycle_id, r.participant_id
         order by lower(min(p.last_name)), lower(min(p.first_name)), r.participant_id`),
    /** the assessments of the workspace someone has answered */
    async answeredAssessments(workspaceId: string): Promise<Set<string>> {
      const rows = await db.any(sql.type(z.object({ assessment_id: z.string() }))`
        select distinct assessment_id from analytics_answers.responses where workspace_id = ${workspaceId}`);
      return new Set(rows.map((row) => row.assessment_id));
    },
    /** who is in any of these groups now (the participation's group filter) */
    async membersOf(groupIds: readonly string[]): Promise<Set<string>> {
      const rows = await db.any(sql.type(z.object({ participant_id: z.string() }))`
        select distinct participant_id from analytics_answers.memberships where group_id = any(${sql.array(groupIds, 'text')})`);
      return new Set(rows.map((row) => row.participant_id));
    },
    /** the workspace's people, for the names of those who have not answered a cycle */
    people: (workspaceId: string) =>
      db.any(sql.type(z.object({ participant_id: z.string(), first_name: z.string(), last_name: z.string() }))`
        select participant_id, first_name, last_name from analytics_answers.people where workspace_id = ${workspaceId}
         order by lower(last_name), lower(first_name), participant_id`),
  };
};

export type AnswersReader = ReturnType<typeof createAnswersReader>;
