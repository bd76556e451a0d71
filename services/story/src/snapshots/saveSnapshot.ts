import type { Prelude } from '@canopy/platform/http/prelude';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { ValidImage } from '@canopy/platform/images/validate';
import { snapshotAnswer } from '../http/storyAnswer.ts';
import type { StoryCommand } from '../story/decide.ts';
import { runStory, type StoryPorts, type WhoData } from '../story/storyPorts.ts';

/** what a new snapshot holds besides who adds it and the ids this step gives it */
export type NewSnapshot = Omit<Extract<StoryCommand, { type: 'AddSnapshot' }>['data'], keyof WhoData | 'snapshot_id' | 'image_id'>;

/** stores the image, adds the snapshot on the story's stream and answers it as the story's read model holds it */
export const saveSnapshot = async (
  ports: Pick<StoryPorts, 'images' | 'commands' | 'stories' | 'urls' | 'newId'>,
  prelude: Prelude<unknown>,
  workspaceId: string,
  input: NewSnapshot,
  image: ValidImage,
) => {
  const { user } = prelude;
  const imageId = await ports.images.save(image, { teamId: user.teamId, createdBy: user.id });
  const snapshotId = ports.newId();
  await runStory(ports, prelude, workspaceId, (who) => ({
    type: 'AddSnapshot',
    data: { ...who, ...input, snapshot_id: snapshotId, image_id: imageId },
  }));
  const row = await ports.stories.snapshot(snapshotId);
  if (!row) throw httpError(503, 'The snapshot was added but is not readable yet; reload the Data Story');
  return { snapshot: snapshotAnswer(row, ports.urls.urlFor(row.id, prelude.now)) };
};
