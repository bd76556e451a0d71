import { randomUUID } from 'node:crypto';
import { AnalyticsFilters, type BlocksResponse, type ChartData, HIRING_RANGES } from '@canopy/contracts/analytics/api';
import { participantFields } from '@canopy/contracts/participants/fields.fixtures';
import { responseStream } from '@canopy/contracts/survey/responseEvents';
import { startRuntime } from '@canopy/gateway';
import { createAnswersReader } from '@canopy/projections/analytics/answers/read';
import { createRosterPort } from '@canopy/workspace';
import pino from 'pino';
import { apiCall } from '../support/apiCall.ts';
import { benchTeam } from '../support/benchTeam.ts';
import type { BenchCluster } from '../support/cluster.ts';
import { count, millis, ratio, timed, verdict, type BenchReport, type BenchRow } from '../support/report.ts';
import { benchRuntimeConfig } from '../support/runtimeConfig.ts';

// What the release rule of ADR 0128 costs: the demo's and a 2,000-person workspace's totals against everyone who
// answered (counted independently, from the submissions), the groups shown against those of at least the minimum,
// and what gives way instead of people: the share of sites and of tenure ranges per department (the intersections a
// chart asks for: its rows are the filter's groups, so a department x site cell is never a chart's row) refused.
// Then the time a chart over every answer takes, now that it reads the answers summed per cell (ADR 0129).
const PEOPLE = 2_000;
const QUESTIONS = 10;
const PASSWORD = 'bench-anonymity-secret';
const DAY = 86_400_000;
const RUNS = 30;

/** a small deterministic generator: the same workspace every run */
const generator = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)]!;

type Call = <T>(method: string, path: string, body?: unknown) => Promise<T>;
const caller = (url: string, token: () => string | null): Call => {
  const call = apiCall(url);
  return <T>(method: string, path: string, body?: unknown) => call<T>(method, path, token(), body);
};

/** the type1 chart over every question, Combined, with and without a hiring range: respondents shown and held back */
const costOf = async (call: Call, workspaceId: string, assessmentId: string, hiring: string | null = null) => {
  const chart = await call<Extract<ChartData, { type: 'type1' }>>('POST', `/analytics/workspaces/${workspaceId}/charts/data`, {
    type: 'type1',
    assessment_id: assessmentId,
    period_of_hiring_date: hiring,
  });
  const everyone = chart.groups.find((group) => group.group_id === null);
  return {
    shown: everyone?.respondents ?? 0,
    held: chart.held_back,
    groupsShown: chart.groups.filter((group) => group.group_id !== null && !group.suppressed).length,
    groups: chart.groups.filter((group) => group.group_id !== null),
  };
};

