import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { type LaneStarts, laneSeconds, splitBrowserFiles } from './lanes.ts';

// `npm test`: the type-check, the web build and every vitest project, closing with one plain summary line that CI
// can read: "tests: N passed, N failed, N skipped". An unhandled error fails the run even where vitest itself would
// exit 0 (an error after the last test of a file).
//
// On two cores the suite is two lanes side by side (docs/testing.md, ADR 0098), each a vitest process with its own
// PostgreSQL cluster, so one lane's open transactions never hold back what the other reads from the log:
// - int lane: unit, int and int-log (two files at a time), then its share of the browser files;
// - e2e lane: once the web build is done, the other browser files, one at a time.
// The browser files are shared by their measured seconds (E2E_SECONDS, scripts/lanes.ts) so that both lanes end
// together.
// The type-check runs beside them. With arguments (`npm test -- <filters or vitest options>`) it is one vitest
// process with those arguments after the type-check and the build, as before.

/**
 * Seconds each browser file took, measured (docs/testing.md, "How the lanes are balanced"): what the lanes are
 * balanced by. Only the ratios matter, so figures of one loaded run do. A file not listed (a new one) counts as
 * UNMEASURED_SECONDS until its time is added here.
 */
const E2E_SECONDS: Record<string, number> = {
  // 2026-12-08 00:29 UTC, the clean-clone run of .ci/run on a quiet machine (docs/testing.md), each file's start to end
  'tests/e2e/screens.e2e.spec.ts': 148,
  'tests/e2e/participants.e2e.spec.ts': 81,
  'tests/e2e/shell.e2e.spec.ts': 60,
  'tests/e2e/admin.e2e.spec.ts': 47,
  'tests/e2e/messages.e2e.spec.ts': 46,
  'tests/e2e/respondent.e2e.spec.ts': 45,
  'tests/e2e/collaboration.e2e.spec.ts': 43,
  'tests/e2e/culture.e2e.spec.ts': 42,
  'tests/e2e/story.e2e.spec.ts': 35,
  'tests/e2e/workspaces.e2e.spec.ts': 33,
  'tests/e2e/consultantEdges.e2e.spec.ts': 29,
  'tests/e2e/home.e2e.spec.ts': 20,
  'tests/e2e/library.e2e.spec.ts': 19,
  'tests/e2e/exports.e2e.spec.ts': 17,
  'tests/e2e/actionPlans.e2e.spec.ts': 16,
  'tests/e2e/devMail.e2e.spec.ts': 15,
  'tests/e2e/respondentAnswers.e2e.spec.ts': 13,
  'tests/e2e/ai.e2e.spec.ts': 12,
  'tests/e2e/hris.e2e.spec.ts': 11,
  'tests/e2e/respondentLanguages.e2e.spec.ts': 10,
  'tests/e2e/collaboratorResponding.e2e.spec.ts': 9,
  'tests/e2e/alerts.e2e.spec.ts': 7,
  'tests/e2e/participants-rows.e2e.spec.ts': 7,
  'tests/e2e/reversedAnswers.e2e.spec.ts': 4,
  'tests/e2e/smoke.e2e.spec.ts': 1,
};
const UNMEASURED_SECONDS = 30;
/**
 * When each lane is free for browser files, in the same seconds: the int lane after unit, int and int-log; the e2e
 * lane after the web build and its global setup (cluster, runtime and demo templates).
 */
// the same run: the int lane's own projects took 516 s and its browser process 46 s to its first file; the e2e lane's
// first file began 73 s after the start (the build, then the lane's global setup)
const LANES_FREE: LaneStarts = { int: 562, e2e: 73 };

const E2E_DIR = 'tests/e2e';
const browserFiles = readdirSync(E2E_DIR)
  .filter((name) => name.endsWith('.e2e.spec.ts'))
  .sort()
  .map((name) => `${E2E_DIR}/${name}`);
/** the browser files the int lane takes once its own files are done, and the e2e lane's, so both end together */
const lanes = splitBrowserFiles(browserFiles, E2E_SECONDS, LANES_FREE, UNMEASURED_SECONDS);
// `node scripts/test.ts --lanes`: the split and what each lane should take by the table, without running anything
if (process.argv[2] === '--lanes') {
  for (const lane of ['int', 'e2e'] as const)
    process.stdout.write(
      `${lane}: free at ${LANES_FREE[lane]} s, ends at about ${LANES_FREE[lane] + laneSeconds(lanes[lane], E2E_SECONDS, UNMEASURED_SECONDS)} s: ${lanes[lane].join(' ')}\n`,
    );
  process.exit(0);
}

