import { randomUUID } from 'node:crypto';
import { participantFields } from '@canopy/contracts/participants/fields.fixtures';
import { responseStream } from '@canopy/contracts/survey/responseEvents';
import { ChartDataRequest, type ChartData } from '@canopy/contracts/analytics/api';
import type { Question } from '@canopy/contracts/survey/api';
import { startRuntime } from '@canopy/gateway';
import { averageOf, chartData, confidentialAnswers, createAnswersReader, createRespondentsReader } from '@canopy/analytics';
import { createRosterPort } from '@canopy/workspace';
import pino from 'pino';
import { benchTeam } from '../support/benchTeam.ts';
import type { BenchCluster } from '../support/cluster.ts';
import { count, millis, ratio, seconds, timed, verdict, type BenchReport } from '../support/report.ts';
import { benchRuntimeConfig } from '../support/runtimeConfig.ts';

// The Cycles view's chart over every question with its intervals and tests (ADR 0120-0122, 0138) at a million
// answers, against the same chart without them, in the same run: the goal is p95 within 1.5x. Seeded as the culture
// bench seeds (participants through the roster port, submissions appended to the response streams, projected).
const PARTICIPANTS = Number(process.env.CHANGE_PARTICIPANTS ?? 2_000);
const CYCLES = Number(process.env.CHANGE_CYCLES ?? 50);
const QUESTIONS = 10;
const GROUPS = 20;
const ANSWERS = PARTICIPANTS * CYCLES * QUESTIONS;
const WRITERS = 256;
const RUNS = Number(process.env.CHANGE_RUNS ?? 100);
const WARM_UP = 10;
const GOAL_RATIO = 1.5;
const PASSWORD = 'bench-change-secret';

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

