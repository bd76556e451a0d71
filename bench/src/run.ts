import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { anonymityCostBench } from './benches/anonymityCost.ts';
import { aiAnalysisBench } from './benches/aiAnalysis.ts';
import { aiSentimentBench } from './benches/aiSentiment.ts';
import { answerSubmissionsBench } from './benches/answerSubmissions.ts';
import { appendsBench } from './benches/appends.ts';
import { catchUpBench } from './benches/catchUp.ts';
import { collaborationMapBench } from './benches/collaborationMap.ts';
import { cultureBench } from './benches/culture.ts';
import { changeChartBench } from './benches/changeChart.ts';
import { csvImportBench } from './csvImport.ts';
import { gatewayBench } from './benches/gatewayCommand.ts';
import { loginWeightBench } from './benches/loginWeight.ts';
import { respondentWeightBench } from './benches/respondentWeight.ts';
import { messageSendBench } from './benches/messageSend.ts';
import { participantsListBench } from './participantsList.ts';
import { pagesBench } from './benches/pages.ts';
import { rawDataExportBench } from './benches/rawDataExport.ts';
import { replayBench } from './benches/replay.ts';
import { rosterWritesBench } from './benches/rosterWrites.ts';
import { soakBench } from './benches/soak.ts';
import { startBenchCluster, type BenchCluster } from './support/cluster.ts';
import { markdownTable, seconds, textTable, timed, type BenchReport, type BenchRow } from './support/report.ts';
import { speedProbe } from './support/speedProbe.ts';

/**
 * `npm run bench`: every benchmark against one embedded PostgreSQL (fresh database per bench),
 * one table on stdout and the same table in docs/benchmarks.md.
 * `node src/run.ts appends replay` runs only the named benches (and leaves the docs alone).
 */
type Bench = {
  key: string;
  run: (cluster: BenchCluster, progress: (line: string) => void) => Promise<BenchReport>;
  /** run only when named (a long soak): not part of `npm run bench` */
  onlyWhenNamed?: boolean;
};

const benches: Bench[] = [
  { key: 'appends', run: appendsBench },
  { key: 'catchup', run: catchUpBench },
  { key: 'replay', run: replayBench },
  { key: 'gateway', run: gatewayBench },
  { key: 'csv', run: csvImportBench },
  { key: 'participants', run: participantsListBench },
  { key: 'web', run: loginWeightBench },
  { key: 'respondent-web', run: respondentWeightBench },
  { key: 'roster-writes', run: rosterWritesBench },
  { key: 'culture', run: cultureBench },
  { key: 'change', run: changeChartBench },
  { key: 'anonymity-cost', run: anonymityCostBench },
  { key: 'answers', run: answerSubmissionsBench },
  { key: 'messages', run: messageSendBench },
  { key: 'collaboration', run: collaborationMapBench },
  { key: 'raw-export', run: rawDataExportBench },
  { key: 'ai', run: aiAnalysisBench },
  { key: 'ai-sentiment', run: aiSentimentBench },
  { key: 'pages', run: pagesBench },
  { key: 'soak', run: soakBench, onlyWhenNamed: true },
];

const docsPath = fileURLToPath(new URL('../../docs/benchmarks.md', import.meta.url));
const progress = (line: string) => process.stderr.write(`  ${line}\n`);

const selected = process.argv.slice(2);
const unknown = selected.filter((key) => !benches.some((bench) => bench.key === key));
if (unknown.length > 0) throw new Error(`unknown bench ${unknown.join(', ')}; known: ${benches.map((bench) => bench.key).join(', ')}`);
const toRun =
  selected.length === 0 ? benches.filter((bench) => !bench.onlyWhenNamed) : benches.filter((bench) => selected.includes(bench.key));

const cores = os.availableParallelism();
const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
const machine = `${cpu}, ${cores} core${cores === 1 ? '' : 's'}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM`;
const started = new Date();
const load = os.loadavg()[0]!.toFixed(2);
const probeBefore = speedProbe();

