import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon, { type Request, type Result } from 'autocannon';
import { createRespondentTokens } from '@canopy/survey';
import type { BenchCluster } from '../support/cluster.ts';
import { createWorkspace, signIn, startFullServer } from '../support/fullServer.ts';
import { count, millis, perSecond, ratio, verdict, type BenchReport } from '../support/report.ts';
import { BENCH_JWT_SECRET } from '../support/runtimeConfig.ts';
import { startServer } from './gatewayCommand.ts';

const CONNECTIONS = 50;
const DURATION_S = 10;
const WARMUP_S = 2;
const PARTICIPANTS = 30_000;
const QUESTIONS = 5;
const GOAL_PER_SECOND = 1_500;
const GOAL_P99_MS = 100;

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
/** user + system CPU seconds of one process so far: the work a submission costs the server, which a loaded machine stretches less than its rate */
const cpuSecondsOf = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
};

const call = async <T>(url: string, token: string, method: string, path: string, body?: unknown): Promise<T> => {
  const answer = await fetch(`${url}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (answer.status >= 300) throw new Error(`${method} ${path} answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as T;
};

const load = (url: string, duration: number, request: Request) =>
  autocannon({ url, connections: CONNECTIONS, duration, pipelining: 1, timeout: 10, requests: [request] });

/**
 * Respondents submitting one assessment each through the public `POST /answers`, 50 connections, every request a
 * participant no other request of the run uses (one response stream each): token check, link, participant and
 * package (from the memory the read models keep, ADR 0149), the decide and one append on the respondent's own stream
 * through the group commit, answered once appended (ADR 0148). `BENCH_SERVER_ARGS="--cpu-prof --cpu-prof-dir=..."`
 * profiles the server; its last 11 s are the measured load.
 */
export const answerSubmissionsBench = async (cluster: BenchCluster, progress: (line: string) => void): Promise<BenchReport> => {
  const databaseUrl = await cluster.createDatabase('bench_answers');
  const server = await startFullServer(databaseUrl);
  let stopped = false;
  try {
    const token = await signIn(server.url);
    const workspaceId = await createWorkspace(server.url, token, 'Respondents');
    const ids: string[] = [];
    for (let start = 0; start < PARTICIPANTS; start += 5_000) {
      const rows = Array.from({ length: Math.min(5_000, PARTICIPANTS - start) }, (_, i) => ({
        workspace_id: workspaceId,
        first_name: 'Respondent',
        last_name: `${start + i}`,
        email: `respondent-${start + i}@load.example`,
      }));
      const added = await call<{ participants: Array<{ id: string }> }>(server.url, token, 'POST', '/participants', rows);
      ids.push(...added.participants.map((participant) => participant.id));
    }
    progress(`answers: ${count(ids.length)} participants added`);
    const category = await call<{ id: string }>(server.url, token, 'POST', '/categories', { name: 'Bench' });
    const assessment = await call<{ id: string; questions: Array<{ id: string }> }>(server.url, token, 'POST', '/assessments', {
      name: { en_US: 'Pulse' },
      category_id: category.id,
      questions: Array.from({ length: QUESTIONS }, (_, index) => ({
        index,
        body: { en_US: `Question ${index + 1}` },
        answer_type: 'one_to_five',
      })),
    });
    const pkg = await call<{ id: string }>(server.url, token, 'POST', '/packages', { name: 'Bench pulse', workspace_id: workspaceId });
    await call(server.url, token, 'POST', `/assessments/${assessment.id}/to-package/${pkg.id}`, { relation: true });
    const link = await call<{ package_link: string }>(server.url, token, 'POST', `/packages/${pkg.id}/link`, { is_forever: true });
    const tokens = createRespondentTokens(BENCH_JWT_SECRET);
    let next = 0;
    const submission: Request = {
      method: 'POST',
      setupRequest: (request) => {
        const participantId = ids[next++ % ids.length]!;
        return {
          ...request,
          method: 'POST',
          path: '/api/v1/answers',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            token: tokens.sign(link.package_link, participantId),
            link: link.package_link,
            participant_id: participantId,
            package_id: pkg.id,
            assessment_id: assessment.id,
            answers: assessment.questions.map((question, index) => ({
              question_id: question.id,
              answer_type: 'one_to_five',
              answer_value: 1 + ((index + next) % 5),
            })),
            collaboration: [],
          }),
        };
      },
    };
    await load(server.url, WARMUP_S, submission);
    const cpuBefore = cpuSecondsOf(server.pid);
    const ours = await load(server.url, DURATION_S, submission);
    const serverCpuMs = ((cpuSecondsOf(server.pid) - cpuBefore) * 1000) / Math.max(1, ours['2xx']);
    const used = next;
    const rate = ours['2xx'] / ours.duration;
    progress(
      `answers: ${perSecond(rate, 'submissions')}, p99 ${millis(ours.latency.p99)}, ${count(ours.non2xx)} non-2xx, ${ours.errors} errors, server CPU ${serverCpuMs.toFixed(2)} ms per submission`,
    );
    if (used > ids.length)
      progress(`answers: ${count(used)} requests for ${count(ids.length)} participants: the last ${count(used - ids.length)} were repeats`);
    await server.stop();
    stopped = true;

    const bareServer = await startServer('bare', databaseUrl);
    let bare: Result;
    try {
      await load(bareServer.url, WARMUP_S, { method: 'GET', path: '/bare' });
      bare = await load(bareServer.url, DURATION_S, { method: 'GET', path: '/bare' });
    } finally {
      await bareServer.stop();
    }
    const bareRate = bare['2xx'] / bare.duration;
    progress(`answers: bare fastify ${perSecond(bareRate, 'requests')}, p99 ${millis(bare.latency.p99)}`);
    return {
      title: 'Answer submissions through the gateway',
      howMeasured:
        `The product as shipped (every module and projection) in its own Node process; one workspace of ${count(PARTICIPANTS)} participants, ` +
        `a package of one ${QUESTIONS}-question assessment with a forever link. autocannon with ${CONNECTIONS} connections, pipelining 1, ` +
        `${WARMUP_S} s warm-up then ${DURATION_S} s measured; each request is \`POST /api/v1/answers\` (no session) for the next participant, ` +
        `with a respondent token signed as identify signs it, so each request writes its own response stream (one append, answered ` +
        `once stored; the projections follow in the same process). Figure: 2xx answers / duration; p99 of all answers. Baseline: a bare fastify \`GET /bare\` in its own ` +
        `process under the same settings, in the same run. Server, PostgreSQL and load generator share the machine's cores.`,
      rows: [
        {
          bench: `POST /answers, ${CONNECTIONS} connections, distinct participants`,
          figure: perSecond(rate, 'submissions'),
          goal: `>= ${count(GOAL_PER_SECOND)} submissions/s`,
          baseline: `bare fastify GET: ${perSecond(bareRate, 'req')}`,
          ratio: ratio(rate, bareRate),
          verdict: verdict(rate >= GOAL_PER_SECOND),
        },
        {
          bench: 'POST /answers, p99 latency',
          figure: `${millis(ours.latency.p99)} p99`,
          goal: `<= ${GOAL_P99_MS} ms`,
          baseline: `bare fastify GET: ${millis(bare.latency.p99)} p99`,
          ratio: ratio(ours.latency.p99, bare.latency.p99),
          verdict: verdict(ours.latency.p99 <= GOAL_P99_MS),
        },
        {
          bench: 'diagnostic: server CPU (user + system) per accepted submission, projections included',
          figure: `${serverCpuMs.toFixed(2)} ms`,
          goal: '—',
          baseline: `the bare fastify GET's rate: ${(1000 / bareRate).toFixed(2)} ms per request`,
          ratio: ratio(serverCpuMs, 1000 / bareRate),
          verdict: '—',
        },
      ],
    };
  } finally {
    if (!stopped) await server.stop();
  }
};
