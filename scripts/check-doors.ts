// `npm run lint:doors`: no import of another context's internals or read models, no shared library importing a
// context, no context or projection importing the gateway, every context's package exporting only its entry point,
// and no import the compiler cannot follow (scripts/doors.ts has the rules, scripts/importEdges.ts resolves the
// imports with the TypeScript compiler; docs/architecture.md, "Adding a context"; ADR 0136).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOOR_CROSSINGS_LEFT } from './doorCrossings.ts';
import { findDoorViolations, SHARED, type PackageFile } from './doors.ts';
import { importEdgesOf } from './importEdges.ts';

const ROOT = join(import.meta.dirname, '..');
const SCANNED = ['services', 'projections', 'contracts', 'tests', 'bench', 'scripts', 'web/src'];
/** the programs `npm run typecheck` builds: the server side and the web app */
const PROGRAMS = ['tsconfig.json', 'web/tsconfig.json'];

const edges = importEdgesOf(ROOT, PROGRAMS, SCANNED);
const packages: PackageFile[] = readdirSync(join(ROOT, 'services'))
  .map((name) => `services/${name}/package.json`)
  .filter((path) => existsSync(join(ROOT, path)))
  .map((path) => ({ path, json: JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as PackageFile['json'] }));
const violations = findDoorViolations(edges, packages, DOOR_CROSSINGS_LEFT);
if (violations.length > 0) {
  console.error(`${violations.length} import(s) through a wall instead of a door:\n${violations.join('\n')}`);
  process.exit(1);
}
const files = new Set(edges.map((edge) => edge.from)).size;
const contexts = packages.filter(({ path }) => !SHARED.has(path.split('/')[1]!)).length;
console.log(
  `doors: ${edges.length} imports of ${files} files resolved and ${contexts} context packages checked, every context reached through its entry point` +
    ` (${DOOR_CROSSINGS_LEFT.length} read-model crossings still listed in scripts/doorCrossings.ts)`,
);
