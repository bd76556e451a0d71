import { typedQueries, type Queryable } from '@canopy/platform/db/typedQueries';
import { sql, type FragmentSqlToken } from 'slonik';
import { z } from 'zod';
import { type AggregateQuery, AggregateRow, periodCondition, hasPeriod, TENURE_DAYS } from './read.ts';
import { TENURE_BUCKETS } from './tenure.ts';

// The chart figures from the cells of the filter lattice (`cells`, `cell_people`: ADR 0086), the same figures the rows
// of `answers` give (read.ts, `aggregateFromAnswers`) in a few thousand rows whatever the number of answers. A cell is
// released when at least `minimum` respondents answered it (a pass is no answer, ADR 0056); a figure sums released
// cells only. Respondents: within a cycle a person's submission lies in one cell per question (one set of groups, one
// tenure bucket), so a cycle's respondents are summed per cell from `cell_submissions` (the submissions holding a
// released question); across cycles a person counts once, read from `cell_people`.

const VALUES = Array.from({ length: 10 }, (_, index) => index + 1);
const sums = (filter?: FragmentSqlToken) =>
  sql.fragment`array[${sql.join(
    VALUES.map((value) =>
      filter
        ? sql.fragment`coalesce(sum(${sql.identifier(['c', `c${value}`])}) filter (where ${filter}), 0)::int`
        : sql.fragment`coalesce(sum(${sql.identifier(['c', `c${value}`])}), 0)::int`,
    ),
    sql.fragment`, `,
  )}]`;

/** the tenure buckets a hiring range is the union of (every range is a run of whole buckets) */
export const bucketsOf = (range: NonNullable<AggregateQuery['filters']['period_of_hiring_date']>): number[] => {
  const [from, to] = TENURE_DAYS[range];
  return TENURE_BUCKETS.flatMap(([bucketFrom, bucketTo], index) =>
    bucketFrom >= from && (to === null || (bucketTo !== null && bucketTo <= to)) ? [index] : [],
  );
};

type Query = Omit<AggregateQuery, 'byGroup' | 'byCycle' | 'byQuestion'> &
  Partial<Pick<AggregateQuery, 'byGroup' | 'byCycle' | 'byQuestion'>>;

/** the conditions on a cell (or a respondent's cell) aliased `alias` that the filters set, groups aside */
const cellConditions = (query: Query, alias: string): FragmentSqlToken[] => {
  const column = (name: string) => sql.identifier([alias, name]);
  const conditions = [
    sql.fragment`${column('workspace_id')} = ${query.workspaceId}`,
    sql.fragment`${column('assessment_id')} = ${query.assessmentId}`,
  ];
  if (query.questionIds?.length) conditions.push(sql.fragment`${column('question_id')} = any(${sql.array(query.questionIds, 'text')})`);
  if (query.filters.period_of_hiring_date)
    conditions.push(sql.fragment`${column('bucket')} = any(${sql.array(bucketsOf(query.filters.period_of_hiring_date), 'int4')})`);
  return conditions;
};

/** the cycles the filters keep, on a column holding a cycle id: those picked, and those with an answer in the period (whole cycles) */
const cycleConditions = (query: Query, cycle: FragmentSqlToken): FragmentSqlToken[] => {
  const conditions: FragmentSqlToken[] = [];
  if (query.filters.cycles_ids.length) conditions.push(sql.fragment`${cycle} = any(${sql.array(query.filters.cycles_ids, 'text')})`);
  if (hasPeriod(query.filters.period_of_answer_date)) {
    conditions.push(sql.fragment`${cycle} in (select s.cycle_id from analytics_answers.scores s
       where s.workspace_id = ${query.workspaceId} and s.assessment_id = ${query.assessmentId}
         and ${periodCondition(query.filters.period_of_answer_date, query.now, 's')})`);
  }
  return conditions;
};

const and = (conditions: readonly FragmentSqlToken[]) =>
  conditions.length ? sql.join(conditions, sql.fragment` and `) : sql.fragment`true`;

