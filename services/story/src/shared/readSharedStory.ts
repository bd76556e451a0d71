import { StoryPaths } from '@canopy/contracts/story/api';
import type { PublicPrelude } from '@canopy/platform/http/prelude';
import type { z } from 'zod';
import { storyAnswer } from '../http/storyAnswer.ts';
import { LinkParams, openLink } from './openLink.ts';
import type { SharedPorts } from './sharedPorts.ts';

export const Params = LinkParams;

/** GET a shared story: its snapshots, images and logos each under the link, so they stop when it does */
export const readSharedStory =
  (ports: SharedPorts) =>
  async ({ params }: { params: z.output<typeof Params> }, prelude: PublicPrelude) => {
    const { link } = params;
    const { now } = prelude;
    const { story, workspace } = await openLink(ports, link, prelude);
    const [snapshots, team] = await Promise.all([ports.stories.snapshots(story.workspace_id), ports.teams.byId(workspace.team_id)]);
    const logo = (owner: 'team' | 'workspace', imageId: string | null | undefined) =>
      imageId ? `/api/v1${StoryPaths.sharedLogo(link, owner)}` : null;
    return storyAnswer({
      workspaceId: story.workspace_id,
      story,
      snapshots,
      workspace: { name: workspace.name, logo_url: logo('workspace', workspace.logo_image_id) },
      team: { name: team?.name ?? '', logo_url: logo('team', team?.logo_image_id) },
      imageUrl: (snapshot) => `/api/v1${StoryPaths.sharedImage(link, snapshot.id)}`,
      now,
    });
  };