const resultsFile = '.data/test-results.json';
/** what browser tests that failed a try left of their pages (tests/support/failureReport.ts) */
const failuresDir = '.data/e2e-failures';
mkdirSync('.data', { recursive: true });
rmSync(failuresDir, { recursive: true, force: true });

type Outcome = { status: number; unhandled: boolean; results?: string };

/** runs a command, each line of its output prefixed with the lane's name (two lanes write at once) */
const run = (lane: string, command: string, args: readonly string[], results?: string): Promise<Outcome> => {
  const started = Date.now();
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let unhandled = false;
  const relay = (stream: NodeJS.ReadableStream, out: NodeJS.WriteStream) =>
    createInterface({ input: stream }).on('line', (line) => {
      if (/Unhandled (Errors|Rejection)/.test(line)) unhandled = true;
      out.write(`${lane.padEnd(5)} | ${line}\n`);
    });
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  return new Promise((resolve) =>
    child.on('close', (code) => {
      process.stdout.write(`${lane.padEnd(5)} | done in ${Math.round((Date.now() - started) / 1000)} s (exit ${code})\n`);
      resolve({ status: code ?? 1, unhandled, results });
    }),
  );
};

const vitest = (lane: string, args: readonly string[]) => {
  const results = `.data/test-results.${lane}.json`;
  rmSync(results, { force: true });
  return run(lane, 'vitest', ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${results}`, ...args], results);
};

const npm = (lane: string, script: string) => run(lane, 'npm', ['run', script, '--silent']);

const outcomes: Outcome[] = [];
const filters = process.argv.slice(2);
if (filters.length > 0) {
  outcomes.push(...(await Promise.all([npm('types', 'typecheck'), npm('build', 'build')])));
  if (outcomes.every((outcome) => outcome.status === 0)) outcomes.push(await vitest('tests', filters));
} else {
  const typecheck = npm('types', 'typecheck');
  const build = npm('build', 'build');
  const intLane = (async () => {
    const own = await vitest('int', ['--project', 'unit', '--project', 'int', '--project', 'int-log']);
    if ((await build).status !== 0) return [own];
    if (lanes.int.length === 0) return [own];
    return [own, await vitest('e2e-2', ['--project', 'e2e', ...lanes.int])];
  })();
  const e2eLane = (async () => {
    if ((await build).status !== 0) return [];
    if (lanes.e2e.length === 0) return [];
    return [await vitest('e2e', ['--project', 'e2e', ...lanes.e2e])];
  })();
  const [types, built, int, e2e] = await Promise.all([typecheck, build, intLane, e2eLane]);
  outcomes.push(types, built, ...int, ...e2e);
}

// one results file for the whole run, as one vitest process would have written it
type Results = { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number; testResults: unknown[] };
const merged: Results = { numPassedTests: 0, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0, testResults: [] };
let missing = false;
for (const { results } of outcomes) {
  if (!results) continue;
  try {
    const part = JSON.parse(readFileSync(results, 'utf8')) as Results;
    merged.numPassedTests += part.numPassedTests;
    merged.numFailedTests += part.numFailedTests;
    merged.numPendingTests += part.numPendingTests;
    merged.numTodoTests += part.numTodoTests;
    merged.testResults.push(...part.testResults);
  } catch {
    missing = true;
  }
}
writeFileSync(resultsFile, JSON.stringify(merged));

const failedStep = outcomes.some((outcome) => outcome.status !== 0);
const unhandled = outcomes.some((outcome) => outcome.unhandled);
if (unhandled) process.stdout.write('\nvitest reported unhandled errors: the run fails\n');
// the pages of failed browser tries again, here at the end where a log's tail shows them beside the summary
const pageReports = existsSync(failuresDir) ? readdirSync(failuresDir).filter((name) => name.endsWith('.txt')) : [];
for (const name of pageReports) process.stdout.write(`\n${readFileSync(`${failuresDir}/${name}`, 'utf8')}`);
const summary =
  !outcomes.some((outcome) => outcome.results) || missing
    ? 'tests: no results were written'
    : `tests: ${merged.numPassedTests} passed, ${merged.numFailedTests} failed, ${merged.numPendingTests + merged.numTodoTests} skipped`;
process.stdout.write(`\n${summary}\n`);
// a failed test, step or unhandled error fails the run even where vitest's own exit code said otherwise
process.exit(failedStep || unhandled || missing || merged.numFailedTests > 0 ? 1 : 0);
