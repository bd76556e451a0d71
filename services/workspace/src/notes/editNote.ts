import { NoteInput } from '@canopy/contracts/participants/notes';
import type { Input, UseCase } from '@canopy/platform/http/routeTable';
import type { z } from 'zod';
import { IdParams, noteAccess, noteAnswer, type NoteOwner, type NotesDeps } from './noteDeps.ts';

export const EditNoteInput = { params: IdParams, body: NoteInput };

/** the note in `:id` given a new body */
export const editNote = (deps: NotesDeps) =>
  ({
    access: noteAccess(deps),
    handle: async (input, { user, scope: owner, context }) => {
      const data = {
        note_id: input.params.id,
        participant_id: owner.participant_id,
        body: input.body.body,
        by: user.id,
        now: context.now.toISOString(),
      };
      await deps.run(owner.participant_id, { type: 'EditNote', data }, context);
      return noteAnswer(deps, input.params.id);
    },
  }) satisfies UseCase<Input<z.output<typeof IdParams>, undefined, z.output<typeof NoteInput>>, NoteOwner, unknown>;
