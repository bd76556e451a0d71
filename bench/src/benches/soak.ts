import autocannon, { type Request, type Result } from 'autocannon';
import type { BenchCluster } from '../support/cluster.ts';
import { createWorkspace, participantCount, signIn, startFullServer, type Memory } from '../support/fullServer.ts';
import { count, millis, type BenchReport } from '../support/report.ts';

const RATE = 300;
const CONNECTIONS = 50;
const WRITE_SHARE = 0.2;
const SAMPLE_EVERY_MS = 10_000;
const GOAL_RSS_GROWTH_MB = 50;
/** `SOAK_SECONDS=120 npm run bench -- soak` for a shorter run; the goal is stated for 10 minutes */
const durationS = Number(process.env.SOAK_SECONDS ?? 600);
/** growth is counted from here: the first minute fills the heap, the pools and the JIT's caches */
const baselineS = Math.min(60, Math.floor(durationS / 3));
const liveHeap = process.env.SOAK_LIVE_HEAP === '1';

const mb = (bytes: number) => bytes / 2 ** 20;
const mbText = (bytes: number) => `${mb(bytes).toFixed(0)} MB`;

type Sample = { at: number; memory: Memory };

const describe = (memory: Memory) =>
  `rss ${mbText(memory.rss)}, heap ${mbText(memory.heapUsed)} used of ${mbText(memory.heapTotal)}` +
  `${memory.liveHeap === null ? '' : ` (${mbText(memory.liveHeap)} live after a full collection)`}, external ${mbText(memory.external)}` +
  ` (array buffers ${mbText(memory.arrayBuffers)}), outside the heap ${mbText(memory.rss - memory.heapTotal - memory.external)}`;

/**
 * The mixed load that once turned most writes into 409s: 300 requests/s for 10 minutes (SOAK_SECONDS), 80% reads of
 * the participants page and 20% participant adds, all into one workspace. Goals: no errors, no 409, RSS grows by
 * at most 50 MB after the first minute. Not in the default set (`npm run bench -- soak`).
 */
