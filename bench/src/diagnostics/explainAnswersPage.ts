import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '@canopy/contracts';
import { submittedRun } from '@canopy/projections/analytics/answers/projectAnswers';
import pg from 'pg';
import { startBenchCluster } from '../support/cluster.ts';
import { answersTablesWithPeople } from './answersTables.ts';

/**
 * `node src/diagnostics/explainAnswersPage.ts`: where a page of the answers projection spends its time in PostgreSQL.
 * The analytics_answers tables (without the indexes a replay defers) on a fresh database, 2,000 people in 20 groups,
 * then `EXPLAIN_CYCLES` pages of 2,000 submissions x 10 five-point questions (one cycle a page, as a replay of the
 * culture bench's log reads them), each applied by the projection's own statement; the last page runs under
 * EXPLAIN (ANALYZE, BUFFERS), printed with each page's wall-clock time.
 */
const PEOPLE = 2_000;
const GROUPS = 20;
const QUESTIONS = 10;
const CYCLES = Number(process.env.EXPLAIN_CYCLES ?? 6);

const cluster = await startBenchCluster();
try {
  const url = await cluster.createDatabase('explain_answers');
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const client = await pool.connect();
  const people = await answersTablesWithPeople(client, PEOPLE, GROUPS);
  const questions = Array.from({ length: QUESTIONS }, () => randomUUID());
  const page = (cycle: number): RecordedEvent[] =>
    people.map(
      (participant, p) =>
        ({
          type: 'AssessmentResponseSubmitted',
          schemaVersion: 1,
          data: {
            package_id: 'pkg',
            workspace_id: 'w',
            team_id: 't',
            cycle_id: `cycle-${cycle}`,
            link_id: 'bench',
            participant_id: participant,
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
        }) as unknown as RecordedEvent,
    );
  for (let cycle = 0; cycle < CYCLES; cycle++) {
    const last = cycle === CYCLES - 1;
    const explained: string[] = [];
    const started = performance.now();
    await client.query('begin');
    await submittedRun(
      last
        ? ({
            query: async (text: string, values: unknown[]) => {
              const plan = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers, timing) ${text}`, values);
              explained.push(...plan.rows.map((row) => row['QUERY PLAN']));
              return plan;
            },
          } as unknown as pg.PoolClient)
        : client,
      page(cycle),
    );
    await client.query('commit');
    process.stdout.write(
      `page ${cycle + 1}: ${PEOPLE} submissions, ${PEOPLE * QUESTIONS} answers, ${(performance.now() - started).toFixed(0)} ms\n`,
    );
    if (last) process.stdout.write(`${explained.join('\n')}\n`);
  }
  client.release();
  await pool.end();
} finally {
  await cluster.stop();
}
