import { deciderSpec } from '@canopy/platform/commands/givenWhenThen';
import { describe, it } from 'vitest';
import { notesDecider } from './decide.ts';
import type { NoteEvent } from './notes.ts';

const spec = deciderSpec(notesDecider);
const now = '2026-11-24T10:00:00.000Z';
const added: NoteEvent = {
  type: 'NoteAdded',
  data: { note_id: 'n1', participant_id: 'p1', workspace_id: 'w1', body: 'Leads the Monday stand-up', added_by: 'ada', added_at: now },
};
const deleted: NoteEvent = { type: 'NoteDeleted', data: { note_id: 'n1', participant_id: 'p1', deleted_by: 'ada', deleted_at: now } };
const add = (body: string, note_id = 'n1') => ({
  type: 'AddNote' as const,
  data: { note_id, participant_id: 'p1', workspace_id: 'w1', body, by: 'ada', now },
});
const edit = (body: string, note_id = 'n1') => ({
  type: 'EditNote' as const,
  data: { note_id, participant_id: 'p1', body, by: 'ada', now },
});

describe('Notes', () => {
  it('are added with a trimmed body', () => {
    spec.given([]).when(add('  Leads the Monday stand-up ')).then([added]);
  });

  it('need a body of at most 500 characters', () => {
    spec.given([]).when(add('   ')).thenThrows('Note is required', 400);
    spec.given([added]).when(edit('')).thenThrows('Note is required', 400);
    spec
      .given([])
      .when(add('x'.repeat(501)))
      .thenThrows('Note may contain at most 500 characters', 400);
    spec
      .given([])
      .when(add('x'.repeat(500)))
      .then([{ ...added, data: { ...added.data, body: 'x'.repeat(500) } }]);
  });

  it('are edited only when the body changed', () => {
    spec.given([added]).when(edit('Leads the Monday stand-up')).then([]);
    spec
      .given([added])
      .when(edit('Moved to Lisbon'))
      .then([
        { type: 'NoteEdited', data: { note_id: 'n1', participant_id: 'p1', body: 'Moved to Lisbon', edited_by: 'ada', edited_at: now } },
      ]);
  });

  it('are edited and deleted only while they exist', () => {
    spec.given([]).when(edit('Anything', 'n2')).thenThrows('Could not find note', 404);
    spec.given([added, deleted]).when(edit('Anything')).thenThrows('Could not find note', 404);
    spec
      .given([added, deleted])
      .when({ type: 'DeleteNote', data: { note_id: 'n1', participant_id: 'p1', by: 'ada', now } })
      .thenThrows('Could not find note', 404);
    spec
      .given([added])
      .when({ type: 'DeleteNote', data: { note_id: 'n1', participant_id: 'p1', by: 'ada', now } })
      .then([deleted]);
  });
});
