import { NoteAdded, NoteDeleted, NoteEdited } from '@canopy/contracts/participants/notes';
import { participantNotesProjection } from '@canopy/projections/workspace/notes/project';
import { describe, expect, it } from 'vitest';
import { given, withReadModel } from '../support/readModel.ts';

// The workspace context's read models on a migrated schema, without the product: given events, then rows.

describe('participant_notes', () => {
  const notes = withReadModel(participantNotesProjection);
  const rows = () =>
    notes.rows<{ id: string; workspace_id: string; body: string; deleted: boolean }>(
      'select id, workspace_id, body, deleted_at is not null as deleted from notes order by id',
    );
  const added = (noteId: string, body: string | null) =>
    given(NoteAdded, {
      note_id: noteId,
      participant_id: 'p1',
      workspace_id: 'w1',
      // an erased participant's note opens with a null body
      body: body as string,
      added_by: 'c1',
      added_at: '2026-03-01T09:00:00Z',
    });

  it('keeps each note with its workspace and latest body, marks deletions, and keeps an erased body empty', async () => {
    await notes.given(
      added('n1', 'Prefers written feedback'),
      added('n2', 'Joined in March'),
      given(NoteEdited, {
        note_id: 'n1',
        participant_id: 'p1',
        body: 'Prefers written feedback, weekly',
        edited_by: 'c1',
        edited_at: '2026-03-02T09:00:00Z',
      }),
      given(NoteDeleted, { note_id: 'n2', participant_id: 'p1', deleted_by: 'c1', deleted_at: '2026-03-03T09:00:00Z' }),
      added('n3', null),
    );
    await notes.again();
    expect(await rows()).toEqual([
      { id: 'n1', workspace_id: 'w1', body: 'Prefers written feedback, weekly', deleted: false },
      { id: 'n2', workspace_id: 'w1', body: 'Joined in March', deleted: true },
      { id: 'n3', workspace_id: 'w1', body: '', deleted: false },
    ]);
  });
});
