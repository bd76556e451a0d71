import { SnapshotName, SnapshotSettings } from '@canopy/contracts/story/api';
import type { Prelude } from '@canopy/platform/http/prelude';
import { parseFields } from '@canopy/platform/images/upload';
import { z } from 'zod';
import { requiredImage, type StoryForm } from '../http/storyImages.ts';
import type { AssignedWorkspace } from '../story/storyAccess.ts';
import type { StoryPorts } from '../story/storyPorts.ts';
import { saveSnapshot } from './saveSnapshot.ts';

export { assignedWorkspace as access } from '../story/storyAccess.ts';
/** the form's text field: the snapshot's name (the image comes in `file`) */
export const Input = z.object({ name: SnapshotName });

/** POST an uploaded image as a snapshot (png, jpg or jpeg by its bytes, below 20 MB) */
export const addFileSnapshot =
  (ports: StoryPorts) =>
  async ({ read }: { read: { form: StoryForm } }, prelude: Prelude<AssignedWorkspace>) => {
    const fields = parseFields(Input, read.form.fields);
    return saveSnapshot(
      ports,
      prelude,
      prelude.scope.id,
      { kind: 'file', name: fields.name, chart: null, figures: null, settings: SnapshotSettings.parse({}) },
      requiredImage(read.form),
    );
  };
