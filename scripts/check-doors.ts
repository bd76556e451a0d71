// `npm run lint:doors`: no import of another context's internals, no shared library importing a context, no
// context or projection importing the gateway, and every context's package exporting only its entry point
// (scripts/doors.ts has the rules; docs/architecture.md, "Adding a context").
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findDoorViolations, SHARED, type PackageFile, type SourceFile } from './doors.ts';

const ROOT = join(import.meta.dirname, '..');
const SCANNED = ['services', 'projections', 'contracts', 'tests', 'bench', 'scripts', 'web/src'];
/** the rule's own spec plants reach-ins on purpose */
const SELF = new Set(['scripts/doors.unit.spec.ts']);

const sourceFiles = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) return [];
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [path] : [];
  });

const files: SourceFile[] = SCANNED.flatMap(sourceFiles)
  .filter((path) => !SELF.has(path))
  .map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') }));
const packages: PackageFile[] = readdirSync(join(ROOT, 'services'))
  .map((name) => `services/${name}/package.json`)
  .filter((path) => existsSync(join(ROOT, path)))
  .map((path) => ({ path, json: JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as PackageFile['json'] }));
const violations = findDoorViolations(files, packages);
if (violations.length > 0) {
  console.error(`${violations.length} import(s) through a wall instead of a door:\n${violations.join('\n')}`);
  process.exit(1);
}
const contexts = packages.filter(({ path }) => !SHARED.has(path.split('/')[1]!)).length;
console.log(`doors: ${files.length} files and ${contexts} context packages checked, every context reached through its entry point`);
