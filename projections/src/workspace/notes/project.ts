import type { RecordedEvent } from '@canopy/contracts';
import { NoteAdded, NoteDeleted, NoteEdited } from '@canopy/contracts/participants/notes';
import { defineProjection } from '@canopy/platform/projections/projection';
import type pg from 'pg';
import { dataOf } from '../../eventData.ts';
import { participantNotesSchema } from './schema.ts';

/**
 * `participant_notes.notes`: one row per note, with the workspace of its participant so the access rule
 * needs no other read model. An erased participant's note body reads back null and is kept empty.
 * Every statement is safe to run twice, as a redelivered batch does.
 */
export const participantNotesProjection = defineProjection({
  ...participantNotesSchema,
  handles: [NoteAdded.type, NoteEdited.type, NoteDeleted.type],
  async apply(client: pg.PoolClient, events: RecordedEvent[]) {
    for (const event of events) {
      switch (event.type) {
        case NoteAdded.type: {
          const data = dataOf(NoteAdded, event);
          await client.query(
            `insert into notes (id, participant_id, workspace_id, body, created_at, updated_at) values ($1, $2, $3, $4, $5, $5)
             on conflict (id) do nothing`,
            [data.note_id, data.participant_id, data.workspace_id, data.body ?? '', data.added_at],
          );
          break;
        }
        case NoteEdited.type: {
          const data = dataOf(NoteEdited, event);
          await client.query('update notes set body = $2, updated_at = $3 where id = $1', [data.note_id, data.body ?? '', data.edited_at]);
          break;
        }
        case NoteDeleted.type: {
          const data = dataOf(NoteDeleted, event);
          await client.query('update notes set deleted_at = $2 where id = $1', [data.note_id, data.deleted_at]);
          break;
        }
      }
    }
  },
});
