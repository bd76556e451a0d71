import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ClockRead, clockReadsOf, findClockViolations } from '../../scripts/clockReads.ts';
import { findDoorViolations } from '../../scripts/doors.ts';
import { forEachProgramFile, importEdgesOf } from '../../scripts/importEdges.ts';

// The doors and clock lints on a small tree of their own. The doors lint, resolved by the TypeScript compiler as `npm run lint:doors` resolves
// the repository: a clean tree passes, and each way around the old regex that existed (a template-string import, a
// computed import, a createRequire call, a read model by its projections path) is planted and refused (ADR 0136).

const root = mkdtempSync(join(tmpdir(), 'doors-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
const pkg = (name: string, exports: Record<string, string>) => JSON.stringify({ name, type: 'module', exports });

write('package.json', JSON.stringify({ type: 'module' }));
write(
  'tsconfig.json',
  JSON.stringify({
    compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', allowImportingTsExtensions: true, noEmit: true, strict: true },
    include: ['services', 'projections'],
  }),
);
write('services/survey/package.json', pkg('@canopy/survey', { '.': './src/index.ts' }));
write('services/survey/src/index.ts', "export { decide } from './decide.ts';\n");
write('services/survey/src/decide.ts', 'export const decide = () => 1;\n');
write('services/messaging/package.json', pkg('@canopy/messaging', { '.': './src/index.ts' }));
write(
  'services/messaging/src/index.ts',
  [
    "import { decide } from '@canopy/survey';",
    "import { notified } from '@canopy/projections/messaging/messages/read';",
    'export const counts = () => decide() + notified();',
    '',
  ].join('\n'),
);
write('projections/package.json', pkg('@canopy/projections', { '.': './src/index.ts', './*': './src/*.ts' }));
write('projections/src/index.ts', "export { notified } from './messaging/messages/read.ts';\n");
write('projections/src/messaging/messages/read.ts', 'export const notified = () => 0;\n');
write('projections/src/survey/packages/read.ts', 'export const packages = () => [];\n');
mkdirSync(join(root, 'node_modules/@canopy'), { recursive: true });
const linked: ReadonlyArray<readonly [name: string, path: string]> = [
  ['survey', 'services/survey'],
  ['messaging', 'services/messaging'],
  ['projections', 'projections'],
];
for (const [name, path] of linked) symlinkSync(join(root, path), join(root, 'node_modules/@canopy', name), 'dir');

const lint = () => findDoorViolations(importEdgesOf(root, ['tsconfig.json'], ['services', 'projections']));

describe('the doors lint on a planted tree', () => {
  it('passes a tree whose contexts meet through entry points and read their own read models', () => {
    expect(lint()).toEqual([]);
  });

  it('fails each way around it: template string, computed import, createRequire, projections path', () => {
    write('services/messaging/src/viaTemplate.ts', 'export const load = () => import(`../../survey/src/decide.ts`);\n');
    write(
      'services/messaging/src/viaComputed.ts',
      "const where = ['..', '..', 'survey', 'src', 'decide.ts'].join('/');\nexport const load = () => import(where);\n",
    );
    write(
      'services/messaging/src/viaRequire.ts',
      [
        "import { createRequire } from 'node:module';",
        'const require = createRequire(import.meta.url);',
        "export const decide = require('../../survey/src/decide.ts');",
        '',
      ].join('\n'),
    );
    write('services/messaging/src/viaProjections.ts', "export { packages } from '@canopy/projections/survey/packages/read';\n");

    expect(lint().sort()).toEqual([
      'services/messaging/src/viaComputed.ts:2: imports where: a computed import cannot be checked: name the module with a string literal (a map of literal imports if it varies)',
      "services/messaging/src/viaProjections.ts:1: imports @canopy/projections/survey/packages/read: reads survey's read model: go through @canopy/survey (its entry point, or a port it implements)",
      "services/messaging/src/viaRequire.ts:3: imports ../../survey/src/decide.ts: createRequire is for dependencies' CommonJS files: import our own modules",
      'services/messaging/src/viaTemplate.ts:1: imports ../../survey/src/decide.ts: reach survey through its entry point @canopy/survey (or a port), not its internals',
    ]);
  });
});

describe('the clock lint on a planted tree', () => {
  const clockReads = () => {
    const reads: ClockRead[] = [];
    forEachProgramFile(root, ['tsconfig.json'], ['services'], (file, from) => reads.push(...clockReadsOf(file, from)));
    return findClockViolations(reads);
  };

  it('fails new Date() and Date.now() in a context, and leaves the time module, specs, dates of a value and comments alone', () => {
    write('services/platform/src/time/clock.ts', 'export const systemClock = { now: () => new Date() };\n');
    write('services/survey/src/decide.unit.spec.ts', 'export const at = Date.now();\n');
    write(
      'services/survey/src/expiry.ts',
      [
        '// not new Date() but the clock handed in',
        'export const expired = (at: string, now: Date) => new Date(at) < now;',
        'export const stamp = () => new Date().toISOString();',
        'export const age = (since: number) => Date.now() - since;',
        '',
      ].join('\n'),
    );
    const message =
      "reads the machine's clock: decide with the clock you are handed (deps.clock.now()), or measure an interval with performance.now()";
    expect(clockReads()).toEqual([
      `services/survey/src/expiry.ts:3: new Date() ${message}`,
      `services/survey/src/expiry.ts:4: Date.now() ${message}`,
    ]);
  });
});
