import type { ChartData } from '@canopy/contracts/analytics/api';
import type { ParsedChartRequest } from '@canopy/analytics';
import type { AuthUser } from '@canopy/platform/http/auth';
import type { Prelude } from '@canopy/platform/http/prelude';
import type { ImageStore } from '@canopy/platform/images/imageStore';
import type { createStoryCommands } from '../commands.ts';
import type { createStoryReader } from '@canopy/projections/story/stories/read';
import type { createTeamsReader } from '@canopy/identity';
import type { PlanReader } from '@canopy/actions';
import type { createWorkspacesReader, WorkspaceAccess } from '@canopy/workspace';
import type { storyImageUrls } from '../http/storyImages.ts';
import type { StoryCommand } from './decide.ts';

/** who, in which team and workspace, at what moment: the part every story command's data starts with */
export type WhoData = { workspace_id: string; team_id: string; by: string; now: string };

/**
 * What the story's use cases work with, made once per process by the route table (storyRoutes.ts) and by specs
 * with fakes: the readers, the commands, the images and the figures other contexts compute for a snapshot.
 */
export type StoryPorts = {
  workspaces: WorkspaceAccess;
  workspaceRows: Pick<ReturnType<typeof createWorkspacesReader>, 'byId'>;
  teams: Pick<ReturnType<typeof createTeamsReader>, 'byId'>;
  stories: Pick<ReturnType<typeof createStoryReader>, 'story' | 'snapshots' | 'snapshot'>;
  commands: Pick<ReturnType<typeof createStoryCommands>, 'story'>;
  images: Pick<ImageStore, 'save' | 'read' | 'urlFor'>;
  urls: ReturnType<typeof storyImageUrls>;
  /** a chart's figures as analytics computes them for the caller (its access rule and release rule) */
  /** the workspace's action plan as the Action Plans page reads it: the deck's 'Action plan' slides (ADR 0143) */
  actionPlan: PlanReader;
  chartFigures: (user: Pick<AuthUser, 'id' | 'teamId'>, workspaceId: string, request: ParsedChartRequest) => Promise<ChartData>;
  newId: () => string;
};

/** runs one story command on `story-<workspace id>` with the prelude's caller, moment and context */
export const runStory = (
  ports: Pick<StoryPorts, 'commands'>,
  prelude: Prelude<unknown>,
  workspaceId: string,
  command: (who: WhoData) => StoryCommand,
) => {
  const who = { workspace_id: workspaceId, team_id: prelude.user.teamId, by: prelude.user.id, now: prelude.now.toISOString() };
  return ports.commands.story(workspaceId, command(who), prelude.context);
};
