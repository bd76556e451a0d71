import { ErrorBody } from '@canopy/contracts';
import { WorkspaceMessages } from '@canopy/contracts/workspace/api';
import { Note, NoteInput, NoteMessages } from '@canopy/contracts/participants/notes';
import { Text } from '@canopy/contracts';
import { streamCommand } from '@canopy/platform/commands/streamCommand';
import type { AuthUser } from '@canopy/platform/http/auth';
import { routePrelude } from '@canopy/platform/http/prelude';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import { newId } from '@canopy/platform/ids';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createNotesReader } from '@canopy/projections/workspace/notes/read';
import { createParticipantsReader } from '@canopy/projections/workspace/participants/read';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createWorkspaceAccess } from '../access/workspaceAccess.ts';
import { createRosterAccess } from '../roster/rosterAccess.ts';
import { notesDecider } from './decide.ts';
import { noteStreamId } from './notes.ts';

const TAGS = ['participant notes'];
const errors = { '4xx': ErrorBody, '5xx': ErrorBody } as const;
const IdParams = z.object({ id: Text().max(64) });
/** the notes screens read the notes list next: commands wait for it (read-your-writes) */
const NOTE_READ_MODELS = ['participant_notes'] as const;

/**
 * Notes on a participant under /api/v1 (ADR 0045): GET and POST /participant-notes/participant/{id}, PUT and
 * DELETE /participant-notes/{id}. A participant or note of another team is not found (404), one in a workspace
 * the caller is not assigned to is refused (403).
 */
export const noteRoutes =
  (deps: ServiceDeps): FastifyPluginAsync =>
  async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const { pool } = deps.platform;
    const notes = createNotesReader(pool);
    const participants = createRosterAccess(pool, createParticipantsReader(pool));
    const workspaces = createWorkspaceAccess(pool);

    const run = streamCommand(deps, notesDecider, noteStreamId, NOTE_READ_MODELS);

    /** the note's participant and workspace, if the caller may work there */
    const noteOf = async (user: AuthUser, noteId: string) => {
      const owner = await notes.owner(noteId);
      if (!owner) throw httpError(404, NoteMessages.notFound);
      const workspace = await workspaces.inTeam(user, owner.workspace_id).catch(() => {
        throw httpError(404, NoteMessages.notFound);
      });
      if (!workspace.assigned) throw httpError(403, WorkspaceMessages.notAssigned);
      return owner;
    };
    /** a new note on the participant in `:id`, in a workspace the caller may work in */
    const onParticipant = routePrelude(deps.clock, {
      scope: (request: FastifyRequest<{ Params: { id: string } }>, user) => participants.participant(user, request.params.id),
      workspaceOf: (workspace) => workspace.id,
    });
    /** a change to the note in `:id` */
    const onNote = routePrelude(deps.clock, {
      scope: (request: FastifyRequest<{ Params: { id: string } }>, user) => noteOf(user, request.params.id),
      workspaceOf: (owner) => owner.workspace_id,
    });
    const answer = async (noteId: string) => {
      const note = await notes.one(noteId);
      if (!note) throw httpError(404, NoteMessages.notFound);
      return note;
    };

    app.get(
      '/participant-notes/participant/:id',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: "A participant's notes, newest first",
          params: IdParams,
          response: { 200: z.array(Note), ...errors },
        },
      },
      async (request) => {
        await participants.participant(request.user, request.params.id);
        return notes.ofParticipant(request.params.id);
      },
    );

    app.post(
      '/participant-notes/participant/:id',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Add a note on a participant',
          description: "The body is trimmed, required ('Note is required') and at most 500 characters.",
          params: IdParams,
          body: NoteInput,
          response: { 201: Note, ...errors },
        },
      },
      async (request, reply) => {
        const { user, scope: workspace, context } = await onParticipant(request);
        const noteId = newId();
        const data = {
          note_id: noteId,
          participant_id: request.params.id,
          workspace_id: workspace.id,
          body: request.body.body,
          by: user.id,
          now: context.now.toISOString(),
        };
        await run(request.params.id, { type: 'AddNote', data }, context);
        return reply.code(201).send(await answer(noteId));
      },
    );

    app.put(
      '/participant-notes/:id',
      {
        onRequest: app.requireUser,
        schema: { tags: TAGS, summary: 'Edit a note', params: IdParams, body: NoteInput, response: { 200: Note, ...errors } },
      },
      async (request) => {
        const { user, scope: owner, context } = await onNote(request);
        const data = {
          note_id: request.params.id,
          participant_id: owner.participant_id,
          body: request.body.body,
          by: user.id,
          now: context.now.toISOString(),
        };
        await run(owner.participant_id, { type: 'EditNote', data }, context);
        return answer(request.params.id);
      },
    );

    app.delete(
      '/participant-notes/:id',
      {
        onRequest: app.requireUser,
        schema: { tags: TAGS, summary: 'Delete a note', params: IdParams, response: { 200: z.object({ id: Text() }), ...errors } },
      },
      async (request) => {
        const { user, scope: owner, context } = await onNote(request);
        await run(
          owner.participant_id,
          {
            type: 'DeleteNote',
            data: { note_id: request.params.id, participant_id: owner.participant_id, by: user.id, now: context.now.toISOString() },
          },
          context,
        );
        return { id: request.params.id };
      },
    );
  };
