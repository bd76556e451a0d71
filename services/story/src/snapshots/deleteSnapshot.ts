import type { Prelude } from '@canopy/platform/http/prelude';
import type { AssignedSnapshot } from '../story/storyAccess.ts';
import { runStory, type StoryPorts } from '../story/storyPorts.ts';

export { assignedSnapshot as access } from '../story/storyAccess.ts';

/** DELETE a snapshot (answered 204) */
export const deleteSnapshot = (ports: Pick<StoryPorts, 'commands'>) => async (_input: unknown, prelude: Prelude<AssignedSnapshot>) => {
  const snapshot = prelude.scope;
  await runStory(ports, prelude, snapshot.workspace_id, (who) => ({
    type: 'DeleteSnapshot',
    data: { ...who, snapshot_id: snapshot.id },
  }));
  return null;
};
