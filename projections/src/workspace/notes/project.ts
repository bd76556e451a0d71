import { NoteAdded, NoteDeleted, NoteEdited } from '@canopy/contracts/participants/notes';
import { handlerProjection, on } from '../../handlers.ts';
import { participantNotesSchema } from './schema.ts';

/**
 * `participant_notes.notes`: one row per note, with the workspace of its participant so the access rule
 * needs no other read model. An erased participant's note body reads back null and is kept empty.
 * Every statement is safe to run twice, as a redelivered batch does.
 */
export const participantNotesProjection = handlerProjection(participantNotesSchema, [
  on(NoteAdded, async (client, data) => {
    await client.query(
      `insert into notes (id, participant_id, workspace_id, body, created_at, updated_at) values ($1, $2, $3, $4, $5, $5)
       on conflict (id) do nothing`,
      [data.note_id, data.participant_id, data.workspace_id, data.body ?? '', data.added_at],
    );
  }),
  on(NoteEdited, async (client, data) => {
    await client.query('update notes set body = $2, updated_at = $3 where id = $1', [data.note_id, data.body ?? '', data.edited_at]);
  }),
  on(NoteDeleted, async (client, data) => {
    await client.query('update notes set deleted_at = $2 where id = $1', [data.note_id, data.deleted_at]);
  }),
]);
