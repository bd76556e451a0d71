// `npm run lint:owners`: every PostgreSQL table has one owner, and SQL naming it outside its owner fails
// (ADR 0028). A read model's owner is its folder, projections/src/<context>/<readModel>/ (schema, project,
// readers); a table a service creates itself (sessions, HRIS secrets, import progress, the event store) is
// owned by the folder of the file that creates it. Everyone else reads through the owner's readers.
//
// Not checked: tests/ (specs observe what a projection stored to assert it) and bench/ (it seeds, vacuums and
// drops indexes as an operator would, to measure).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findViolations, type SourceFile } from './readModelOwners.ts';

const ROOT = join(import.meta.dirname, '..');
const SCANNED = ['services', 'projections', 'scripts', 'contracts/src'];
/** the rule and its spec name tables and slonik by design */
const SELF = new Set(['scripts/check-read-model-owners.ts', 'scripts/readModelOwners.ts', 'scripts/readModelOwners.unit.spec.ts']);

const sourceFiles = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });

const files: SourceFile[] = SCANNED.flatMap(sourceFiles)
  .filter((path) => !SELF.has(path))
  .map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') }));
const violations = findViolations(files);
if (violations.length > 0) {
  console.error(`${violations.length} SQL reference(s) outside the owner of the table (ADR 0028):\n${violations.join('\n')}`);
  process.exit(1);
}
console.log(`read-model owners: ${files.length} files checked, every table is read by its owner only`);
