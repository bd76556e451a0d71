import { randomUUID } from 'node:crypto';
import { participantFields } from '@canopy/contracts/participants/fields.fixtures';
import { responseStream } from '@canopy/contracts/survey/responseEvents';
import { startRuntime } from '@canopy/gateway';
import { rebuildProjection } from '@canopy/platform/projections/rebuild';
import { AnalyticsFilters } from '@canopy/contracts/analytics/api';
import { answersProjection } from '@canopy/projections/analytics/answers/project';
import { createAnswersReader } from '@canopy/projections/analytics/answers/read';
import { createRosterPort } from '@canopy/workspace';
import pino from 'pino';
import { benchTeam } from '../support/benchTeam.ts';
import type { BenchCluster } from '../support/cluster.ts';
import { count, millis, perSecond, ratio, seconds, timed, verdict, type BenchReport } from '../support/report.ts';
import { benchRuntimeConfig } from '../support/runtimeConfig.ts';

// The Culture page's group-averages chart over many answers, and the answers projection's replay rate.
const PARTICIPANTS = Number(process.env.CULTURE_PARTICIPANTS ?? 2_000);
const CYCLES = Number(process.env.CULTURE_CYCLES ?? 50);
const QUESTIONS = 10;
const GROUPS = 20;
const ANSWERS = PARTICIPANTS * CYCLES * QUESTIONS;
// appends in flight: the event store commits the ones waiting together (up to 256 a commit, ADR 0009), so
// seeding a million answers goes through the real log in large batches
const WRITERS = Number(process.env.CULTURE_WRITERS ?? 256);
const REQUESTS = 200;
/** the slow diagnostic query is timed fewer times */
const DIAGNOSTIC_RUNS = Number(process.env.CULTURE_DIAGNOSTIC_RUNS ?? 20);
/** the baseline's reads are timed fewer times too: at a million answers each takes about a second */
const BASELINE_RUNS = Number(process.env.CULTURE_BASELINE_RUNS ?? 40);
/** charts timed at a new data version each */
const COLD_RUNS = 10;
const GOAL_P95_MS = 50;
const GOAL_REPLAY = 100_000;
/** events per page of the log in the rebuild (its default is 5,000) */
const REPLAY_PAGE = Number(process.env.CULTURE_REPLAY_PAGE ?? 5_000);
const PASSWORD = 'bench-culture-secret';

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

