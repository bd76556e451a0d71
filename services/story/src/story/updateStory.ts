import { StoryUpdateInput } from '@canopy/contracts/story/api';
import type { Prelude } from '@canopy/platform/http/prelude';
import type { z } from 'zod';
import { answerStory } from './readStory.ts';
import type { AssignedWorkspace } from './storyAccess.ts';
import { runStory, type StoryPorts } from './storyPorts.ts';

export { assignedWorkspace as access } from './storyAccess.ts';
/** logos shown or not, frame colour, presentation order */
export const Input = StoryUpdateInput;

/** PUT a workspace's story settings, answered with the story as it now stands */
export const updateStory =
  (ports: StoryPorts) =>
  async ({ body }: { body: z.output<typeof Input> }, prelude: Prelude<AssignedWorkspace>) => {
    const workspaceId = prelude.scope.id;
    await runStory(ports, prelude, workspaceId, (who) => ({
      type: 'UpdateStory',
      data: {
        ...who,
        logo_team: body.logo_team,
        logo_workspace: body.logo_workspace,
        frame_color: body.frame_color,
        order: body.snapshots_ids_position,
      },
    }));
    return answerStory(ports, workspaceId, prelude.now);
  };