/** the cells of the assessment, released (at least `minimum` answered) or, `released` false, answered by fewer */
const sized = (query: Query, released: boolean) =>
  sql.fragment`select question_id, cycle_id, group_ids, bucket from analytics_answers.cells
     where workspace_id = ${query.workspaceId} and assessment_id = ${query.assessmentId}${
       query.questionIds?.length ? sql.fragment` and question_id = any(${sql.array(query.questionIds, 'text')})` : sql.fragment``
     }
     group by 1, 2, 3, 4 having ${released ? sql.fragment`sum(answered) >= ${query.minimum}` : sql.fragment`sum(answered) < ${query.minimum} and sum(answered) > 0`}`;

/**
 * per (question, groups, bucket), the cycles of its released (or small) cells the filters keep, and `whole` when they
 * keep all of them: then every person of the key has a row in a kept cycle, and the count needs no test of their
 * cycles (an overlap of two arrays of cycle ids, compared element by element, was most of a chart's time at 1M answers)
 */
const cyclesOfCells = (query: Query, released: boolean) =>
  sql.fragment`select r.question_id, r.group_ids, r.bucket, array_agg(r.cycle_id) filter (where r.kept) as cycles,
          bool_and(r.kept) as whole
     from (select s.*, ${and(cycleConditions(query, sql.fragment`s.cycle_id`))} as kept from (${sized(query, released)}) s) r
    group by 1, 2, 3 having bool_or(r.kept)`;

/**
 * A subquery over the cells computed once for its statement, as a `with` clause of that name. Inline, the planner
 * joins it by nested loop whenever it expects one row from `cells` (statistics not yet gathered, as on a workspace
 * whose answers just arrived) and computes it again for every outer row: hundreds of times, about 350 ms a chart on
 * the demo data. Materialised, its few hundred rows are read from memory however the join is planned.
 */
const once = (name: string, subquery: FragmentSqlToken) => sql.fragment`with ${sql.identifier([name])} as materialized (${subquery})`;

/**
 * The rows of `table`, aliased `alias`, of each cell named in the `with` clause `cells` (aliased `r`), looked up through
 * the table's primary key (workspace, assessment, then `keys`). The subquery is lateral and kept apart (`offset 0`), so
 * the cells drive the join whatever the planner expects: a few hundred index lookups, where a nested loop the other way
 * round (its choice without statistics) compares every row with every cell.
 */
const rowsOfCells = (query: Query, cells: string, table: string, alias: string, keys: readonly string[]) =>
  sql.fragment`${sql.identifier([cells])} r cross join lateral (select * from ${sql.identifier(['analytics_answers', table])} x
     where x.workspace_id = ${query.workspaceId} and x.assessment_id = ${query.assessmentId} and ${sql.join(
       keys.map((key) => sql.fragment`${sql.identifier(['x', key])} = ${sql.identifier(['r', key])}`),
       sql.fragment` and `,
     )} offset 0) ${sql.identifier([alias])}`;

/** a person's cell in `cell_people` (its key after workspace and assessment) */
const PERSON_CELL = ['question_id', 'group_ids', 'bucket'] as const;

/** the groups condition and the `from` of a table aliased `alias`, each group of a row its own row when by group */
const grouping = (query: Query, table: FragmentSqlToken, alias: string) => {
  const groups = sql.identifier([alias, 'group_ids']);
  const ids = query.filters.groups_ids;
  if (query.byGroup)
    return {
      key: sql.fragment`g.group_id`,
      from: sql.fragment`${table} cross join lateral unnest(${groups}) as g(group_id)`,
      conditions: ids.length ? [sql.fragment`g.group_id = any(${sql.array(ids, 'text')})`] : [],
    };
  return {
    key: sql.fragment`null::text`,
    from: table,
    conditions: ids.length ? [sql.fragment`${groups} && ${sql.array(ids, 'text')}`] : [],
  };
};

