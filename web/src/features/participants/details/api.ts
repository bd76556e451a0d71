import { CollaborationPaths, ParticipantDetails, type CollaborationFilters } from '@canopy/contracts/analytics/collaboration';
import { Note, NotePaths } from '@canopy/contracts/participants/notes';
import { z } from 'zod';
import { apiFetch } from '../../session/apiFetch';

/** POST collaborations/participant-details: the popup's profile, scores, counts and notes */
export const fetchParticipantDetails = (
  participantId: string,
  filters: CollaborationFilters = {},
  { signal }: { signal?: AbortSignal } = {},
) =>
  apiFetch(CollaborationPaths.participantDetails, {
    method: 'POST',
    body: { ...filters, participant_id: participantId },
    schema: ParticipantDetails,
    signal,
  });

export const fetchNotes = (participantId: string, { signal }: { signal?: AbortSignal } = {}) =>
  apiFetch(NotePaths.ofParticipant(participantId), { schema: z.array(Note), signal });

export const addNote = ({ participantId, body }: { participantId: string; body: string }) =>
  apiFetch(NotePaths.ofParticipant(participantId), { method: 'POST', body: { body }, schema: Note });

export const editNote = ({ noteId, body }: { noteId: string; body: string }) =>
  apiFetch(NotePaths.one(noteId), { method: 'PUT', body: { body }, schema: Note });

export const deleteNote = (noteId: string) => apiFetch(NotePaths.one(noteId), { method: 'DELETE' });
