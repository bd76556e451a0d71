import type { Prelude } from '@canopy/platform/http/prelude';
import { storyAnswer } from '../http/storyAnswer.ts';
import type { AssignedWorkspace } from './storyAccess.ts';
import type { StoryPorts } from './storyPorts.ts';

export { assignedWorkspace as access } from './storyAccess.ts';

/** the story as the consultant's preview shows it: its snapshots with signed image URLs, the logos, the live link */
export const answerStory = async (ports: StoryPorts, workspaceId: string, now: Date) => {
  const [story, snapshots, workspace] = await Promise.all([
    ports.stories.story(workspaceId),
    ports.stories.snapshots(workspaceId),
    ports.workspaceRows.byId(workspaceId),
  ]);
  const team = workspace ? await ports.teams.byId(workspace.team_id) : null;
  return storyAnswer({
    workspaceId,
    story,
    snapshots,
    workspace: { name: workspace?.name ?? '', logo_url: ports.images.urlFor(workspace?.logo_image_id ?? null) },
    team: { name: team?.name ?? '', logo_url: ports.images.urlFor(team?.logo_image_id ?? null) },
    imageUrl: (snapshot) => ports.urls.urlFor(snapshot.id, now),
    now,
  });
};

/** GET a workspace's data story */
export const readStory = (ports: StoryPorts) => async (_input: unknown, prelude: Prelude<AssignedWorkspace>) =>
  answerStory(ports, prelude.scope.id, prelude.now);
