import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '@canopy/contracts';
import { submittedRun } from '@canopy/projections/analytics/answers/projectAnswers';
import { answersSchema } from '@canopy/projections/analytics/answers/schema';
import pg from 'pg';
import { startBenchCluster } from '../support/cluster.ts';
import { answersTablesWithPeople } from './answersTables.ts';

/**
 * `node src/diagnostics/explainAnswersReplay.ts`: where a rebuild of the answers projection spends its time in
 * PostgreSQL (ADR 0157). The analytics_answers tables as a rebuild prepares them (the deferred indexes left out) on a
 * fresh database, `REPLAY_PEOPLE` people in 20 groups, then `REPLAY_CYCLES` cycles of one submission each x 10
 * five-point questions, in pages of `REPLAY_PAGE` submissions in the log's order (`REPLAY_ORDER`: `cycle`, everyone
 * answering a cycle before the next one opens, or `person`, as the culture bench's writers append them), each applied
 * by the projection's own statement as a replay writes it (no cells), timed; then each of the statements the rebuild
 * runs after the replay (`afterReplay`) under EXPLAIN (ANALYZE, BUFFERS), one after the other (`REPLAY_WORK_MEM=128MB`: with
 * the rebuild's settings, that `work_mem` and sorts off).
 */
const PEOPLE = Number(process.env.REPLAY_PEOPLE ?? 2_000);
const GROUPS = 20;
const QUESTIONS = 10;
const CYCLES = Number(process.env.REPLAY_CYCLES ?? 10);
const PAGE = Number(process.env.REPLAY_PAGE ?? 5_000);
/** `REPLAY_LIVE=1`: the pages as a live batch writes them, the cells upserted by each (what a replay did before ADR 0157) */
const LIVE = process.env.REPLAY_LIVE === '1';
/** the page run under EXPLAIN (ANALYZE, BUFFERS), 0 none */
const EXPLAIN_PAGE = Number(process.env.REPLAY_EXPLAIN_PAGE ?? 0);
const ORDER = process.env.REPLAY_ORDER === 'person' ? 'person' : 'cycle';

const cluster = await startBenchCluster();
try {
  const url = await cluster.createDatabase('explain_replay');
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const client = await pool.connect();
  const people = await answersTablesWithPeople(client, PEOPLE, GROUPS);
  const questions = Array.from({ length: QUESTIONS }, () => randomUUID());
  const submission = (p: number, cycle: number) =>
    ({
      type: 'AssessmentResponseSubmitted',
      schemaVersion: 1,
      data: {
        package_id: 'pkg',
        workspace_id: 'w',
        team_id: 't',
        cycle_id: `cycle-${cycle}`,
        link_id: 'bench',
        participant_id: people[p]!,
        assessment_id: 'a',
        assessment_version: 1,
        answers: questions.map((question_id, q) => {
          const value = (p * 7 + cycle * 3 + q) % 6;
          return { question_id, answer_type: 'one_to_five', value, passed: value === 0 };
        }),
        collaboration: [],
        texts: {},
        identified_by: 'credential',
        submitted_at: new Date(Date.UTC(2024, 0, 1 + cycle * 7)).toISOString(),
      },
    }) as unknown as RecordedEvent;
  const log =
    ORDER === 'cycle'
      ? Array.from({ length: CYCLES }, (_, cycle) => people.map((_, p) => submission(p, cycle))).flat()
      : people.flatMap((_, p) => Array.from({ length: CYCLES }, (_, cycle) => submission(p, cycle)));
  const replayStarted = performance.now();
  for (let from = 0; from < log.length; from += PAGE) {
    const started = performance.now();
    await client.query('begin');
    const explained: string[] = [];
    const explain = from / PAGE + 1 === EXPLAIN_PAGE;
    await submittedRun(
      explain
        ? ({
            query: async (text: string, values: unknown[]) => {
              const plan = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${text}`, values);
              explained.push(...plan.rows.map((row) => row['QUERY PLAN']));
              return plan;
            },
          } as unknown as pg.PoolClient)
        : client,
      log.slice(from, from + PAGE),
      !LIVE,
    );
    if (explain) process.stdout.write(`${explained.join('\n')}\n`);
    await client.query('commit');
    process.stdout.write(
      `page ${from / PAGE + 1}: ${Math.min(PAGE, log.length - from)} submissions, ${(performance.now() - started).toFixed(0)} ms\n`,
    );
  }
  const replayMs = performance.now() - replayStarted;
  process.stdout.write(
    `replay of ${log.length * QUESTIONS} answers (${ORDER} order${LIVE ? ', cells per page' : ''}): ${replayMs.toFixed(0)} ms\n`,
  );
  for (const statement of LIVE ? [] : answersSchema.afterReplay) {
    const started = performance.now();
    await client.query('begin');
    if (process.env.REPLAY_WORK_MEM)
      await client.query(`set local work_mem = '${process.env.REPLAY_WORK_MEM}'; set local enable_sort = off`);
    const plan = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement}`);
    await client.query('commit');
    process.stdout.write(`${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}\n${(performance.now() - started).toFixed(0)} ms\n\n`);
  }
  client.release();
  await pool.end();
} finally {
  await cluster.stop();
}