progress(`starting the embedded PostgreSQL (durable settings, as npm start) on ${machine}`);
const cluster = await startBenchCluster();
let stopping: Promise<void> | null = null;
const stopCluster = () => (stopping ??= cluster.stop());
process.once('SIGINT', () => {
  void stopCluster().finally(() => process.exit(130));
});

const reports: BenchReport[] = [];
let failed = false;
let pgSettings: Record<string, string> = {};
let totalMs = 0;
try {
  pgSettings = await cluster.settings();
  const whole = await timed(async () => {
    for (const bench of toRun) {
      progress(`bench ${bench.key} ...`);
      try {
        const { ms, result } = await timed(() => bench.run(cluster, progress));
        progress(`bench ${bench.key} done in ${seconds(ms)}`);
        reports.push(result);
      } catch (error) {
        failed = true;
        progress(`bench ${bench.key} FAILED: ${(error as Error).stack ?? String(error)}`);
        reports.push({
          title: bench.key,
          howMeasured: 'The bench failed; see the run output.',
          rows: [{ bench: bench.key, figure: `failed: ${(error as Error).message}`, goal: '—', baseline: '—', ratio: '—', verdict: '—' }],
        });
      }
    }
  });
  totalMs = whole.ms;
} finally {
  await stopCluster();
}
const probeAfter = speedProbe();

const rows: BenchRow[] = reports.flatMap((report) => report.rows);
const postgres = `PostgreSQL ${pgSettings.server_version ?? '?'} (embedded, fsync=${pgSettings.fsync ?? '?'}, synchronous_commit=${pgSettings.synchronous_commit ?? '?'}, full_page_writes=${pgSettings.full_page_writes ?? '?'}, shared_buffers=${pgSettings.shared_buffers ? `${(Number(pgSettings.shared_buffers) * 8) / 1024} MB` : '?'})`;
const sharing = `Server, PostgreSQL and load generator all run on this one machine and share its ${cores} core${cores === 1 ? '' : 's'}: figures are lower bounds for a deployment that separates them. 1-minute load average when the run started: ${load} (other work on the machine lowers the figures). Speed probe (bench/src/support/speedProbe.ts, a fixed CPU workload, best of 3): ${probeBefore.toFixed(0)} ms before the benches, ${probeAfter.toFixed(0)} ms after; a larger figure is a slower machine, so compare recorded runs by it.`;

process.stdout.write(
  `\nCanopy benchmarks — ${started.toISOString()} — Node ${process.version} — ${machine}\n${postgres}\n${sharing}\n\n${textTable(rows)}\n\n`,
);
process.stdout.write(`whole run: ${seconds(totalMs)}\n`);

if (selected.length === 0) {
  const date = started.toISOString().slice(0, 16).replace('T', ' ');
  const markdown = [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (bench/src/run.ts); each run replaces this file. Goals come from the benchmarks issue;',
    'a baseline is measured in the same run, and ratio = figure / baseline.',
    '',
    'Not in this run: the mixed soak (300 requests/s, 80% participants pages and 20% adds into one workspace; goals: no error,',
    'no 409, RSS growing at most 50 MB after the first minute). Run it with `cd bench && node src/run.ts soak` (10 minutes;',
    '`SOAK_SECONDS=120` for a shorter run, `SOAK_LIVE_HEAP=1` to sample the live heap after a full collection too) and',
    'add its table here by hand; ADR 0026 records what the soak found about memory.',
    '',
    `## ${date} UTC — Node ${process.version} — ${machine}`,
    '',
    `${postgres}, started in a temporary folder removed at the end; one fresh database per bench, created after a checkpoint so that no bench pays for writing out what the one before left.`,
    sharing,
    '',
    markdownTable(rows),
    '',
    '### How measured',
    '',
    ...reports.flatMap((report) => [`**${report.title}.** ${report.howMeasured}`, '']),
    `Whole run: ${seconds(totalMs)}.`,
    '',
  ].join('\n');
  writeFileSync(docsPath, markdown);
  process.stdout.write(`table written to ${docsPath}\n`);
}
if (failed) process.exitCode = 1;
