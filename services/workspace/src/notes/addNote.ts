import { NoteInput } from '@canopy/contracts/participants/notes';
import type { Input, UseCase } from '@canopy/platform/http/routeTable';
import { newId } from '@canopy/platform/ids';
import type { z } from 'zod';
import type { WorkspaceAccessRow } from '../access/workspaceAccess.ts';
import { IdParams, noteAnswer, type NotesDeps, participantAccess } from './noteDeps.ts';

export const AddNoteInput = { params: IdParams, body: NoteInput };

/** a new note on the participant in `:id` */
export const addNote = (deps: NotesDeps) =>
  ({
    access: participantAccess(deps),
    handle: async (input, { user, scope: workspace, context }) => {
      const noteId = newId();
      const data = {
        note_id: noteId,
        participant_id: input.params.id,
        workspace_id: workspace.id,
        body: input.body.body,
        by: user.id,
        now: context.now.toISOString(),
      };
      await deps.run(input.params.id, { type: 'AddNote', data }, context);
      return noteAnswer(deps, noteId);
    },
  }) satisfies UseCase<Input<z.output<typeof IdParams>, undefined, z.output<typeof NoteInput>>, WorkspaceAccessRow, unknown>;
