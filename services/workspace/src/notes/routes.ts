import { Text } from '@canopy/contracts';
import { Note } from '@canopy/contracts/participants/notes';
import { mountRoutes, route } from '@canopy/platform/http/routeTable';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { addNote, AddNoteInput } from './addNote.ts';
import { deleteNote, DeleteNoteInput } from './deleteNote.ts';
import { editNote, EditNoteInput } from './editNote.ts';
import { listNotes, ListNotesInput } from './listNotes.ts';
import { notesDepsOf } from './noteDeps.ts';

/**
 * Notes on a participant under /api/v1 (ADR 0045): GET and POST /participant-notes/participant/{id}, PUT and
 * DELETE /participant-notes/{id}. A participant or note of another team is not found (404), one in a workspace
 * the caller is not assigned to is refused (403). Each row calls its use case in notes/ (ADR 0145).
 */
export const noteRoutes =
  (serviceDeps: ServiceDeps): FastifyPluginAsync =>
  async (app) => {
    const deps = notesDepsOf(serviceDeps);
    mountRoutes(app, serviceDeps.clock, {
      tags: ['participant notes'],
      routes: [
        route({
          method: 'GET',
          url: '/participant-notes/participant/:id',
          summary: "A participant's notes, newest first",
          ...ListNotesInput,
          response: z.array(Note),
          ...listNotes(deps),
        }),
        route({
          method: 'POST',
          url: '/participant-notes/participant/:id',
          summary: 'Add a note on a participant',
          description: "The body is trimmed, required ('Note is required') and at most 500 characters.",
          ...AddNoteInput,
          response: Note,
          status: 201,
          ...addNote(deps),
        }),
        route({
          method: 'PUT',
          url: '/participant-notes/:id',
          summary: 'Edit a note',
          ...EditNoteInput,
          response: Note,
          ...editNote(deps),
        }),
        route({
          method: 'DELETE',
          url: '/participant-notes/:id',
          summary: 'Delete a note',
          ...DeleteNoteInput,
          response: z.object({ id: Text() }),
          ...deleteNote(deps),
        }),
      ],
    });
  };
