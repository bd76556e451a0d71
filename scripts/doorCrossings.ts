// The read-model crossings between contexts that are left (ADR 0136). The doors lint refuses a context reading another
// context's read model by its projection path (`@canopy/projections/<owner>/…`); each entry below is one import still
// doing it, kept on purpose and named so the list only shrinks: moving an import behind the owner's entry point (or a
// port it implements) makes the lint fail until its entry is taken off here, and a new crossing fails at once.
import type { AllowedCrossing } from './doors.ts';

const crossings = (why: string, pairs: ReadonlyArray<readonly [from: string, to: string]>): AllowedCrossing[] =>
  pairs.map(([from, to]) => ({ from, to, why }));

export const DOOR_CROSSINGS_LEFT: readonly AllowedCrossing[] = [
  // survey reads identity
  ...crossings("survey reads teams (respondent page branding) and consultants (demo library): to move behind identity's entry point", [
    ['services/survey/src/http/respondentRoutes.ts', 'projections/src/identity/teams/read.ts'],
  ]),
  // survey reads workspace
  ...crossings(
    'survey identifies respondents against the roster and reads workspace settings: survey already imports @canopy/workspace, so these can move behind its entry point',
    [
      ['services/survey/src/http/identifyFailureRoutes.ts', 'projections/src/workspace/participants/respondentRead.ts'],
      ['services/survey/src/http/respondentRoutes.ts', 'projections/src/workspace/participants/respondentRead.ts'],
      ['services/survey/src/http/respondentRoutes.ts', 'projections/src/workspace/workspaces/read.ts'],
    ],
  ),
];