export const createCellsReader = (queryable: Queryable) => {
  const db = typedQueries(queryable);
  // read here, not at the module's top: read.ts imports this module
  const Heads = AggregateRow.pick({ group_id: true, cycle_id: true, question_id: true, respondents: true });
  const keyOf = (row: { group_id: string | null; cycle_id: string | null; question_id: string | null }) =>
    `${row.group_id ?? ''}\u0000${row.cycle_id ?? ''}\u0000${row.question_id ?? ''}`;

  /** the rows of the released cells (ADR 0056) as the query keys them, each released cell computed once (`once`) and read by key */
  const ofReleasedCells = (query: AggregateQuery) => {
    const grouped = grouping(query, rowsOfCells(query, 'released', 'cells', 'c', ['question_id', 'cycle_id', 'group_ids', 'bucket']), 'c');
    return {
      releasedCells: once('released', sized(query, true)),
      group: grouped.key,
      from: grouped.from,
      where: and([...cellConditions(query, 'c'), ...grouped.conditions, ...cycleConditions(query, sql.fragment`c.cycle_id`)]),
    };
  };

  /** the respondents of each row as asked: per cycle and question, per cycle, or each person once across cycles */
  const headsOf = (query: AggregateQuery): Promise<readonly z.infer<typeof Heads>[]> => {
    const { releasedCells, group, from, where } = ofReleasedCells(query);
    return query.byCycle
      ? query.byQuestion
        ? // a cycle's respondents to one question: the rows of its released cells (one per person)
          db.any(sql.type(Heads)`
            ${releasedCells}
            select ${group} as group_id, c.cycle_id, c.question_id, sum(c.answered + c.passes)::int as respondents
              from ${from} where ${where} group by 1, 2, 3`)
        : // a cycle's respondents: per cell, its submissions holding a question whose cell is released
          (() => {
            const submissions = grouping(
              query,
              rowsOfCells(query, 'released_questions', 'cell_submissions', 's', ['cycle_id', 'group_ids', 'bucket']),
              's',
            );
            const releasedQuestions = sql.fragment`select r.cycle_id, r.group_ids, r.bucket, array_agg(r.question_id) as questions
               from (${sized(query, true)}) r where ${and(cycleConditions(query, sql.fragment`r.cycle_id`))} group by 1, 2, 3`;
            return db.any(sql.type(Heads)`
              ${once('released_questions', releasedQuestions)}
              select ${submissions.key} as group_id, s.cycle_id, null::text as question_id, sum(s.submissions)::int as respondents
                from ${submissions.from}
               where ${
                 query.filters.period_of_hiring_date
                   ? sql.fragment`s.bucket = any(${sql.array(bucketsOf(query.filters.period_of_hiring_date), 'int4')}) and `
                   : sql.fragment``
               }${and(submissions.conditions)} and s.question_ids && r.questions and s.submissions > 0
               group by 1, 2, 3`);
          })()
      : // across cycles: each person once, whatever cells and cycles their rows are in
        (() => {
          const people = grouping(query, rowsOfCells(query, 'released_cycles', 'cell_people', 'p', PERSON_CELL), 'p');
          const personQuestion = query.byQuestion ? sql.fragment`p.question_id` : sql.fragment`null::text`;
          // the cycles' overlap as the count's filter, not a join condition: a nested loop (see `once`) then tests it on
          // the joined rows only, not on every pair; a key none of whose rows overlap counts 0, as a missing key reads
          return db.any(sql.type(Heads)`
            ${once('released_cycles', cyclesOfCells(query, true))}
            select ${people.key} as group_id, null::text as cycle_id, ${personQuestion} as question_id,
                   count(distinct p.participant_id) filter (where r.whole or p.row_cycles && r.cycles)::int as respondents
              from ${people.from}
             where ${and([...cellConditions(query, 'p'), ...people.conditions])}
             group by 1, 2, 3`);
        })();
  };

  /** every figure of the charts, passes and drivers' averages: released cells only (ADR 0056) */
  const aggregate = async (query: AggregateQuery): Promise<readonly AggregateRow[]> => {
    const { releasedCells, group, from, where } = ofReleasedCells(query);
    const cycle = query.byCycle ? sql.fragment`c.cycle_id` : sql.fragment`null::text`;
    const question = query.byQuestion ? sql.fragment`c.question_id` : sql.fragment`null::text`;
    const counted = db.any(sql.type(AggregateRow)`
      ${releasedCells}
      select ${group} as group_id, ${cycle} as cycle_id, ${question} as question_id,
             (sum(c.answered) + sum(c.passes))::int as respondents, coalesce(sum(c.passes), 0)::int as passes,
             ${sums()} as counts, ${sums(sql.fragment`c.scale = 10`)} as ten_counts
        from ${from}
       where ${where}
       group by 1, 2, 3 having sum(c.answered) + sum(c.passes) > 0`);
    const [rows, respondents] = await Promise.all([counted, headsOf(query)]);
    const byKey = new Map(respondents.map((row) => [keyOf(row), row.respondents]));
    return rows.map((row) => ({ ...row, respondents: byKey.get(keyOf(row)) ?? 0 }));
  };

  /** how many respondents the filters keep have scored answers left out of the figures, in cells under the minimum */
  const heldBack = async (query: Omit<AggregateQuery, 'byGroup' | 'byCycle' | 'byQuestion'>): Promise<number> => {
    const people = grouping({ ...query, byGroup: false }, rowsOfCells(query, 'small_cycles', 'cell_people', 'p', PERSON_CELL), 'p');
    // the cycles' overlap as the count's filter: see `aggregate`'s respondents across cycles
    return db.oneFirst(sql.type(z.object({ held: z.number().int() }))`
      ${once('small_cycles', cyclesOfCells(query, false))}
      select count(distinct p.participant_id) filter (where p.answered_cycles && r.cycles)::int as held
        from ${people.from}
       where ${and([...cellConditions(query, 'p'), ...people.conditions])}`);
  };

  /**
   * every cell of the assessment with its answering respondents, across its scales (a pass is no answer): what the
   * release rule cuts into atoms (ADR 0128)
   */
  const cellSizes = (workspaceId: string, assessmentId: string) =>
    db.any(sql.type(CellSize)`
      select question_id, cycle_id, group_ids, bucket, sum(answered)::int as answered, sum(passes)::int as passes from analytics_answers.cells
       where workspace_id = ${workspaceId} and assessment_id = ${assessmentId}
       group by 1, 2, 3, 4 order by 1, 2, 3, 4`);

  /**
   * every cell of the assessment summed over its scales (ADR 0129): answering respondents, passes, answers by value and
   * the ten-point ones among them. Every released figure is a sum of these rows
   */
  const cellRollups = (workspaceId: string, assessmentId: string) =>
    db.any(sql.type(CellRollup)`
      select c.question_id, c.cycle_id, c.group_ids, c.bucket, sum(c.answered)::int as answered, sum(c.passes)::int as passes,
             ${sums()} as counts, ${sums(sql.fragment`c.scale = 10`)} as ten_counts
        from analytics_answers.cells c
       where c.workspace_id = ${workspaceId} and c.assessment_id = ${assessmentId}
       group by 1, 2, 3, 4 order by 1, 2, 3, 4`);

  /** the data version of the assessment's cells (schema.ts, `cell_versions`): null before its first answer */
  const cellsVersion = async (workspaceId: string, assessmentId: string): Promise<string | null> =>
    (
      await db.maybeOne(sql.type(z.object({ version: z.string() }))`
        select version::text as version from analytics_answers.cell_versions
         where workspace_id = ${workspaceId} and assessment_id = ${assessmentId}`)
    )?.version ?? null;

  /** the cycles of the assessment with an answer in the filters' answer period (whole cycles, ADR 0056) */
  const cyclesInPeriod = async (query: Pick<Query, 'workspaceId' | 'assessmentId' | 'filters' | 'now'>): Promise<Set<string>> => {
    const rows = await db.any(sql.type(z.object({ cycle_id: z.string() }))`
      select distinct s.cycle_id from analytics_answers.scores s
       where s.workspace_id = ${query.workspaceId} and s.assessment_id = ${query.assessmentId}
         and ${periodCondition(query.filters.period_of_answer_date, query.now, 's')}`);
    return new Set(rows.map((row) => row.cycle_id));
  };

  return { aggregate, heldBack, cellSizes, cellRollups, cellsVersion, cyclesInPeriod, respondents: headsOf };
};

export const CellSize = z.object({
  question_id: z.string(),
  cycle_id: z.string(),
  group_ids: z.array(z.string()),
  bucket: z.number().int(),
  answered: z.number().int(),
  passes: z.number().int(),
});
export type CellSize = z.infer<typeof CellSize>;

export const CellRollup = CellSize.extend({ counts: z.array(z.number().int()), ten_counts: z.array(z.number().int()) });
export type CellRollup = z.infer<typeof CellRollup>;
