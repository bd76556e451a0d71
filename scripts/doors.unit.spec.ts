import { describe, expect, it } from 'vitest';
import { findDoorViolations, type SourceFile } from './doors.ts';

// The doors rule on a small tree: each context is reached through its entry point, shared libraries know no
// context, nobody but scripts and specs knows the gateway, and a context's package exports only ".".

const file = (path: string, ...lines: string[]): SourceFile => ({ path, text: lines.join('\n') });

describe('the doors rule', () => {
  it('lets contexts, specs and scripts use entry points, shared libraries and their own files', () => {
    expect(
      findDoorViolations([
        file(
          'services/messaging/src/http/messageRoutes.ts',
          "import { createPackageAccess } from '@canopy/survey';",
          "import { httpError } from '@canopy/platform/http/sharedPlugin';",
          "import { createMessagesReader } from '@canopy/projections/messaging/messages/read';",
          "import { MessagingMessages } from '@canopy/contracts/messaging/api';",
          "import { createSender } from '../send/sender.ts';",
          "import { PgBoss } from 'pg-boss';",
        ),
        file(
          'tests/int/messages.int.spec.ts',
          "import { schedulerOf } from '@canopy/messaging';",
          "import { startRuntime } from '@canopy/gateway';",
        ),
        file('scripts/start.ts', "import { startRuntime } from '@canopy/gateway';"),
      ]),
    ).toEqual([]);
  });

  it("fails a planted reach-in to another context's internals, by package name or by relative path", () => {
    expect(
      findDoorViolations([
        file(
          'services/messaging/src/index.ts',
          '// the messages',
          "import { createPersonalLinks } from '@canopy/survey/respondent/personalLinks';",
        ),
        file('services/analytics/src/demo/seed.ts', "export { responseDecider } from '../../../survey/src/response/decide.ts';"),
        file('tests/int/survey.spec.ts', "const { surveyClock } = await import('../../services/survey/src/clock.ts');"),
      ]),
    ).toEqual([
      'services/messaging/src/index.ts:2: imports @canopy/survey/respondent/personalLinks: reach survey through its entry point @canopy/survey (or a port), not its internals',
      'services/analytics/src/demo/seed.ts:1: imports ../../../survey/src/response/decide.ts: reach survey through its entry point @canopy/survey (or a port), not its internals',
      'tests/int/survey.spec.ts:1: imports ../../services/survey/src/clock.ts: reach survey through its entry point @canopy/survey (or a port), not its internals',
    ]);
  });

  it('fails a projection or a context importing the gateway, and a shared library importing a context', () => {
    expect(
      findDoorViolations([
        file('projections/src/worker.ts', "import { allContracts } from '@canopy/gateway';"),
        file('services/story/src/index.ts', "import type { Runtime } from '@canopy/gateway';"),
        file('services/platform/src/http/access.ts', "import { createWorkspaceAccess } from '@canopy/workspace';"),
        file('contracts/src/story/api.ts', "import { SurveyMessages } from '@canopy/survey';"),
      ]),
    ).toEqual([
      'projections/src/worker.ts:1: imports @canopy/gateway: projections must not know the gateway (the gateway mounts the contexts, not the other way round)',
      'services/story/src/index.ts:1: imports @canopy/gateway: story must not know the gateway (the gateway mounts the contexts, not the other way round)',
      'services/platform/src/http/access.ts:1: imports @canopy/workspace: the shared library platform must not import a context',
      'contracts/src/story/api.ts:1: imports @canopy/survey: the shared library contracts must not import a context',
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
