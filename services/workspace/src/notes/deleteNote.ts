import type { Input, UseCase } from '@canopy/platform/http/routeTable';
import type { z } from 'zod';
import { IdParams, noteAccess, type NoteOwner, type NotesDeps } from './noteDeps.ts';

export const DeleteNoteInput = { params: IdParams };

/** the note in `:id` deleted */
export const deleteNote = (deps: NotesDeps) =>
  ({
    access: noteAccess(deps),
    handle: async (input, { user, scope: owner, context }) => {
      const data = { note_id: input.params.id, participant_id: owner.participant_id, by: user.id, now: context.now.toISOString() };
      await deps.run(owner.participant_id, { type: 'DeleteNote', data }, context);
      return { id: input.params.id };
    },
  }) satisfies UseCase<Input<z.output<typeof IdParams>>, NoteOwner, unknown>;