export const cultureBench = async (cluster: BenchCluster, progress: (line: string) => void): Promise<BenchReport> => {
  const url = await cluster.createDatabase('bench_culture');
  const runtime = await startRuntime({ config: benchRuntimeConfig(url), logger: pino({ level: 'silent' }) });
  try {
    const { teamId, consultantIds, call } = await benchTeam(runtime, { email: 'culture@example.com', password: PASSWORD });
    const workspaceId = (
      await call<{ id: string }>('POST', '/workspaces', { name: 'Culture bench', additional_info: { formation_type: 2 } })
    ).id;
    const category = await call<{ id: string }>('POST', '/categories', { name: 'Bench' });
    const assessment = await call<{ id: string; version: number; questions: { id: string }[] }>('POST', '/assessments', {
      name: { en_US: 'Bench pulse' },
      category_id: category.id,
      questions: Array.from({ length: QUESTIONS }, (_, index) => ({
        index,
        body: { en_US: `Question ${index + 1}` },
        answer_type: 'one_to_five',
      })),
    });
    const pkg = await call<{ id: string }>('POST', '/packages', {
      name: 'Bench package',
      description: '',
      workspace_id: workspaceId,
    });
    await call('POST', `/assessments/${assessment.id}/to-package/${pkg.id}`, { relation: true });

    // participants in 20 groups, through the roster port as a CSV import would
    const context = () => ({ teamId, workspaceId, actor: consultantIds[0]!, correlationId: randomUUID(), now: new Date() });
    const imported = await createRosterPort(runtime.deps).importParticipants({
      workspaceId,
      source: 'csv',
      rows: Array.from({ length: PARTICIPANTS }, (_, n) => ({
        row: n + 1,
        fields: participantFields({
          first_name: `P${n}`,
          last_name: 'Bench',
          email: `p${n}@bench.example`,
          hiring_date: new Date(Date.UTC(2015 + (n % 10), n % 12, 1)).toISOString(),
        }),
        groups: [{ name: `Team ${String(n % GROUPS).padStart(2, '0')}` }],
      })),
      context: context(),
    });
    const people = imported.created;
    if (people.length !== PARTICIPANTS) throw new Error(`imported ${people.length} participants`);

    // the answers: each participant answers every cycle, through the response streams (16 writers)
    const cycles = Array.from({ length: CYCLES }, (_, index) => ({
      id: `cycle-${index}`,
      at: new Date(Date.UTC(2024, 0, 1) + index * 7 * 86_400_000).toISOString(),
    }));
    const jobs = people.flatMap((participantId, p) => cycles.map((cycle, c) => ({ participantId, p, cycle, c })));
    let next = 0;
    const appended = await timed(() =>
      Promise.all(
        Array.from({ length: WRITERS }, async () => {
          while (next < jobs.length) {
            const job = jobs[next++]!;
            await runtime.platform.log.append(
              responseStream(pkg.id, job.participantId, job.cycle.id),
              [
                {
                  type: 'AssessmentResponseSubmitted',
                  data: {
                    package_id: pkg.id,
                    workspace_id: workspaceId,
                    team_id: teamId,
                    cycle_id: job.cycle.id,
                    link_id: 'bench',
                    participant_id: job.participantId,
                    assessment_id: assessment.id,
                    assessment_version: assessment.version,
                    answers: assessment.questions.map((question, q) => {
                      const value = (job.p * 7 + job.c * 3 + q) % 6;
                      return { question_id: question.id, answer_type: 'one_to_five' as const, value, passed: value === 0 };
                    }),
                    collaboration: [],
                    texts: {},
                    identified_by: 'credential' as const,
                    submitted_at: job.cycle.at,
                  },
                },
              ],
              { expectedRevision: 'any', context: context() },
            );
          }
        }),
      ),
    );
    progress(`culture: appended ${count(jobs.length)} submissions (${count(ANSWERS)} answers) in ${seconds(appended.ms)}`);
    const head = await runtime.platform.store.headPosition();
    // every read model caught up (not only this one): the log read and the replay below then have the machine to
    // themselves, not the other projections still applying these submissions
    if (!(await runtime.deps.waiter.waitFor(head!, undefined, 600_000))) throw new Error('the read models did not catch up');
    const pool = runtime.platform.pool;
    await pool.query('vacuum analyze analytics_answers.answers');
    await pool.query('checkpoint');

    // the floor under replay: reading the whole log alone, in the pages the rebuild reads (no projection)
    const { store } = runtime.platform;
    const readAlone = await timed(async () => {
      let after = null as Awaited<ReturnType<typeof store.headPosition>>;
      for (;;) {
        const page = await store.readAll({ after, limit: REPLAY_PAGE, dataOf: answersProjection.handles });
        if (page.length === 0) break;
        after = page[page.length - 1]!.position;
      }
    });
    progress(`culture: reading the log alone ${perSecond((ANSWERS * 1000) / readAlone.ms, 'answers')} (${seconds(readAlone.ms)})`);

    // replay: the answers read model rebuilt from the whole log (every event type it handles)
    const rebuilt = await timed(() =>
      rebuildProjection({ pool, store, log: runtime.platform.log, projection: answersProjection, batchSize: REPLAY_PAGE }),
    );
    const stored = Number((await pool.query<{ n: string }>('select count(*) as n from analytics_answers.answers')).rows[0]!.n);
    if (stored !== ANSWERS) throw new Error(`${stored} answers projected, expected ${ANSWERS}`);
    const replayRate = (ANSWERS * 1000) / rebuilt.ms;
    const readRate = (ANSWERS * 1000) / readAlone.ms;
    progress(
      `culture: replay ${perSecond(replayRate, 'answers')} (${seconds(rebuilt.ms)}), ${ratio(replayRate, readRate)}x the log read alone`,
    );
    for (const table of ['answers', 'scores', 'cells', 'cell_people', 'cell_submissions', 'cell_versions'])
      await pool.query(`vacuum analyze analytics_answers.${table}`);

    // the chart through the API, one request in flight (Combined, then Cycles); baseline: the same SQL run bare
    const chartTimes = async (view: 'combined' | 'cycles', rows: number) => {
      const times: number[] = [];
      for (let i = 0; i < REQUESTS + 20; i++) {
        const started = performance.now();
        const chart = await call<{ groups: unknown[] }>('POST', `/analytics/workspaces/${workspaceId}/charts/data`, {
          type: 'type1',
          view,
          assessment_id: assessment.id,
        });
        if (i >= 20) times.push(performance.now() - started);
        if (chart.groups.length !== rows) throw new Error(`${view} chart has ${chart.groups.length} rows, expected ${rows}`);
      }
      return times;
    };
    const api = await chartTimes('combined', GROUPS + 1);
    const apiCycles = await chartTimes('cycles', (GROUPS + 1) * CYCLES);
    // the first chart at a new data version (ADR 0129): the cells' rollups read again and the release rule decided
    // again, as after each batch of answers; a new version is stamped the way the projection stamps it
    const cold: number[] = [];
    for (let i = 0; i < COLD_RUNS; i++) {
      await pool.query('update analytics_answers.cell_versions set version = pg_current_xact_id()::text::bigint');
      const started = performance.now();
      await call('POST', `/analytics/workspaces/${workspaceId}/charts/data`, {
        type: 'type1',
        view: 'combined',
        assessment_id: assessment.id,
      });
      cold.push(performance.now() - started);
    }
    const timeCall = async (run: () => Promise<unknown>, runs = REQUESTS, warmUp = 20) => {
      const times: number[] = [];
      for (let i = 0; i < runs + warmUp; i++) {
        const started = performance.now();
        await run();
        if (i >= warmUp) times.push(performance.now() - started);
      }
      return times;
    };
    // baseline: what the chart read per request before the rollups were kept with the release (ADR 0129): the cells
    // of the filter lattice (ADR 0086) summed in SQL for the groups and everyone, with their respondents, in process
    const answers = createAnswersReader(pool);
    const query = {
      workspaceId,
      assessmentId: assessment.id,
      filters: AnalyticsFilters.parse({}),
      byQuestion: false,
      now: new Date(),
      minimum: 5,
    };
    const chartReads = (byCycle: boolean, from: 'cells' | 'answers') => () =>
      Promise.all([
        (from === 'cells' ? answers.aggregate : answers.aggregateFromAnswers)({ ...query, byCycle, byGroup: true }),
        (from === 'cells' ? answers.aggregate : answers.aggregateFromAnswers)({ ...query, byCycle, byGroup: false }),
      ]);
    const bare = await timeCall(chartReads(false, 'cells'), BASELINE_RUNS, 2);
    const bareCycles = await timeCall(chartReads(true, 'cells'), BASELINE_RUNS, 2);
    // diagnostic: what the chart read before the cells (ADR 0056), one row per answer with its cell's size
    const perAnswer = await timeCall(chartReads(false, 'answers'), DIAGNOSTIC_RUNS, 2);
    const [apiP95, bareP95] = [percentile(api, 95), percentile(bare, 95)];
    const [cyclesP95, bareCyclesP95] = [percentile(apiCycles, 95), percentile(bareCycles, 95)];
    progress(`culture: type1 chart ${millis(apiP95)} p95 at the API, in process ${millis(bareP95)} p95`);
    progress(`culture: type1 Cycles chart ${millis(cyclesP95)} p95 at the API, in process ${millis(bareCyclesP95)} p95`);
    progress(`culture: type1 chart at a new data version ${millis(percentile(cold, 50))} p50, slowest ${millis(Math.max(...cold))}`);

    return {
      title: 'Culture charts over many answers',
      howMeasured:
        `The real runtime in the bench process on a fresh database. ${count(PARTICIPANTS)} participants in ${GROUPS} groups (roster port), ` +
        `one assessment of ${QUESTIONS} five-point questions in a package, and ${count(jobs.length)} submissions (each participant in each ` +
        `of ${CYCLES} cycles, ${count(ANSWERS)} scored answers, about one in six a pass) appended to the response streams by ${WRITERS} writers in flight ` +
        `(took ${seconds(appended.ms)}), projected, then vacuumed. Replay: \`rebuildProjection\` of \`analytics_answers\` over the whole log ` +
        `(the roster's events and the submissions), wall-clock including the swap; figure = scored answers / time. Chart: ` +
        `\`POST /api/v1/analytics/workspaces/{id}/charts/data\` type1 for the assessment (all participants plus ${GROUPS} groups, suppression applied), ` +
        `${REQUESTS} measured after 20 warm-up, one in flight, timed at the client, in the Combined view and in the Cycles view; the figures ` +
        `are sums of the cells' rollups kept with the release rule per data version (ADR 0129). At a new data version: ${COLD_RUNS} Combined ` +
        `charts, each after a new version is stamped (the cells read again, the rule decided again). Baseline: what the chart read per request ` +
        `before ADR 0129, the cells of the filter lattice (ADR 0086) summed in SQL for the groups and everyone with their respondents, in ` +
        `process, ${BASELINE_RUNS} times after 2 warm-up. Diagnostic: the same reads over one row per answer with its cell's size (ADR 0056), ` +
        `${DIAGNOSTIC_RUNS} times after 2 warm-up.`,
      rows: [
        {
          bench: `type1 chart, ${GROUPS} groups, ${count(ANSWERS)} answers, at the API`,
          figure: `${millis(apiP95)} p95 (p50 ${millis(percentile(api, 50))})`,
          goal: `p95 <= ${GOAL_P95_MS} ms`,
          baseline: `the cells summed in SQL per request, in process: ${millis(bareP95)} p95`,
          ratio: ratio(apiP95, bareP95),
          verdict: verdict(apiP95 <= GOAL_P95_MS),
        },
        {
          bench: 'type1 chart at a new data version (after each batch of answers), at the API',
          figure: `${millis(percentile(cold, 50))} p50 (slowest of ${COLD_RUNS}: ${millis(Math.max(...cold))})`,
          goal: '—',
          baseline: `the cells summed in SQL per request, in process: ${millis(bareP95)} p95`,
          ratio: ratio(percentile(cold, 50), bareP95),
          verdict: '—',
        },
        {
          bench: `type1 chart, Cycles view (${CYCLES} cycles), at the API`,
          figure: `${millis(cyclesP95)} p95 (p50 ${millis(percentile(apiCycles, 50))})`,
          goal: '—',
          baseline: `the cells summed in SQL per request, in process: ${millis(bareCyclesP95)} p95`,
          ratio: ratio(cyclesP95, bareCyclesP95),
          verdict: '—',
        },
        {
          bench: 'diagnostic: the same reads over one row per answer (before the cells)',
          figure: `${millis(percentile(perAnswer, 95))} p95`,
          goal: '—',
          baseline: `cells: ${millis(bareP95)} p95`,
          ratio: ratio(percentile(perAnswer, 95), bareP95),
          verdict: '—',
        },
        {
          bench: `diagnostic: reading the same log alone, pages of ${count(REPLAY_PAGE)} events`,
          figure: perSecond((ANSWERS * 1000) / readAlone.ms, 'answers'),
          goal: '—',
          baseline: '—',
          ratio: '—',
          verdict: '—',
        },
        {
          bench: `replay of analytics_answers, ${count(ANSWERS)} answers`,
          figure: perSecond(replayRate, 'answers'),
          goal: `>= ${count(GOAL_REPLAY)} answers/s`,
          baseline: `reading the same log alone: ${perSecond(readRate, 'answers')}`,
          ratio: ratio(replayRate, readRate),
          verdict: verdict(replayRate >= GOAL_REPLAY),
        },
      ],
    };
  } finally {
    await runtime.stop();
    await cluster.dropDatabase('bench_culture');
  }
};