export const soakBench = async (cluster: BenchCluster, progress: (line: string) => void): Promise<BenchReport> => {
  const databaseUrl = await cluster.createDatabase('bench_soak');
  // SOAK_LIVE_HEAP=1: a full collection after each sample tells live objects (a leak) from heap the collector
  // merely reserved; it also keeps the heap small, so the RSS goal is judged without it
  const server = await startFullServer(databaseUrl, liveHeap ? ['--expose-gc'] : []);
  try {
    const token = await signIn(server.url);
    const workspace = await createWorkspace(server.url, token, 'Soak');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const sorts = ['name', 'credentials', 'hiring_date', 'group_name'];
    const tally = { reads: 0, writes: 0, readFailures: new Map<number, number>(), writeFailures: new Map<number, number>() };
    let n = 0;
    const mixed: Request = {
      method: 'POST',
      setupRequest: (request, context) => {
        n++;
        const write = Math.random() < WRITE_SHARE;
        context.write = write;
        const body = write
          ? [{ workspace_id: workspace, first_name: 'Soak', last_name: `Tester ${n}`, email: `soak-${n}@load.example` }]
          : {
              workspace_id: workspace,
              sortType: sorts[n % sorts.length],
              sortBy: 'ASC',
              searchString: n % 3 === 0 ? 'tes' : '',
              limit: 100,
              offset: 0,
            };
        return {
          ...request,
          method: 'POST',
          path: write ? '/api/v1/participants' : '/api/v1/participants/by-workspace',
          headers,
          body: JSON.stringify(body),
        };
      },
      onResponse: (status, _body, context) => {
        const write = context.write === true;
        if (write) tally.writes++;
        else tally.reads++;
        if (status >= 300) {
          const failures = write ? tally.writeFailures : tally.readFailures;
          failures.set(status, (failures.get(status) ?? 0) + 1);
        }
      },
    };

    const samples: Sample[] = [{ at: 0, memory: await server.memory() }];
    const started = performance.now();
    const sampler = setInterval(() => {
      void server.memory().then(
        (memory) => {
          const at = Math.round((performance.now() - started) / 1000);
          samples.push({ at, memory });
          progress(`soak: ${at} s ${describe(memory)}`);
        },
        () => {},
      );
    }, SAMPLE_EVERY_MS);
    let result: Result;
    try {
      result = await autocannon({
        url: server.url,
        connections: CONNECTIONS,
        overallRate: RATE,
        duration: durationS,
        pipelining: 1,
        timeout: 10,
        requests: [mixed],
      });
    } finally {
      clearInterval(sampler);
    }
    // no sample after the load: an idle process collects at once, which would hide what the load held

    const listed = await participantCount(server.url, token, workspace);
    const writesStored = tally.writes - [...tally.writeFailures.values()].reduce((a, b) => a + b, 0);
    const baseline = samples.find((sample) => sample.at >= baselineS) ?? samples[0]!;
    const last = samples[samples.length - 1]!;
    const growth = (pick: (memory: Memory) => number) => `${(mb(pick(last.memory)) - mb(pick(baseline.memory))).toFixed(0)} MB`;
    const rssGrowthMb = mb(last.memory.rss) - mb(baseline.memory.rss);
    // the heap V8 reserves rises and falls with its major collections: the peak, not the last sample, is the goal's measure
    const peak = samples
      .filter((sample) => sample.at >= baseline.at)
      .reduce((high, sample) => (sample.memory.rss > high.memory.rss ? sample : high), baseline);
    const peakGrowthMb = mb(peak.memory.rss) - mb(baseline.memory.rss);
    const failures = (map: Map<number, number>) =>
      map.size === 0 ? 'none' : [...map].map(([status, k]) => `${count(k)} × ${status}`).join(', ');
    const conflicts = tally.writeFailures.get(409) ?? 0;
    const series = samples.map((sample) => `${sample.at} s: ${describe(sample.memory)}`).join('; ');
    const achieved = (tally.reads + tally.writes) / durationS;
    progress(
      `soak: ${count(tally.reads)} reads (${failures(tally.readFailures)}), ${count(tally.writes)} writes (${failures(tally.writeFailures)}), ` +
        `${result.errors} errors`,
    );

    return {
      title: `Mixed soak: ${RATE} requests/s into one workspace for ${durationS} s`,
      howMeasured:
        `The product as shipped in its own Node process (as the roster bench), one workspace. autocannon at ${RATE} requests/s overall over ${CONNECTIONS} ` +
        `connections for ${durationS} s: ${100 - WRITE_SHARE * 100}% participants pages (sorted by each sort key in turn, every third with a search), ` +
        `${WRITE_SHARE * 100}% adds of one participant with a fresh e-mail. The server's \`process.memoryUsage()\` every ${SAMPLE_EVERY_MS / 1000} s; growth ` +
        `is from ${baselineS} s to the end` +
        `${liveHeap ? ', and a full collection (--expose-gc) after each sample gives the live heap' : ''}. Samples: ${series}. ` +
        `Every write that answered 201 is on the page afterwards (${count(listed)} listed, ` +
        `${count(writesStored)} stored).`,
      rows: [
        {
          bench: `soak ${durationS} s, ${RATE} req/s, 20% adds into one workspace: failed answers`,
          figure: `reads ${failures(tally.readFailures)}; writes ${failures(tally.writeFailures)}; ${count(result.errors)} errors`,
          goal: '0 errors, 0 × 409',
          baseline: '—',
          ratio: '—',
          verdict:
            result.errors === 0 && conflicts === 0 && tally.readFailures.size === 0 && tally.writeFailures.size === 0
              ? 'meets goal'
              : 'below goal',
        },
        {
          bench: 'soak: rate reached, p99 latency of all answers',
          figure: `${count(Math.round(achieved))} req/s (${count(tally.reads)} reads, ${count(tally.writes)} writes), ${millis(result.latency.p99)} p99`,
          goal: '—',
          baseline: '—',
          ratio: '—',
          verdict: '—',
        },
        {
          bench: `soak: RSS growth after ${baselineS} s (highest sample; at the end)`,
          figure:
            `${peakGrowthMb.toFixed(0)} MB at ${peak.at} s; ${rssGrowthMb.toFixed(0)} MB at the end ` +
            `(${liveHeap ? `live heap ${growth((m) => m.liveHeap ?? 0)}` : `heap used ${growth((m) => m.heapUsed)}`}, ` +
            `heap reserved ${growth((m) => m.heapTotal)}, ` +
            `external ${growth((m) => m.external)}, outside the heap ${growth((m) => m.rss - m.heapTotal - m.external)})`,
          goal: `<= ${GOAL_RSS_GROWTH_MB} MB`,
          baseline: `rss at ${baseline.at} s: ${mbText(baseline.memory.rss)}`,
          ratio: '—',
          verdict: peakGrowthMb <= GOAL_RSS_GROWTH_MB ? 'meets goal' : 'below goal',
        },
      ],
    };
  } finally {
    await server.stop();
    await cluster.dropDatabase('bench_soak');
  }
};
