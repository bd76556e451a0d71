import { describe, expect, it } from 'vitest';
import { findDoorViolations } from './doors.ts';
import type { ImportEdge } from './importEdges.ts';

// The doors rule over resolved import edges (the compiler's resolution is exercised by tests/int/doorsLint.int.spec.ts):
// each context is reached through its entry point, a read model through its owner, shared libraries know no
// context, nobody but scripts and specs knows the gateway, and a context's package exports only ".".

const edge = (from: string, specifier: string, resolved: ImportEdge['resolved'], kind: ImportEdge['kind'] = 'static'): ImportEdge => ({
  from,
  line: 1,
  specifier,
  kind,
  resolved,
});

describe('the doors rule', () => {
  it('lets contexts, specs and scripts use entry points, shared libraries, their own read models and files', () => {
    expect(
      findDoorViolations([
        edge('services/messaging/src/http/messageRoutes.ts', '@canopy/survey', 'services/survey/src/index.ts'),
        edge(
          'services/messaging/src/http/messageRoutes.ts',
          '@canopy/platform/http/sharedPlugin',
          'services/platform/src/http/sharedPlugin.ts',
        ),
        edge(
          'services/messaging/src/http/messageRoutes.ts',
          '@canopy/projections/messaging/messages/read',
          'projections/src/messaging/messages/read.ts',
        ),
        edge('services/messaging/src/http/messageRoutes.ts', '../send/sender.ts', 'services/messaging/src/send/sender.ts'),
        edge('services/messaging/src/http/messageRoutes.ts', 'pg-boss', 'external'),
        edge('services/platform/src/db/copyRows.ts', 'pg-copy-streams', null, 'require'),
        edge('projections/src/index.ts', './survey/index.ts', 'projections/src/survey/index.ts'),
        edge('tests/int/messages.int.spec.ts', '@canopy/projections/survey/packages/read', 'projections/src/survey/packages/read.ts'),
        edge('tests/int/messages.int.spec.ts', '@canopy/gateway', 'services/gateway/src/index.ts'),
        edge('scripts/start.ts', '@canopy/gateway', 'services/gateway/src/index.ts'),
      ]),
    ).toEqual([]);
  });

  it("fails a reach-in to another context's internals, by package name, by relative path or to its entry point by path", () => {
    expect(
      findDoorViolations([
        edge('services/messaging/src/index.ts', '@canopy/survey/respondent/personalLinks', null),
        edge('services/analytics/src/demo/seed.ts', '../../../survey/src/response/decide.ts', 'services/survey/src/response/decide.ts'),
        edge('tests/int/survey.spec.ts', '../../services/survey/src/clock.ts', 'services/survey/src/clock.ts', 'dynamic'),
        edge('services/story/src/index.ts', '../../survey/src/index.ts', 'services/survey/src/index.ts'),
      ]),
    ).toEqual([
      'services/messaging/src/index.ts:1: imports @canopy/survey/respondent/personalLinks: reach survey through its entry point @canopy/survey (or a port), not its internals',
      'services/analytics/src/demo/seed.ts:1: imports ../../../survey/src/response/decide.ts: reach survey through its entry point @canopy/survey (or a port), not its internals',
      'tests/int/survey.spec.ts:1: imports ../../services/survey/src/clock.ts: reach survey through its entry point @canopy/survey (or a port), not its internals',
      'services/story/src/index.ts:1: imports ../../survey/src/index.ts: reach survey through its entry point @canopy/survey (or a port), not its internals',
    ]);
  });

  it("fails a context or another read model reading a context's read model, a computed import and a require of our own code", () => {
    expect(
      findDoorViolations([
        edge(
          'services/survey/src/package/sentCounts.ts',
          '@canopy/projections/messaging/messages/read',
          'projections/src/messaging/messages/read.ts',
        ),
        edge(
          'projections/src/survey/packages/project.ts',
          '../../messaging/messages/read.ts',
          'projections/src/messaging/messages/read.ts',
        ),
        edge('services/platform/src/http/access.ts', '@canopy/projections/survey/packages/read', 'projections/src/survey/packages/read.ts'),
        edge('services/story/src/load.ts', 'name', null, 'computed'),
        edge('services/story/src/load.ts', '@canopy/survey', null, 'require'),
        edge('services/story/src/load.ts', './missing.ts', null),
      ]),
    ).toEqual([
      "services/survey/src/package/sentCounts.ts:1: imports @canopy/projections/messaging/messages/read: reads messaging's read model: go through @canopy/messaging (its entry point, or a port it implements)",
      "projections/src/survey/packages/project.ts:1: imports ../../messaging/messages/read.ts: reads messaging's read model: go through @canopy/messaging (its entry point, or a port it implements)",
      "services/platform/src/http/access.ts:1: imports @canopy/projections/survey/packages/read: reads survey's read model: go through @canopy/survey (its entry point, or a port it implements)",
      'services/story/src/load.ts:1: imports name: a computed import cannot be checked: name the module with a string literal (a map of literal imports if it varies)',
      "services/story/src/load.ts:1: imports @canopy/survey: createRequire is for dependencies' CommonJS files: import our own modules",
      'services/story/src/load.ts:1: imports ./missing.ts: does not resolve to a file',
    ]);
  });

  it('fails a projection or a context importing the gateway, and a shared library importing a context', () => {
    expect(
      findDoorViolations([
        edge('projections/src/worker.ts', '@canopy/gateway', 'services/gateway/src/index.ts'),
        edge('services/story/src/index.ts', '@canopy/gateway', 'services/gateway/src/index.ts'),
        edge('services/platform/src/http/access.ts', '@canopy/workspace', 'services/workspace/src/index.ts'),
        edge('contracts/src/story/api.ts', '@canopy/survey', 'services/survey/src/index.ts'),
      ]),
    ).toEqual([
      'projections/src/worker.ts:1: imports @canopy/gateway: projections must not know the gateway (the gateway mounts the contexts, not the other way round)',
      'services/story/src/index.ts:1: imports @canopy/gateway: story must not know the gateway (the gateway mounts the contexts, not the other way round)',
      'services/platform/src/http/access.ts:1: imports @canopy/workspace: the shared library platform must not import a context',
      'contracts/src/story/api.ts:1: imports @canopy/survey: the shared library contracts must not import a context',
    ]);
  });

  it('lets a listed crossing pass and fails a listed crossing that no longer exists, so the list only shrinks', () => {
    const listed = { from: 'services/admin/src/report.ts', to: 'projections/src/survey/packages/read.ts', why: 'to move' };
    const gone = { from: 'services/admin/src/old.ts', to: 'projections/src/survey/packages/read.ts', why: 'moved' };
    expect(
      findDoorViolations(
        [edge('services/admin/src/report.ts', '@canopy/projections/survey/packages/read', 'projections/src/survey/packages/read.ts')],
        [],
        [listed, gone],
      ),
    ).toEqual([
      'services/admin/src/old.ts no longer imports projections/src/survey/packages/read.ts: take its entry off the allowed crossings',
    ]);
  });

  it("fails a context package that exports more than its entry point, and leaves the shared libraries' subpaths alone", () => {
    expect(
      findDoorViolations(
        [],
        [
          { path: 'services/survey/package.json', json: { exports: { '.': './src/index.ts', './*': './src/*.ts' } } },
          { path: 'services/story/package.json', json: { exports: { '.': './src/index.ts' } } },
          { path: 'services/platform/package.json', json: { exports: { '.': './src/index.ts', './*': './src/*.ts' } } },
        ],
      ),
    ).toEqual([
      'services/survey/package.json: a context exports only its entry point ("exports": { ".": "./src/index.ts" }), not [".","./*"]',
    ]);
  });
});
