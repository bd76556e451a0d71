import type { EventOf } from '@canopy/contracts';
import type { NoteAdded, NoteDeleted, NoteEdited } from '@canopy/contracts/participants/notes';
import { streamIdOf } from '@canopy/platform/commands/streamId';

// The notes on one participant. Stream: `note-<participant id>` (ADR 0027): a note is edited or deleted
// only while it exists, which is a rule about this participant's notes alone.

export type NoteEvent = EventOf<typeof NoteAdded> | EventOf<typeof NoteEdited> | EventOf<typeof NoteDeleted>;

export type NoteState = { body: string; deleted: boolean };
export type NotesState = { notes: ReadonlyMap<string, NoteState> };

export const noteStreamId = streamIdOf('note');

export const evolveNotes = (state: NotesState, event: NoteEvent): NotesState => {
  const notes = new Map(state.notes);
  switch (event.type) {
    case 'NoteAdded':
      notes.set(event.data.note_id, { body: event.data.body ?? '', deleted: false });
      break;
    case 'NoteEdited': {
      const note = notes.get(event.data.note_id);
      if (note) notes.set(event.data.note_id, { ...note, body: event.data.body ?? '' });
      break;
    }
    case 'NoteDeleted': {
      const note = notes.get(event.data.note_id);
      if (note) notes.set(event.data.note_id, { ...note, deleted: true });
      break;
    }
  }
  return { notes };
};
