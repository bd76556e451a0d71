import type { PlanReader } from '@canopy/actions';
import type { createTeamsReader } from '@canopy/identity';
import type { ImageStore } from '@canopy/platform/images/imageStore';
import type { createStoryReader } from '@canopy/projections/story/stories/read';
import type { createWorkspacesReader } from '@canopy/workspace';

/**
 * What the shared story's use cases work with (a visitor's, no account): the story's own reader, the workspace and
 * the team through their contexts' entry points, the images, and the plan through the actions context's.
 */
export type SharedPorts = {
  stories: Pick<ReturnType<typeof createStoryReader>, 'byLink' | 'snapshots' | 'snapshot'>;
  workspaceRows: Pick<ReturnType<typeof createWorkspacesReader>, 'byId'>;
  teams: Pick<ReturnType<typeof createTeamsReader>, 'byId'>;
  images: Pick<ImageStore, 'read'>;
  /** the workspace's action plan as the Action Plans page reads it: the story's 'Action plan' slides (ADR 0156) */
  actionPlan: PlanReader;
};
