import { TENURE_BUCKETS } from './tenure.ts';

/**
 * The cells of the filter lattice kept as answers arrive (ADR 0086): `cells`, `cell_submissions` and `cell_people`
 * (schema.ts), written by the statements that write or erase `answers` rows, so they always hold exactly what those
 * rows add up to; each such statement also stamps the assessment's data version (`cell_versions`, ADR 0129).
 */

const VALUES = Array.from({ length: 10 }, (_, index) => index + 1);
const COLUMNS = VALUES.map((value) => `c${value}`).join(', ');
const CELL_KEY = 'workspace_id, assessment_id, question_id, cycle_id, group_ids, bucket, scale';
// an erasure adds negative amounts, so one upsert serves both directions
const ADDED = ['answered', 'passes', ...VALUES.map((value) => `c${value}`)]
  .map((column) => `${column} = t.${column} + excluded.${column}`)
  .join(', ');

/** the tenure bucket of a `tenure_days` column, as the readers count it: TENURE_BUCKETS' index, -1 none, -2 negative */
export const bucketSql = (column: string) =>
  `case when ${column} is null then -1 when ${column} < 0 then -2 ${TENURE_BUCKETS.map(
    ([from, to], index) => `when ${column} ${to === null ? `>= ${from}` : `<= ${to}`} then ${index}`,
  ).join(' ')} end`;

/**
 * The statements that count `answers` rows into the cells, from `source` (a CTE or the table itself) with their
 * workspace_id, assessment_id, question_id, cycle_id, participant_id, group_ids, tenure_days, scale and value: rows
 * inserted (sign 1) or deleted (sign -1) add their counts to their cells and their submissions per cell, and stamp the
 * data version; inserted rows also add each respondent's cycles per cell. Sign 0 writes the cells and submissions of
 * `source` with nothing added: where a rebuild's erasure leaves them (at zero) while the replay leaves the counting to
 * `afterReplay` (see `CELLS_AFTER_REPLAY`). Each is an upsert, one row per cell whatever the number of rows.
 */
export const cellStatements = (source: string, sign: 1 | 0 | -1) => {
  const signed = (expression: string) => (sign === 1 ? expression : sign === 0 ? '0' : `-(${expression})`);
  const cells = `insert into cells as t (${CELL_KEY}, answered, passes, ${COLUMNS})
      select workspace_id, assessment_id, question_id, cycle_id, group_ids, ${bucketSql('tenure_days')}, scale,
             ${signed('count(*) filter (where value > 0)')}, ${signed('count(*) filter (where value = 0)')},
             ${VALUES.map((value) => signed(`count(*) filter (where value = ${value})`)).join(', ')}
        from ${source} group by 1, 2, 3, 4, 5, 6, 7
      on conflict (${CELL_KEY}) do update set ${ADDED}`;
  const submissions = `insert into cell_submissions as t (workspace_id, assessment_id, cycle_id, group_ids, bucket, question_ids, submissions)
      select workspace_id, assessment_id, cycle_id, group_ids, bucket, (select array_agg(q order by q) from unnest(questions) q),
             ${signed('count(*)')}
        from (select workspace_id, assessment_id, cycle_id, group_ids, ${bucketSql('tenure_days')} as bucket, participant_id,
                     array_agg(question_id) as questions
                from ${source} group by 1, 2, 3, 4, 5, 6) per_submission
       group by 1, 2, 3, 4, 5, 6
      on conflict (workspace_id, assessment_id, cycle_id, group_ids, bucket, question_ids) do update set submissions = t.submissions + excluded.submissions`;
  // the cells changed: a new data version (schema.ts, `cell_versions`), whatever the direction
  const versioned = `insert into cell_versions as t (workspace_id, assessment_id, version)
      select distinct workspace_id, assessment_id, pg_current_xact_id()::text::bigint from ${source}
      on conflict (workspace_id, assessment_id) do update set version = excluded.version`;
  const people = `insert into cell_people as t (workspace_id, assessment_id, question_id, group_ids, bucket, participant_id, row_cycles, answered_cycles)
      select workspace_id, assessment_id, question_id, group_ids, ${bucketSql('tenure_days')}, participant_id,
             array_agg(cycle_id), coalesce(array_agg(cycle_id) filter (where value > 0), '{}')
        from ${source} group by 1, 2, 3, 4, 5, 6
      on conflict (workspace_id, assessment_id, question_id, group_ids, bucket, participant_id)
      do update set row_cycles = t.row_cycles || excluded.row_cycles, answered_cycles = t.answered_cycles || excluded.answered_cycles`;
  return sign === 1 ? { cells, submissions, versioned, people } : { cells, submissions, versioned };
};

/**
 * What follows a CTE named `source` of `answers` rows (`cellStatements`' sign): its statements as CTEs, each starting
 * with a comma, so they commit with the statement that writes or erases the rows.
 */
export const cellsAfter = (source: string, sign: 1 | 0 | -1) =>
  Object.entries(cellStatements(source, sign))
    .map(([name, statement]) => `, ${name}_written as (\n      ${statement}\n    )`)
    .join('');

/**
 * A rebuild's cells (ADR 0157): its replay writes the `answers` rows and leaves the cells, then each of these counts the
 * whole table in one statement, the four at once: the same rows as page by page (an erasure replayed leaves its cells at
 * zero, sign 0 above, and the fold adds the answers left), without an upsert of a respondent's row per answer.
 */
export const CELLS_AFTER_REPLAY: readonly string[] = Object.values(cellStatements('answers', 1));

/** the columns `cellsAfter` reads from its source */
export const CELL_SOURCE_COLUMNS =
  'workspace_id, assessment_id, question_id, cycle_id, participant_id, group_ids, tenure_days, scale, value';
