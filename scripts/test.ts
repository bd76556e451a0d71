import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';

// Runs every vitest project (unit, int with the contract suites, e2e) and closes with one plain
// summary line that CI can read: "tests: N passed, N failed, N skipped".
const resultsFile = '.data/test-results.json';
mkdirSync('.data', { recursive: true });
const run = spawnSync('vitest', ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${resultsFile}`, ...process.argv.slice(2)], { stdio: 'inherit' });
try {
  const results = JSON.parse(readFileSync(resultsFile, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
  process.stdout.write(`\ntests: ${results.numPassedTests} passed, ${results.numFailedTests} failed, ${results.numPendingTests + results.numTodoTests} skipped\n`);
} catch {
  process.stdout.write('\ntests: no results were written\n');
}
process.exit(run.status ?? 1);