export const changeChartBench = async (cluster: BenchCluster, progress: (line: string) => void): Promise<BenchReport> => {
  const url = await cluster.createDatabase('bench_change');
  const runtime = await startRuntime({ config: benchRuntimeConfig(url), logger: pino({ level: 'silent' }) });
  try {
    const { teamId, consultantIds, call } = await benchTeam(runtime, { email: 'change@example.com', password: PASSWORD });
    const workspaceId = (
      await call<{ id: string }>('POST', '/workspaces', { name: 'Change bench', additional_info: { formation_type: 2 } })
    ).id;
    const category = await call<{ id: string }>('POST', '/categories', { name: 'Bench' });
    const assessment = await call<{ id: string; version: number; questions: Question[] }>('POST', '/assessments', {
      name: { en_US: 'Bench pulse' },
      category_id: category.id,
      questions: Array.from({ length: QUESTIONS }, (_, index) => ({
        index,
        body: { en_US: `Question ${index + 1}` },
        answer_type: 'one_to_five',
      })),
    });
    const pkg = await call<{ id: string }>('POST', '/packages', { name: 'Bench package', description: '', workspace_id: workspaceId });
    await call('POST', `/assessments/${assessment.id}/to-package/${pkg.id}`, { relation: true });
    const context = () => ({ teamId, workspaceId, actor: consultantIds[0]!, correlationId: randomUUID(), now: new Date() });
    const imported = await createRosterPort(runtime.deps).importParticipants({
      workspaceId,
      source: 'csv',
      rows: Array.from({ length: PARTICIPANTS }, (_, n) => ({
        row: n + 1,
        fields: participantFields({ first_name: `P${n}`, last_name: 'Bench', email: `p${n}@bench.example` }),
        groups: [{ name: `Team ${String(n % GROUPS).padStart(2, '0')}` }],
      })),
      context: context(),
    });
    const people = imported.created;
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
                    // a spread that moves with the cycle, so the latest two cycles differ in some groups and not others
                    answers: assessment.questions.map((question, q) => ({
                      question_id: question.id,
                      answer_type: 'one_to_five' as const,
                      value: 1 + ((job.p * 7 + job.c * 3 + q) % 5),
                      passed: false,
                    })),
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
    progress(`change: appended ${count(jobs.length)} submissions (${count(ANSWERS)} answers) in ${seconds(appended.ms)}`);
    const head = await runtime.platform.store.headPosition();
    if (!(await runtime.deps.waiter.waitFor(head!, ['analytics_answers'], 1_800_000)))
      throw new Error('the answers projection did not catch up');
    const pool = runtime.platform.pool;
    for (const table of ['answers', 'scores', 'cells', 'cell_people', 'cell_submissions', 'cell_versions'])
      await pool.query(`vacuum analyze analytics_answers.${table}`);

    // in process, both sides on the same release rule and reader: the chart as the API computes it, and the same
    // reads with the bars alone (no interval, no test)
    const answers = confidentialAnswers({ answers: createAnswersReader(pool), respondents: createRespondentsReader(pool) }, 5);
    const groups = await call<{ groups: { id: string; name: string }[] }>('GET', `/analytics/workspaces/${workspaceId}/blocks`);
    const chartContext = {
      answers,
      workspaceId,
      assessment: { id: assessment.id, questions: assessment.questions },
      groupNames: new Map(groups.groups.map((group) => [group.id, group.name])),
      cycleDates: new Map(cycles.map((cycle) => [cycle.id, cycle.at])),
      now: new Date(),
    };
    const request = (type: 'type1' | 'type5') => ChartDataRequest.parse({ type, view: 'cycles', assessment_id: assessment.id });
    const base = { workspaceId, assessmentId: assessment.id, filters: request('type1'), now: chartContext.now };
    const withTests = (type: 'type1' | 'type5') => () => chartData(chartContext, request(type));
    const withoutTests = (type: 'type1' | 'type5') => async () => {
      const query = { ...base, byCycle: true, byQuestion: type === 'type5' };
      const [byGroup, totals] = await Promise.all([
        answers.aggregate({ ...query, byGroup: true }),
        answers.aggregate({ ...query, byGroup: false }),
        answers.heldBack(base),
      ]);
      return [...totals, ...byGroup].map((row) => averageOf(row.counts));
    };
    // the two sides alternate, so the machine's load falls on both alike
    const pair = async (one: () => Promise<unknown>, other: () => Promise<unknown>) => {
      const [a, b] = [[] as number[], [] as number[]];
      for (let i = 0; i < RUNS + WARM_UP; i++) {
        for (const [run, times] of [
          [one, a],
          [other, b],
        ] as const) {
          const started = performance.now();
          await run();
          if (i >= WARM_UP) times.push(performance.now() - started);
        }
      }
      return [a, b] as const;
    };
    const check = (await withTests('type1')()) as ChartData;
    const changes = check.type === 'type1' ? (check.changes?.length ?? 0) : 0;
    const heat = (await withTests('type5')()) as ChartData;
    const cells = heat.type === 'type5' ? (heat.changes?.length ?? 0) : 0;
    progress(`change: the Cycles chart has ${changes} changes, the heatmap ${cells} cells' changes`);
    const [bars, barsBare] = await pair(withTests('type1'), withoutTests('type1'));
    const [heatmap, heatmapBare] = await pair(withTests('type5'), withoutTests('type5'));
    // at the API, as the card asks: the chart with everything, one request in flight
    const api: number[] = [];
    for (let i = 0; i < RUNS + WARM_UP; i++) {
      const started = performance.now();
      await call('POST', `/analytics/workspaces/${workspaceId}/charts/data`, {
        type: 'type1',
        view: 'cycles',
        assessment_id: assessment.id,
      });
      if (i >= WARM_UP) api.push(performance.now() - started);
    }
    const rows = [
      {
        name: `type1 Cycles chart over all ${QUESTIONS} questions (${CYCLES} cycles, ${GROUPS} groups) with intervals and change marks`,
        with: bars,
        without: barsBare,
      },
      { name: `heatmap 'change since the last cycle' (${GROUPS + 1} x ${QUESTIONS} cells)`, with: heatmap, without: heatmapBare },
    ];
    for (const row of rows)
      progress(`change: ${row.name}: ${millis(percentile(row.with, 95))} p95, without ${millis(percentile(row.without, 95))} p95`);
    progress(`change: the Cycles chart at the API ${millis(percentile(api, 95))} p95`);
    return {
      title: 'Intervals and change since the last cycle at a million answers',
      howMeasured:
        `The real runtime in the bench process on a fresh database: ${count(PARTICIPANTS)} participants in ${GROUPS} groups, ${QUESTIONS} five-point ` +
        `questions, ${CYCLES} cycles, ${count(ANSWERS)} answers appended to the response streams (${seconds(appended.ms)}) and projected. In process, ` +
        `${RUNS} runs after ${WARM_UP} warm-up, the two sides alternating: the chart as the API computes it (chartData: reads through the release ` +
        `rule, bars, every figure's interval, the change of the latest cycle against the one before with Welch, Mann-Whitney, BH and the MDD) ` +
        `against the same reads through the same rule with the bars alone. Then the Cycles chart at the API, one request in flight.`,
      rows: [
        ...rows.map((row) => ({
          bench: row.name,
          figure: `${millis(percentile(row.with, 95))} p95 (p50 ${millis(percentile(row.with, 50))})`,
          goal: `p95 <= ${GOAL_RATIO}x without`,
          baseline: `the same reads and bars without intervals or tests: ${millis(percentile(row.without, 95))} p95`,
          ratio: ratio(percentile(row.with, 95), percentile(row.without, 95)),
          verdict: verdict(percentile(row.with, 95) <= GOAL_RATIO * percentile(row.without, 95)),
        })),
        {
          bench: 'the same type1 Cycles chart at the API',
          figure: `${millis(percentile(api, 95))} p95 (p50 ${millis(percentile(api, 50))})`,
          goal: '—',
          baseline: `in process with intervals and tests: ${millis(percentile(bars, 95))} p95`,
          ratio: ratio(percentile(api, 95), percentile(bars, 95)),
          verdict: '—',
        },
      ],
    };
  } finally {
    await runtime.stop();
    await cluster.dropDatabase('bench_change');
  }
};
