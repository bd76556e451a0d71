// The read-model crossings between contexts that are left (ADR 0136). The doors lint refuses a context reading another
// context's read model by its projection path (`@canopy/projections/<owner>/…`); each entry below is one import still
// doing it, kept on purpose and named so the list only shrinks: moving an import behind the owner's entry point (or a
// port it implements) makes the lint fail until its entry is taken off here, and a new crossing fails at once.
import type { AllowedCrossing } from './doors.ts';

const crossings = (why: string, pairs: ReadonlyArray<readonly [from: string, to: string]>): AllowedCrossing[] =>
  pairs.map(([from, to]) => ({ from, to, why }));

export const DOOR_CROSSINGS_LEFT: readonly AllowedCrossing[] = [
  // actions reads analytics
  ...crossings(
    "action plans take a focus area's figure from analytics' answers and settings: to become a call of analytics' figure use case through @canopy/analytics",
    [
      ['services/actions/src/figures/focusAreaFigure.ts', 'projections/src/analytics/answers/read.ts'],
      ['services/actions/src/figures/focusAreaFigure.ts', 'projections/src/analytics/answers/readRespondents.ts'],
      ['services/actions/src/figures/focusAreaFigure.ts', 'projections/src/analytics/settings/read.ts'],
    ],
  ),
  // actions reads identity
  ...crossings("action plans name consultants: to move behind identity's entry point", [
    ['services/actions/src/http/planRoutes.ts', 'projections/src/identity/consultants/read.ts'],
  ]),
  // actions reads survey
  ...crossings("action plans read packages for a focus area's figure: to move behind survey's entry point", [
    ['services/actions/src/figures/focusAreaFigure.ts', 'projections/src/survey/packages/read.ts'],
  ]),
  // analytics reads survey
  ...crossings("analytics reads packages and link cycles for its figures, exports and AI runs: to move behind survey's entry point", [
    ['services/analytics/src/http/workspaceRoutes.ts', 'projections/src/survey/packages/read.ts'],
    ['services/analytics/src/collaboration/routes.ts', 'projections/src/survey/packages/read.ts'],
    ['services/analytics/src/http/analyticsRoutes.ts', 'projections/src/survey/packageLinks/read.ts'],
  ]),
  // analytics reads workspace
  ...crossings(
    "analytics reads the roster (participants, AI fields, notes) for its figures, exports and AI runs: to move behind workspace's entry point or a roster port",
    [
      ['services/analytics/src/collaboration/routes.ts', 'projections/src/workspace/notes/read.ts'],
      ['services/analytics/src/collaboration/routes.ts', 'projections/src/workspace/participants/read.ts'],
    ],
  ),
  // story reads identity
  ...crossings("the story reads teams for the shared page's branding: to move behind identity's entry point", [
    ['services/story/src/http/sharedRoutes.ts', 'projections/src/identity/teams/read.ts'],
  ]),
  // story reads workspace
  ...crossings(
    "the story reads workspaces for the shared page and deck: workspace's entry point exports the reader; left until the story's routes become handlers",
    [['services/story/src/http/sharedRoutes.ts', 'projections/src/workspace/workspaces/read.ts']],
  ),
];
