import { ErrorBody } from '@canopy/contracts';
import {
  CreateParticipantsAnswer,
  CreateParticipantsRequest,
  DeletedParticipants,
  DeleteParticipantsRequest,
  ListParticipantsRequest,
  Participant,
  ParticipantInput,
  ParticipantListPage,
  ParticipantMessages,
  ParticipantPaths,
  ParticipantToGroupRequest,
} from '@canopy/contracts/participants/api';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '@canopy/platform/commands/commandContext';
import type { RosterRouteOptions } from './routes.ts';

const TAGS = ['participants'];
const errors = { '4xx': ErrorBody, '5xx': ErrorBody } as const;
const IdParams = z.object({ id: z.string() });
const HRIS_NOTE = 'A workspace connected to an HRIS answers 409 (participants are edited by the sync).';

const deleted = (ids: string[]) => ({ ids, title: ParticipantMessages.deletedTitle, message: ParticipantMessages.deleted });

/** POST participants/by-workspace, POST/PUT/DELETE participants, POST participants/{id}/to-group/{groupId} (paths: ParticipantPaths) */
export const participantRoutes =
  (options: RosterRouteOptions): FastifyPluginAsync =>
  async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const { read, access, commands, clock } = options;

    app.post(
      ParticipantPaths.list,
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'A page of the participants table',
          description:
            'Pages of up to 100 (`limit`, `offset`; `isAll` answers every match). `searchString` of 3 or more characters matches names, e-mail, phone and payroll id (case-insensitive); shorter searches do not filter. `sortType` name (first name, then last name), credentials (e-mail, else phone, else payroll id), hiring_date or group_name (unset last), `sortBy` ASC or DESC; no `sortType`: newest first. `all_count` counts every match (also on the first participant).',
          body: ListParticipantsRequest,
          response: { 200: ParticipantListPage, ...errors },
        },
      },
      async (request) => {
        await access.workspace(request.user, request.body.workspace_id);
        return read.page(request.body);
      },
    );

    app.post(
      ParticipantPaths.create,
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Add participants by hand (bulk)',
          description: `Every row is checked like the edit form and names the same workspace. A row whose e-mail (else phone, else payroll id) belongs to a participant of the workspace updates that participant (\`counts\` tells how many were added, updated and unchanged); a later row repeating an earlier one is left out (\`missed\`). Participants join the default group of the workspace's classification. ${HRIS_NOTE}`,
          body: CreateParticipantsRequest,
          response: { 201: CreateParticipantsAnswer, ...errors },
        },
      },
      async (request, reply) => {
        const rows = request.body;
        const first = rows[0];
        if (!first) throw httpError(400, ParticipantMessages.noParticipants);
        if (rows.some((row) => row.workspace_id !== first.workspace_id)) throw httpError(400, ParticipantMessages.mixedWorkspaces);
        const workspace = await access.workspace(request.user, first.workspace_id);
        const outcome = await commands.importParticipants({
          workspaceId: workspace.id,
          source: 'manual',
          rows: rows.map(({ workspace_id: _workspace, ...fields }, index) => ({ row: index + 1, fields, groups: [] })),
          context: contextOf(request, request.user, workspace.id, clock.now()),
        });
        const participants = await read.participants([...outcome.created, ...outcome.updated, ...outcome.unchanged]);
        const counts = { created: outcome.created.length, updated: outcome.updated.length, unchanged: outcome.unchanged.length };
        return reply.code(201).send({ participants, counts, missed: outcome.missed });
      },
    );

    const update = async (request: FastifyRequest<{ Params: { id: string }; Body: z.output<typeof ParticipantInput> }>) => {
      const workspace = await access.participant(request.user, request.params.id);
      await commands.updateParticipant(
        workspace.id,
        request.params.id,
        request.body,
        contextOf(request, request.user, workspace.id, clock.now()),
      );
      const [participant] = await read.participants([request.params.id]);
      if (!participant) throw httpError(404, ParticipantMessages.notFound);
      return participant;
    };
    const updateSchema = (summary: string) => ({
      onRequest: app.requireUser,
      schema: {
        tags: TAGS,
        summary,
        description: `Every field is replaced (absent ones become empty). Credentials another participant of the workspace has answer 409. ${HRIS_NOTE}`,
        params: IdParams,
        body: ParticipantInput,
        response: { 200: Participant, ...errors },
      },
    });
    app.put('/participants/:id', updateSchema('Edit a participant'), update);
    app.put('/participants/details/:id', updateSchema('Edit a participant (the detail form)'), update);

    app.delete(
      '/participants/:id',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Delete a participant',
          description: `The participant leaves every group and their personal data is erased. ${HRIS_NOTE}`,
          params: IdParams,
          response: { 200: DeletedParticipants, ...errors },
        },
      },
      async (request) => {
        const workspace = await access.participant(request.user, request.params.id);
        await commands.deleteParticipants(workspace.id, [request.params.id], contextOf(request, request.user, workspace.id, clock.now()));
        return deleted([request.params.id]);
      },
    );

    app.delete(
      ParticipantPaths.bulkDelete,
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Delete participants (bulk)',
          description: `All of them or none: every id must be a participant of one workspace the caller is assigned to. Their personal data is erased. ${HRIS_NOTE}`,
          body: DeleteParticipantsRequest,
          response: { 200: DeletedParticipants, ...errors },
        },
      },
      async (request) => {
        const ids = [...new Set(request.body.ids)];
        if (ids.length === 0) throw httpError(400, ParticipantMessages.noneSelected);
        const workspace = await access.participants(request.user, ids);
        await commands.deleteParticipants(workspace.id, ids, contextOf(request, request.user, workspace.id, clock.now()));
        return deleted(ids);
      },
    );

    app.post(
      '/participants/:id/to-group/:groupId',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Move a participant to a group (relation true) or remove them from it (false)',
          description:
            'The path names the participant and the group (ids in the body are ignored); both must be of the same workspace. Joining a group twice answers 409; leaving a group one is not in changes nothing.',
          params: z.object({ id: z.string(), groupId: z.string() }),
          body: ParticipantToGroupRequest,
          response: { 200: Participant, ...errors },
        },
      },
      async (request) => {
        const { id, groupId } = request.params;
        const workspace = await access.participant(request.user, id);
        const groupWorkspace = await access.group(request.user, groupId);
        if (groupWorkspace.id !== workspace.id) throw httpError(404, ParticipantMessages.groupNotFound);
        await commands.changeMembership(
          workspace.id,
          id,
          groupId,
          request.body.relation,
          contextOf(request, request.user, workspace.id, clock.now()),
        );
        const [participant] = await read.participants([id]);
        if (!participant) throw httpError(404, ParticipantMessages.notFound);
        return participant;
      },
    );
  };
