import { NOTE_MAX_LENGTH, NoteMessages } from '@canopy/contracts/participants/notes';
import { DomainError, type Decider } from '@canopy/platform/commands/decider';
import { evolveNotes, type NoteEvent, type NotesState } from './notes.ts';

/** `workspace_id`: the participant's workspace (the route checked the caller may work in it); `now`: ISO time */
export type AddNote = {
  type: 'AddNote';
  data: { note_id: string; participant_id: string; workspace_id: string; body: string; by: string; now: string };
};
export type EditNote = { type: 'EditNote'; data: { note_id: string; participant_id: string; body: string; by: string; now: string } };
export type DeleteNote = { type: 'DeleteNote'; data: { note_id: string; participant_id: string; by: string; now: string } };
export type NoteCommand = AddNote | EditNote | DeleteNote;

const requireBody = (body: string) => {
  const trimmed = body.trim();
  if (trimmed === '') throw new DomainError(NoteMessages.required, 400);
  if ([...trimmed].length > NOTE_MAX_LENGTH) throw new DomainError(NoteMessages.tooLong, 400);
  return trimmed;
};

const requireNote = (state: NotesState, noteId: string) => {
  const note = state.notes.get(noteId);
  if (!note || note.deleted) throw new DomainError(NoteMessages.notFound, 404);
  return note;
};

export const decideNotes = (command: NoteCommand, state: NotesState): NoteEvent[] => {
  switch (command.type) {
    case 'AddNote': {
      const { note_id, participant_id, workspace_id, by, now } = command.data;
      if (state.notes.has(note_id)) throw new DomainError('The note already exists', 409);
      return [
        {
          type: 'NoteAdded',
          data: { note_id, participant_id, workspace_id, body: requireBody(command.data.body), added_by: by, added_at: now },
        },
      ];
    }
    case 'EditNote': {
      const { note_id, participant_id, by, now } = command.data;
      const note = requireNote(state, note_id);
      const body = requireBody(command.data.body);
      if (body === note.body) return [];
      return [{ type: 'NoteEdited', data: { note_id, participant_id, body, edited_by: by, edited_at: now } }];
    }
    case 'DeleteNote': {
      const { note_id, participant_id, by, now } = command.data;
      requireNote(state, note_id);
      return [{ type: 'NoteDeleted', data: { note_id, participant_id, deleted_by: by, deleted_at: now } }];
    }
  }
};

export const notesDecider: Decider<NoteCommand, NoteEvent, NotesState> = {
  initialState: () => ({ notes: new Map() }),
  decide: decideNotes,
  evolve: evolveNotes,
};
