import { CommentInput } from '@canopy/contracts/story/api';
import type { Prelude } from '@canopy/platform/http/prelude';
import type { z } from 'zod';
import { snapshotAnswer } from '../http/storyAnswer.ts';
import type { AssignedSnapshot } from '../story/storyAccess.ts';
import { runStory, type StoryPorts } from '../story/storyPorts.ts';

export { assignedSnapshot as access } from '../story/storyAccess.ts';
/** the comment, at most 500 characters */
export const Input = CommentInput;

/** PUT a snapshot's comment, answered with the snapshot as it now stands */
export const commentSnapshot =
  (ports: Pick<StoryPorts, 'commands' | 'stories' | 'urls'>) =>
  async ({ body }: { body: z.output<typeof Input> }, prelude: Prelude<AssignedSnapshot>) => {
    const snapshot = prelude.scope;
    await runStory(ports, prelude, snapshot.workspace_id, (who) => ({
      type: 'CommentSnapshot',
      data: { ...who, snapshot_id: snapshot.id, comment: body.comment },
    }));
    const row = (await ports.stories.snapshot(snapshot.id)) ?? snapshot;
    return { snapshot: snapshotAnswer(row, ports.urls.urlFor(row.id, prelude.now)) };
  };
