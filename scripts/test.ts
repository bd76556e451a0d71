import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';

// Runs every vitest project (unit, int with the contract suites, e2e) and closes with one plain
// summary line that CI can read: "tests: N passed, N failed, N skipped". An unhandled error fails
// the run even where vitest itself would exit 0 (an error after the last test of a file).
const resultsFile = '.data/test-results.json';
mkdirSync('.data', { recursive: true });
const child = spawn(
  'vitest',
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${resultsFile}`, ...process.argv.slice(2)],
  {
    stdio: ['ignore', 'pipe', 'pipe'],
  },
);
let unhandled = false;
const watch = (chunk: Buffer, out: NodeJS.WriteStream) => {
  out.write(chunk);
  if (/Unhandled (Errors|Rejection)/.test(chunk.toString())) unhandled = true;
};
child.stdout.on('data', (chunk: Buffer) => watch(chunk, process.stdout));
child.stderr.on('data', (chunk: Buffer) => watch(chunk, process.stderr));
const status = await new Promise<number>((resolve) => child.on('close', (code) => resolve(code ?? 1)));

let summary = 'tests: no results were written';
let failed = 0;
try {
  const results = JSON.parse(readFileSync(resultsFile, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  failed = results.numFailedTests;
  summary = `tests: ${results.numPassedTests} passed, ${results.numFailedTests} failed, ${results.numPendingTests + results.numTodoTests} skipped`;
} catch {}
if (unhandled) process.stdout.write('\nvitest reported unhandled errors: the run fails\n');
process.stdout.write(`\n${summary}\n`);
// a failed test fails the run even where vitest's own exit code said otherwise
process.exit(status !== 0 ? status : unhandled || failed > 0 ? 1 : 0);
