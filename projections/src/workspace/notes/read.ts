import type { Note } from '@canopy/contracts/participants/notes';
import { typedQueries, type Queryable } from '@canopy/platform/db/typedQueries';
import { sql } from 'slonik';
import { z } from 'zod';

// The only door to `participant_notes` (ADR 0028).

const NoteRow = z.strictObject({
  id: z.string(),
  participant_id: z.string(),
  body: z.string(),
  created_at: z.date(),
  updated_at: z.date(),
});
const NoteOwner = z.strictObject({ participant_id: z.string(), workspace_id: z.string() });

const toNote = (row: z.infer<typeof NoteRow>): Note => ({
  ...row,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

export const createNotesReader = (queryable: Queryable) => {
  const db = typedQueries(queryable);
  return {
    /** a participant's live notes, newest first */
    async ofParticipant(participantId: string): Promise<Note[]> {
      const rows = await db.any(
        sql.type(NoteRow)`select id, participant_id, body, created_at, updated_at from participant_notes.notes
                           where participant_id = ${participantId} and deleted_at is null order by created_at desc, id desc`,
      );
      return rows.map(toNote);
    },
    async one(noteId: string): Promise<Note | null> {
      const row = await db.maybeOne(
        sql.type(
          NoteRow,
        )`select id, participant_id, body, created_at, updated_at from participant_notes.notes where id = ${noteId} and deleted_at is null`,
      );
      return row ? toNote(row) : null;
    },
    /** whose note this is and in which workspace (a deleted note has none) */
    owner: (noteId: string) =>
      db.maybeOne(
        sql.type(NoteOwner)`select participant_id, workspace_id from participant_notes.notes where id = ${noteId} and deleted_at is null`,
      ),
  };
};
