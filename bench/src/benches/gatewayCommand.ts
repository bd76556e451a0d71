import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon, { type Request, type Result } from 'autocannon';
import type { BenchCluster } from '../support/cluster.ts';
import { count, millis, perSecond, ratio, verdict, type BenchReport } from '../support/report.ts';

const CONNECTIONS = 50;
const DURATION_S = 10;
const WARMUP_S = 2;
const COUNTERS = 1_000;
const GOAL_COMMANDS_PER_SECOND = 3_000;
const GOAL_P99_MS = 50;

const serverScript = fileURLToPath(new URL('../support/gatewayServer.ts', import.meta.url));

type Server = { url: string; stop: () => Promise<void> };

/** starts gatewayServer.ts in its own process and waits for the URL it listens on */
export const startServer = (mode: 'canopy' | 'bare', databaseUrl: string): Promise<Server> =>
  new Promise((resolve, reject) => {
    const child: ChildProcess = fork(serverScript, [mode], {
      env: { ...process.env, BENCH_DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    child.once('exit', (code) => reject(new Error(`${mode} server exited with code ${String(code)} before listening`)));
    child.once('message', (message) => {
      const { url } = message as { url: string };
      resolve({
        url,
        stop: async () => {
          child.send('stop');
          const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
          await exited;
          clearTimeout(timer);
        },
      });
    });
  });

const load = (url: string, duration: number, request: Request) =>
  autocannon({ url, connections: CONNECTIONS, duration, pipelining: 1, timeout: 10, requests: [request] });

const commandRequest: Request = {
  method: 'POST',
  setupRequest: (request) => ({
    ...request,
    method: 'POST',
    path: `/api/v1/bench/counters/c-${Math.floor(Math.random() * COUNTERS)}/increment`,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ by: 1 }),
  }),
};

const bareRequest: Request = { method: 'GET', path: '/bare' };

/** the gateway's whole plugin stack (helmet, rate limit, metrics, zod serializer) without touching the database */
const versionRequest: Request = { method: 'GET', path: '/api/v1/version' };

export const gatewayBench = async (cluster: BenchCluster, progress: (line: string) => void): Promise<BenchReport> => {
  const databaseUrl = await cluster.createDatabase('bench_gateway');
  try {
    /** warm-up then a measured run for each request, one after the other on the same server process */
    const measure = async (mode: 'canopy' | 'bare', requests: Request[]) => {
      const server = await startServer(mode, databaseUrl);
      try {
        const results: Result[] = [];
        for (const request of requests) {
          await load(server.url, WARMUP_S, request);
          results.push(await load(server.url, DURATION_S, request));
        }
        return results;
      } finally {
        await server.stop();
      }
    };
    const [ours, version] = (await measure('canopy', [commandRequest, versionRequest])) as [Result, Result];
    const oursRate = ours['2xx'] / ours.duration;
    const versionRate = version['2xx'] / version.duration;
    const conflicts = ours.statusCodeStats['409']?.count ?? 0;
    progress(
      `gateway: command ${perSecond(oursRate, 'commands')}, p99 ${millis(ours.latency.p99)}, ${count(ours.non2xx)} non-2xx, ${ours.errors} errors`,
    );
    progress(`gateway: GET /api/v1/version ${perSecond(versionRate, 'requests')}, p99 ${millis(version.latency.p99)}`);
    const [bare] = (await measure('bare', [bareRequest])) as [Result];
    const bareRate = bare['2xx'] / bare.duration;
    progress(`gateway: bare fastify ${perSecond(bareRate, 'requests')}, p99 ${millis(bare.latency.p99)}`);

    const otherStatuses = Object.entries(ours.statusCodeStats)
      .filter(([status]) => !status.startsWith('2'))
      .map(([status, { count: n }]) => `${status}: ${count(n)}`)
      .join(', ');
    return {
      title: 'A command through the gateway under load',
      howMeasured:
        `The real runtime (\`startRuntime\`: helmet, rate limiting with a huge limit, metrics, zod validation, error mapping) in its own ` +
        `Node process with only a bench module: \`POST /api/v1/bench/counters/:id/increment\` (zod body \`{ by }\`) runs \`handleCommand\` ` +
        `(read stream, fold, decide, append at the read revision through the EventLog) on stream \`counter-<id>\` and answers ` +
        `\`{ revision, value }\`; no projections. autocannon (programmatic, in the bench process) with ${CONNECTIONS} connections, ` +
        `pipelining 1, ${WARMUP_S} s warm-up then ${DURATION_S} s measured, each request picking one of ${count(COUNTERS)} counters at random. ` +
        `Figure: 2xx answers / duration; p99 of all answers. Baseline: a bare fastify \`GET /bare\` returning \`{ ok: true }\` (no DB, no ` +
        `plugins) in its own process under the same autocannon settings. Diagnostic row: \`GET /api/v1/version\` on the same ` +
        `runtime process after the command run (same settings), to split the cost of the gateway's plugin stack from the cost of ` +
        `the command's two database round trips. Server, PostgreSQL and load generator share the machine's cores.`,
      rows: [
        {
          bench: `POST command via gateway, ${CONNECTIONS} connections, ${count(COUNTERS)} counters`,
          figure: perSecond(oursRate, 'commands'),
          goal: `>= ${count(GOAL_COMMANDS_PER_SECOND)} commands/s`,
          baseline: `bare fastify GET: ${perSecond(bareRate, 'req')}`,
          ratio: ratio(oursRate, bareRate),
          verdict: verdict(oursRate >= GOAL_COMMANDS_PER_SECOND),
        },
        {
          bench: 'POST command via gateway, p99 latency',
          figure: `${millis(ours.latency.p99)} p99`,
          goal: `<= ${GOAL_P99_MS} ms`,
          baseline: `bare fastify GET: ${millis(bare.latency.p99)} p99`,
          ratio: ratio(ours.latency.p99, bare.latency.p99),
          verdict: verdict(ours.latency.p99 <= GOAL_P99_MS),
        },
        {
          bench: 'diagnostic: GET /api/v1/version via the same gateway (no DB)',
          figure: `${perSecond(versionRate, 'req')}, ${millis(version.latency.p99)} p99`,
          goal: '—',
          baseline: `bare fastify GET: ${perSecond(bareRate, 'req')}`,
          ratio: ratio(versionRate, bareRate),
          verdict: '—',
        },
        {
          bench: 'POST command via gateway, failed answers',
          figure: `${count(ours.non2xx)} non-2xx of ${count(ours['2xx'] + ours.non2xx)} (${count(conflicts)} × 409)${otherStatuses && ours.non2xx !== conflicts ? `; ${otherStatuses}` : ''}; ${count(ours.errors)} errors`,
          goal: '—',
          baseline: '—',
          ratio: '—',
          verdict: '—',
        },
      ],
    };
  } finally {
    await cluster.dropDatabase('bench_gateway');
  }
};