type Row = Awaited<ReturnType<typeof costOf>>['groups'][number];
/** rows shown, refused although their population holds the minimum ('apart'), and under the minimum ('small') */
const tally = (rows: readonly Row[]) => ({
  shown: rows.filter((row) => !row.suppressed).length,
  apart: rows.filter((row) => row.suppressed && row.withheld === 'apart').length,
  small: rows.filter((row) => row.suppressed && row.withheld !== 'apart').length,
});
const share = (part: number, whole: number) => (whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1)}%`);
const tallied = (counts: ReturnType<typeof tally>) =>
  `${counts.shown} shown, ${counts.apart} refused beside others, ${counts.small} under the minimum`;

export const anonymityCostBench = async (cluster: BenchCluster, progress: (line: string) => void): Promise<BenchReport> => {
  const rows: BenchRow[] = [];

  // the demo, as npm start seeds it
  const demoUrl = await cluster.createDatabase('bench_anonymity_demo');
  const demo = await startRuntime({
    config: benchRuntimeConfig(demoUrl, { SEED_DEMO: 'true' }),
    logger: pino({ level: 'silent' }),
  });
  try {
    let token: string | null = null;
    const call = caller(demo.url, () => token);
    token = (await call<{ access_token: string }>('POST', '/auth/authenticate', { email: 'demo@canopy.local', password: 'canopy-demo' }))
      .access_token;
    const me = await call<{ team_id: string }>('GET', '/consultants/current');
    const northwind = (await call<{ id: string; name: string }[]>('GET', `/workspaces/by-team/${me.team_id}`)).find(
      (item) => item.name === 'Northwind Health',
    )!;
    let blocks = await call<BlocksResponse>('GET', `/analytics/workspaces/${northwind.id}/blocks`);
    for (let tries = 0; !blocks.has_answers && tries < 300; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      blocks = await call<BlocksResponse>('GET', `/analytics/workspaces/${northwind.id}/blocks`);
    }
    const head = await demo.platform.store.headPosition();
    await demo.deps.waiter.waitFor(head!, ['analytics_answers'], 60_000);
    const reader = createAnswersReader(demo.platform.pool);
    const departments = new Set(
      (await reader.groups(northwind.id, true)).filter((group) => group.origin === 'default').map((group) => group.id),
    );
    for (const block of blocks.blocks.filter((item) => item.assessment_id)) {
      const cost = await costOf(call, northwind.id, block.assessment_id!);
      // everyone who submitted the assessment, and each department's respondents at the answer, from the submissions
      const { rows: everyone } = await demo.platform.pool.query<{ people: number }>(
        'select count(distinct participant_id)::int as people from analytics_answers.scores where workspace_id = $1 and assessment_id = $2',
        [northwind.id, block.assessment_id],
      );
      const { rows: perGroup } = await demo.platform.pool.query<{ group_id: string; people: number }>(
        `select g as group_id, count(distinct participant_id)::int as people from analytics_answers.scores, unnest(group_ids) as g
          where workspace_id = $1 and assessment_id = $2 group by g`,
        [northwind.id, block.assessment_id],
      );
      const eligible = new Set(perGroup.filter((row) => departments.has(row.group_id) && row.people >= 5).map((row) => row.group_id));
      const shownDepartments = cost.groups.filter((group) => eligible.has(group.group_id!) && !group.suppressed).length;
      const people = everyone[0]?.people ?? 0;
      const meets = cost.shown === people && cost.held === 0 && shownDepartments === eligible.size;
      progress(
        `anonymity: demo ${block.name}: ${cost.shown} of ${people} in the total, held_back ${cost.held}, ${shownDepartments} of ${eligible.size} departments of 5 or more shown`,
      );
      rows.push({
        bench: `demo (Northwind Health), ${block.name}: All participants; departments of 5 or more shown`,
        figure: `${count(cost.shown)} respondents, held_back ${cost.held}; ${shownDepartments} of ${eligible.size} departments`,
        goal: 'every respondent, held_back 0, every department of 5 or more',
        baseline: `${count(people)} who submitted; ${eligible.size} departments of 5 or more`,
        ratio: ratio(cost.shown, people),
        verdict: verdict(meets),
      });
    }
  } finally {
    await demo.stop();
    await cluster.dropDatabase('bench_anonymity_demo');
  }

  // a 2,000-person workspace: 20 departments of uneven size, 4 sites across them, hiring dates over 12 years
  const url = await cluster.createDatabase('bench_anonymity_2000');
  const runtime = await startRuntime({ config: benchRuntimeConfig(url), logger: pino({ level: 'silent' }) });
  try {
    const { teamId, consultantIds, call, token } = await benchTeam(runtime, { email: 'anonymity@example.com', password: PASSWORD });
    const workspaceId = (
      await call<{ id: string }>('POST', '/workspaces', { name: 'Anonymity bench', additional_info: { formation_type: 2 } })
    ).id;
    // the departments are the workspace's classification (default groups), the sites another grouping
    const classified = new FormData();
    classified.set('group_classification', 'department');
    const put = await fetch(`${runtime.url}/api/v1/workspaces/${workspaceId}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: classified,
    });
    if (put.status !== 200) throw new Error(`PUT workspace: ${put.status} ${await put.text()}`);
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
    const pkg = await call<{ id: string }>('POST', '/packages', { name: 'Bench package', description: '', workspace_id: workspaceId });
    await call('POST', `/assessments/${assessment.id}/to-package/${pkg.id}`, { relation: true });

    const random = generator(2_026);
    // department sizes falling off as 1/rank (the largest about 550, the smallest about 28), sites across them
    const weights = Array.from({ length: 20 }, (_, rank) => 1 / (rank + 1));
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    const departmentOf = (n: number) => {
      let left = (n / PEOPLE) * total;
      for (const [index, weight] of weights.entries()) {
        if (left < weight) return index;
        left -= weight;
      }
      return weights.length - 1;
    };
    // tenure at the first cycle: a fifth under a year, the rest spread to 12 years; a few without a date
    const tenureDays = () => (random() < 0.05 ? null : random() < 0.2 ? Math.floor(random() * 365) : 365 + Math.floor(random() * 11 * 365));
    const firstCycle = Date.now() - 60 * DAY;
    const context = () => ({ teamId, workspaceId, actor: consultantIds[0]!, correlationId: randomUUID(), now: new Date() });
    const imported = await createRosterPort(runtime.deps).importParticipants({
      workspaceId,
      source: 'csv',
      rows: Array.from({ length: PEOPLE }, (_, n) => {
        const days = tenureDays();
        return {
          row: n + 1,
          fields: participantFields({
            first_name: `P${n}`,
            last_name: 'Bench',
            email: `p${n}@anonymity.example`,
            hiring_date: days === null ? '' : new Date(firstCycle - days * DAY).toISOString(),
            department: `Department ${String(departmentOf(n) + 1).padStart(2, '0')}`,
          }),
          groups: [{ name: `Site ${1 + Math.floor(random() * 4)}` }],
        };
      }),
      context: context(),
    });
    const people = imported.created;
    progress(`anonymity: imported ${count(people.length)} people`);
    let submissions = 0;
    const answered = new Set<string>();
    const cycles = [
      { id: `cycle-1-${randomUUID()}`, at: new Date(firstCycle).toISOString(), turnout: 0.8 },
      { id: `cycle-2-${randomUUID()}`, at: new Date(Date.now() - 10 * DAY).toISOString(), turnout: 0.7 },
    ];
    for (const cycle of cycles) {
      const answering = people.filter(() => random() < cycle.turnout);
      submissions += answering.length;
      for (const person of answering) answered.add(person);
      await Promise.all(
        Array.from({ length: 32 }, async (_, writer) => {
          for (let index = writer; index < answering.length; index += 32) {
            const participantId = answering[index]!;
            await runtime.platform.log.append(
              responseStream(pkg.id, participantId, cycle.id),
              [
                {
                  type: 'AssessmentResponseSubmitted',
                  data: {
                    package_id: pkg.id,
                    workspace_id: workspaceId,
                    team_id: teamId,
                    cycle_id: cycle.id,
                    link_id: 'bench',
                    participant_id: participantId,
                    assessment_id: assessment.id,
                    assessment_version: assessment.version,
                    answers: assessment.questions.map((question, q) => {
                      const value = (index * 7 + q * 3) % 20 === 0 ? 0 : 1 + ((index + q) % 5);
                      return { question_id: question.id, answer_type: 'one_to_five' as const, value, passed: value === 0 };
                    }),
                    collaboration: [],
                    texts: {},
                    identified_by: 'credential' as const,
                    submitted_at: cycle.at,
                  },
                },
              ],
              { expectedRevision: 'any', context: context() },
            );
          }
        }),
      );
    }
    progress(`anonymity: ${count(submissions)} submissions in 2 cycles`);
    const head = await runtime.platform.store.headPosition();
    if (!(await runtime.deps.waiter.waitFor(head!, ['analytics_answers'], 300_000)))
      throw new Error('the answers projection did not catch up');
    // and every submission projected: the head read right after the appends can be older than the last of them (the
    // Postgres store shows an event once the transactions before it have ended), so the waiter alone can return early
    const projected = async () =>
      (
        await runtime.platform.pool.query<{ people: number }>(
          'select count(distinct participant_id)::int as people from analytics_answers.scores where workspace_id = $1 and assessment_id = $2',
          [workspaceId, assessment.id],
        )
      ).rows[0]?.people ?? 0;
    for (let waited = 0; (await projected()) < answered.size; waited++) {
      if (waited > 300) throw new Error(`${await projected()} of ${answered.size} respondents projected`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await runtime.platform.pool.query('vacuum analyze analytics_answers.answers');

    const reader = createAnswersReader(runtime.platform.pool);
    const groups = await reader.groups(workspaceId, true);
    const departments = new Set(groups.filter((group) => group.origin === 'default').map((group) => group.id));
    const sites = groups.filter((group) => group.origin !== 'default');
    const cost = await costOf(call, workspaceId, assessment.id);
    // the read model's respondents (every submission the answers projection holds), beside those the bench sent
    const { rows: stored } = await runtime.platform.pool.query<{ people: number }>(
      'select count(distinct participant_id)::int as people from analytics_answers.scores where workspace_id = $1 and assessment_id = $2',
      [workspaceId, assessment.id],
    );
    const held = stored[0]?.people ?? 0;
    const departmentRows = cost.groups.filter((group) => departments.has(group.group_id!));
    const siteRows = cost.groups.filter((group) => !departments.has(group.group_id!));
    const [departmentCounts, siteCounts] = [tally(departmentRows), tally(siteRows)];
    progress(
      `anonymity: 2,000 people: ${cost.shown} of ${answered.size} in the total; departments ${tallied(departmentCounts)}; sites ${tallied(siteCounts)}`,
    );
    rows.push({
      bench: '2,000 people (20 departments, 4 sites, 12 years of hiring dates, 2 cycles), All participants',
      figure: `${count(cost.shown)} respondents, held_back ${cost.held}`,
      goal: '100% of respondents',
      baseline: `${count(answered.size)} who submitted, ${count(held)} in the answers read model`,
      ratio: ratio(cost.shown, held),
      verdict: verdict(cost.shown === held && cost.held === 0),
    });
    rows.push({
      bench: '2,000 people, departments (the classification) shown',
      figure: `${departmentCounts.shown} of ${departmentRows.length} (${tallied(departmentCounts)})`,
      goal: "every department of at least 5, bar a small group's complement",
      baseline: `${departmentRows.length - departmentCounts.small} of at least 5`,
      ratio: ratio(departmentCounts.shown, departmentRows.length - departmentCounts.small),
      // a department gives way only as a small group's complement: none is small here, so every one is shown
      verdict: verdict(departmentCounts.shown === departmentRows.length - departmentCounts.small),
    });
    rows.push({
      bench: '2,000 people, sites shown',
      figure: `${siteCounts.shown} of ${siteRows.length} (${tallied(siteCounts)})`,
      goal: 'every site shown',
      baseline: `${sites.length} sites`,
      ratio: ratio(siteCounts.shown, siteRows.length),
      verdict: verdict(siteCounts.shown === siteRows.length),
    });
    // each hiring range with the chart's rows per department: department x range, refused or shown
    const ranges = HIRING_RANGES;
    const tenure = { shown: 0, apart: 0, small: 0 };
    for (const range of ranges) {
      const counts = tally(
        (await costOf(call, workspaceId, assessment.id, range)).groups.filter((group) => departments.has(group.group_id!)),
      );
      tenure.shown += counts.shown;
      tenure.apart += counts.apart;
      tenure.small += counts.small;
    }
    const tenureTotal = tenure.shown + tenure.apart + tenure.small;
    progress(`anonymity: 2,000 people, tenure ranges per department: ${tallied(tenure)}`);
    rows.push({
      bench: `2,000 people, tenure ranges per department refused (${ranges.length} ranges x 20 departments)`,
      figure: `${share(tenure.apart, tenure.shown + tenure.apart)} of those of at least 5 refused (${tallied(tenure)})`,
      goal: 'fewer than 1/4 refused',
      baseline: `${tenure.shown + tenure.apart} of ${tenureTotal} department x range rows of at least 5`,
      ratio: ratio(tenure.apart, tenure.shown + tenure.apart),
      // a range that fewer than 5 of a department fall in is a small group, hidden as any is: not a filter refused
      verdict: verdict(tenure.apart * 4 < tenure.shown + tenure.apart),
    });
    // the time a chart over every answer takes now, against the cells summed in SQL in process, every cell counted
    const chartTimes: number[] = [];
    for (let run = 0; run < RUNS; run++) chartTimes.push((await timed(() => costOf(call, workspaceId, assessment.id))).ms);
    const filters = AnalyticsFilters.parse({});
    const cellTimes: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      cellTimes.push(
        (
          await timed(() =>
            Promise.all(
              [true, false].map((byGroup) =>
                reader.aggregate({
                  workspaceId,
                  assessmentId: assessment.id,
                  filters,
                  byGroup,
                  byCycle: false,
                  byQuestion: false,
                  now: new Date(),
                  minimum: 0,
                }),
              ),
            ),
          )
        ).ms,
      );
    }
    rows.push({
      bench: `type1 chart, 2,000 people, ${count(QUESTIONS * submissions)} answers, released cells only, at the API`,
      figure: `p95 ${millis(p95(chartTimes))}`,
      goal: '—',
      baseline: `the cells summed in SQL, every answer, in process: p95 ${millis(p95(cellTimes))}`,
      ratio: ratio(p95(chartTimes), p95(cellTimes)),
      verdict: '—',
    });
  } finally {
    await runtime.stop();
    await cluster.dropDatabase('bench_anonymity_2000');
  }
  return {
    title: 'What anonymity costs (ADR 0128)',
    howMeasured:
      'The real runtime on fresh databases. The demo as `npm start` seeds it (SEED_DEMO), and a 2,000-person workspace imported through ' +
      'the roster port: 20 departments sized 1/rank, 4 sites across them, hiring dates over 12 years (a fifth under a year, 5% none), ' +
      "two cycles with 80% and 70% turnout, 10 five-point questions, 1 answer in 20 a pass; departments are the workspace's classification. " +
      'Each row reads the type1 chart over every question (Combined): All participants against everyone who submitted (counted from the ' +
      'submissions and from the answers read model), the groups shown against those of at least the minimum of 5, then the department rows ' +
      'under each of the 9 hiring ranges, refused (`withheld` apart: large enough but it would set part of an atom apart; small: under 5) or shown. ' +
      `The time row: ${RUNS} type1 charts at the API against the cells reader's two queries (every cell) run in process.`,
    rows,
  };
};
