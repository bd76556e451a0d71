import autocannon, { type Request, type Result } from 'autocannon';
import type { BenchCluster } from '../support/cluster.ts';
import { createWorkspace, participantCount, signIn, startFullServer } from '../support/fullServer.ts';
import { count, millis, perSecond, ratio, verdict, type BenchReport } from '../support/report.ts';

const CONNECTIONS = 50;
const DURATION_S = 10;
const WARMUP_S = 2;
const SPREAD_WORKSPACES = 50;
const GOAL_ADDS_PER_SECOND = 300;
const GOAL_P99_MS = 250;

/** one manual add per request, each with an e-mail no other request of the run uses */
const addRequest = (token: string, workspaceFor: (n: number) => string, prefix: string): Request => {
  let n = 0;
  return {
    method: 'POST',
    setupRequest: (request) => {
      n++;
      return {
        ...request,
        method: 'POST',
        path: '/api/v1/participants',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify([
          { workspace_id: workspaceFor(n), first_name: 'Load', last_name: `Tester ${n}`, email: `${prefix}-${n}@load.example` },
        ]),
      };
    },
  };
};

const load = (url: string, duration: number, request: Request) =>
  autocannon({ url, connections: CONNECTIONS, duration, pipelining: 1, timeout: 10, requests: [request] });

const statusOf = (result: Result, prefix: string) =>
  Object.entries(result.statusCodeStats)
    .filter(([status]) => status.startsWith(prefix))
    .reduce((sum, [, { count: n }]) => sum + n, 0);

const failures = (result: Result) =>
  `${count(statusOf(result, '409'))} × 409, ${count(statusOf(result, '5'))} × 5xx, ${count(result.errors)} errors`;

/**
 * Manual participant adds from 50 connections into one workspace (one roster stream), against the same load
 * spread over 50 workspaces in the same run: the queue per stream, batching and the conflict budget (ADR 0026).
 */
export const rosterWritesBench = async (cluster: BenchCluster, progress: (line: string) => void): Promise<BenchReport> => {
  const databaseUrl = await cluster.createDatabase('bench_roster_writes');
  const server = await startFullServer(databaseUrl);
  try {
    const token = await signIn(server.url);
    const warm = await createWorkspace(server.url, token, 'Warm-up');
    const hot = await createWorkspace(server.url, token, 'Busy');
    const spread: string[] = [];
    for (let i = 0; i < SPREAD_WORKSPACES; i++) spread.push(await createWorkspace(server.url, token, `Quiet ${i + 1}`));

    await load(
      server.url,
      WARMUP_S,
      addRequest(token, () => warm, 'warm'),
    );
    const one = await load(
      server.url,
      DURATION_S,
      addRequest(token, () => hot, 'hot'),
    );
    const oneRate = one['2xx'] / one.duration;
    progress(`roster writes: one workspace ${perSecond(oneRate, 'adds')}, p99 ${millis(one.latency.p99)}, ${failures(one)}`);
    const many = await load(
      server.url,
      DURATION_S,
      addRequest(token, (n) => spread[n % SPREAD_WORKSPACES]!, 'spread'),
    );
    const manyRate = many['2xx'] / many.duration;
    progress(
      `roster writes: ${SPREAD_WORKSPACES} workspaces ${perSecond(manyRate, 'adds')}, p99 ${millis(many.latency.p99)}, ${failures(many)}`,
    );

    // every add that answered 201 is on the page; the adds still in flight when the load stopped may be too
    const listed = await participantCount(server.url, token, hot);
    if (listed < one['2xx'] || listed > one['2xx'] + CONNECTIONS) {
      throw new Error(`the busy workspace lists ${listed} participants after ${one['2xx']} adds answered 201`);
    }

    const bad = statusOf(one, '409') + statusOf(one, '5') + one.errors;
    return {
      title: 'Participant adds into one busy workspace',
      howMeasured:
        `The product as shipped (every module and projection, rate limit lifted) in its own Node process on a fresh database, one team. ` +
        `autocannon with ${CONNECTIONS} connections, pipelining 1: ${WARMUP_S} s of warm-up into a workspace of its own, then ${DURATION_S} s of ` +
        `\`POST /api/v1/participants\` with one row each (a fresh e-mail per request) into one workspace, then ${DURATION_S} s of the same ` +
        `spread round-robin over ${SPREAD_WORKSPACES} workspaces (the baseline: no two adds share a roster stream unless they share a workspace). ` +
        `Each add waits until the participants read model holds it (read-your-writes) before it answers. Figure: 201 answers / duration; ` +
        `p99 of all answers. After the run the busy workspace's page must count every add that answered 201 ` +
        `(and at most the ${CONNECTIONS} still in flight when the load stopped).`,
      rows: [
        {
          bench: `participant adds into one workspace, ${CONNECTIONS} connections`,
          figure: perSecond(oneRate, 'adds'),
          goal: `>= ${GOAL_ADDS_PER_SECOND} adds/s`,
          baseline: `${SPREAD_WORKSPACES} workspaces: ${perSecond(manyRate, 'adds')}`,
          ratio: ratio(oneRate, manyRate),
          verdict: verdict(oneRate >= GOAL_ADDS_PER_SECOND),
        },
        {
          bench: 'participant adds into one workspace, p99 latency',
          figure: `${millis(one.latency.p99)} p99`,
          goal: `<= ${GOAL_P99_MS} ms`,
          baseline: `${SPREAD_WORKSPACES} workspaces: ${millis(many.latency.p99)} p99`,
          ratio: ratio(one.latency.p99, many.latency.p99),
          verdict: verdict(one.latency.p99 <= GOAL_P99_MS),
        },
        {
          bench: 'participant adds into one workspace, failed answers',
          figure: failures(one),
          goal: '0 × 409, 0 × 5xx',
          baseline: `${SPREAD_WORKSPACES} workspaces: ${failures(many)}`,
          ratio: '—',
          verdict: verdict(bad === 0),
        },
      ],
    };
  } finally {
    await server.stop();
    await cluster.dropDatabase('bench_roster_writes');
  }
};
