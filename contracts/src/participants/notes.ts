import { z } from 'zod';
import { defineEvent, personal, personalDataOf } from '../platform/eventContract.ts';
import { Text } from '../platform/text.ts';

// Notes on a participant: added, edited, deleted by the consultants of the participant's workspace.
// Stream: `note-<participant id>` (ADR 0027). A note's body is about a person, so it is sealed with that
// participant's key like their name (ADR 0003): it reads back as null once the participant is erased.

export const NOTE_MAX_LENGTH = 500;
/** a body longer than this is shown cut, with a control that expands it */
export const NOTE_PREVIEW_LENGTH = 46;

export const NoteMessages = {
  required: 'Note is required',
  notFound: 'Could not find note',
  tooLong: `Note may contain at most ${NOTE_MAX_LENGTH} characters`,
} as const;

export const NotePaths = {
  ofParticipant: (participantId: string) => `/participant-notes/participant/${participantId}`,
  one: (noteId: string) => `/participant-notes/${noteId}`,
} as const;

const isoTime = z.iso.datetime({ offset: true });

export const NoteAdded = defineEvent(
  'NoteAdded',
  personalDataOf(
    z.object({
      note_id: Text(),
      participant_id: Text(),
      workspace_id: Text(),
      body: personal(Text()),
      added_by: Text(),
      added_at: isoTime,
    }),
    'participant_id',
  ),
);
export const NoteEdited = defineEvent(
  'NoteEdited',
  personalDataOf(
    z.object({ note_id: Text(), participant_id: Text(), body: personal(Text()), edited_by: Text(), edited_at: isoTime }),
    'participant_id',
  ),
);
export const NoteDeleted = defineEvent(
  'NoteDeleted',
  z.object({ note_id: Text(), participant_id: Text(), deleted_by: Text(), deleted_at: isoTime }),
);

export const noteEvents = [NoteAdded, NoteEdited, NoteDeleted] as const;

/** what the add and edit calls take; the rules (required, at most 500 characters) are the decider's, in the spec's words */
export const NoteInput = z.object({ body: Text().default('') });
export type NoteInput = z.input<typeof NoteInput>;

export const Note = z.object({ id: Text(), participant_id: Text(), body: Text(), created_at: Text(), updated_at: Text() });
export type Note = z.infer<typeof Note>;
