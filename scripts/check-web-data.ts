// `npm run lint:web`: every TanStack Query call of a feature lives in its hooks/ beside a query-key factory
// (scripts/webData.ts has the rule).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findWebDataViolations } from './webData.ts';

const ROOT = join(import.meta.dirname, '..');

const sourceFiles = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });

const files = sourceFiles('web/src/features').map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') }));
const violations = findWebDataViolations(files);
if (violations.length > 0) {
  console.error(`${violations.length} query call(s) outside a feature's hooks:\n${violations.join('\n')}`);
  process.exit(1);
}
console.log(`web data: ${files.length} feature files checked, every query call in a feature's hooks`);
