import { actionPlansProjection } from './actions/plans/project.ts';
import type { Projection } from '@canopy/platform/projections/projection';
import { collaborationProjection } from './analytics/collaboration/project.ts';
import { identityProjections } from './identity/index.ts';
import { workspaceProjections } from './workspace/index.ts';
import { surveyProjections } from './survey/index.ts';
import { messagingProjections } from './messaging/index.ts';
import { analyticsProjections } from './analytics/index.ts';
import { adminProjections } from './admin/index.ts';
import { storyProjection } from './story/stories/project.ts';

/** Every read model the runtime keeps; `npm run replay -- <name|all>` rebuilds them. */
export const allProjections: readonly Projection[] = [
  ...identityProjections,
  ...workspaceProjections,
  ...surveyProjections,
  ...messagingProjections,
  collaborationProjection,
  ...analyticsProjections,
  ...adminProjections,
  storyProjection,
  actionPlansProjection,
];
