import { randomUUID } from 'node:crypto';
import { ErrorBody } from '@canopy/contracts';
import {
  AssignConsultantRequest,
  CreateWorkspaceRequest,
  DeletedWorkspace,
  DeleteWorkspaceRequest,
  UpdateWorkspaceFields,
  Workspace,
  WorkspaceMessages,
  WorkspaceOptionTypes,
  WorkspacePaths,
  WORKSPACE_OPTION_TYPES,
} from '@canopy/contracts/workspace/api';
import type { AuthUser } from '@canopy/platform/http/auth';
import { routePrelude } from '@canopy/platform/http/prelude';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import { imageChange, parseFields, readImageForm } from '@canopy/platform/images/upload';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createWorkspaceAccess } from '../access/workspaceAccess.ts';
import { createWorkspaceCommands } from './commands.ts';
import { createWorkspaceReadModel, toWorkspace, type HrisLookup } from './readModel.ts';

const TAGS = ['workspaces'];
const errors = { '4xx': ErrorBody, '5xx': ErrorBody } as const;
const IdParams = z.object({ id: z.string() });

/**
 * The workspace API under /api/v1 (paths: WorkspacePaths). Every route but the option list checks the
 * workspace belongs to the caller's team (else 404) and, to act on it, that the caller is assigned (403).
 */
export const workspaceRoutes =
  (deps: ServiceDeps, options: { hris?: HrisLookup } = {}): FastifyPluginAsync =>
  async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const { pool } = deps.platform;
    const read = createWorkspaceReadModel(pool);
    const access = createWorkspaceAccess(pool);
    const commands = createWorkspaceCommands(deps);
    const hris: HrisLookup = options.hris ?? (async () => []);
    /** a change to a workspace the caller is assigned to, named by the route's `param` */
    const assignedBy = <Param extends 'id' | 'workspace_id'>(param: Param) =>
      routePrelude(deps.clock, {
        scope: (request: FastifyRequest<{ Params: Record<Param, string> }>, user) =>
          access.assigned(user, (request.params as Record<Param, string>)[param]),
        workspaceOf: (workspace) => workspace.id,
      });
    const assigned = assignedBy('id');
    const assignedByWorkspaceId = assignedBy('workspace_id');
    /** a new workspace of the caller's own team: its id is minted here */
    const creating = routePrelude(deps.clock, {
      scope: async (request: FastifyRequest<{ Body: { team_id?: string | undefined; created_by_id?: string | undefined } }>, user) => {
        if (request.body.team_id !== undefined && request.body.team_id !== user.teamId)
          throw httpError(403, WorkspaceMessages.teamMismatch);
        if (request.body.created_by_id !== undefined && request.body.created_by_id !== user.id)
          throw httpError(403, WorkspaceMessages.teamMismatch);
        return { workspaceId: randomUUID() };
      },
      workspaceOf: (scope) => scope.workspaceId,
    });

    const answer = async (workspaceId: string, user: AuthUser) => {
      const row = await read.byId(workspaceId);
      if (!row) throw httpError(404, WorkspaceMessages.notFound);
      return toWorkspace(row, user.id, app.images, await hris(workspaceId));
    };

    app.get(
      WorkspacePaths.optionTypes,
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'The answers offered by the additional-info questions',
          response: { 200: WorkspaceOptionTypes, ...errors },
        },
      },
      async () => WORKSPACE_OPTION_TYPES,
    );

    app.get(
      '/workspaces/by-team/:teamId',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: "The workspaces of the caller's team",
          description:
            'Workspaces the caller is not assigned to come without their client details (the switcher shows them dimmed). Another team answers 404.',
          params: z.object({ teamId: z.string() }),
          response: { 200: z.array(Workspace), ...errors },
        },
      },
      async (request) => {
        const user = request.user;
        if (request.params.teamId !== user.teamId) throw httpError(404, 'Team not found');
        const rows = await read.ofTeam(user.teamId);
        return Promise.all(
          rows.map(async (row) => toWorkspace(row, user.id, app.images, row.consultants_ids.includes(user.id) ? await hris(row.id) : [])),
        );
      },
    );

    app.get(
      '/workspaces/:id',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'One workspace the caller is assigned to',
          params: IdParams,
          response: { 200: Workspace, ...errors },
        },
      },
      async (request) => {
        await access.assigned(request.user, request.params.id);
        return answer(request.params.id, request.user);
      },
    );

    app.post(
      WorkspacePaths.create,
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Create a workspace; its creator is assigned to it',
          body: CreateWorkspaceRequest,
          response: { 201: Workspace, ...errors },
        },
      },
      async (request, reply) => {
        const { user, scope, context } = await creating(request);
        const { workspaceId } = scope;
        const { name, additional_info } = request.body;
        await commands.workspace(
          workspaceId,
          {
            type: 'CreateWorkspace',
            data: {
              workspace_id: workspaceId,
              team_id: user.teamId,
              created_by: user.id,
              name,
              additional_info: additional_info ?? {},
              now: context.now.toISOString(),
            },
          },
          context,
        );
        return reply.code(201).send(await answer(workspaceId, user));
      },
    );

    app.put(
      '/workspaces/:id',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Change a workspace: name, logo, additional info, group classification, time zone, alert thresholds',
          description:
            "multipart/form-data. Fields (all optional; absent ones stay as they are): name, is_logo_changed (true: set the logo from `file`, or remove it when no file is sent), additional_info (JSON; its keys replace the stored ones, and the formation type clears the other branch's answers), group_classification, time_zone (an IANA zone such as Europe/London: every date the workspace shows, on screen and in its files, is a day in it, and its schedules run in it), alert_thresholds (JSON `{ alpha, minimum_respondents, minimum_move }`: when a change since the cycle before is an alert). `file`: png, jpg, jpeg or svg below 1,000,000 bytes.",
          consumes: ['multipart/form-data'],
          params: IdParams,
          response: { 200: Workspace, ...errors },
        },
      },
      async (request) => {
        const { user, scope: workspace, context } = await assigned(request);
        const form = await readImageForm(request);
        const fields = parseFields(UpdateWorkspaceFields, form.fields);
        const logo = await imageChange(form, fields.is_logo_changed, app.images, { teamId: user.teamId, createdBy: user.id });
        await commands.workspace(
          workspace.id,
          {
            type: 'UpdateWorkspace',
            data: {
              name: fields.name,
              logo,
              additional_info: fields.additional_info,
              group_classification: fields.group_classification,
              time_zone: fields.time_zone,
              alert_thresholds: fields.alert_thresholds,
              by: user.id,
              now: context.now.toISOString(),
            },
          },
          context,
        );
        return answer(workspace.id, user);
      },
    );

    app.delete(
      '/workspaces/:id',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Delete a workspace',
          description:
            "An optional JSON body `{ id }` must name the same workspace as the path ('Workspace id does not equal id'). The main contact's personal data is erased.",
          params: IdParams,
          body: DeleteWorkspaceRequest,
          response: { 200: DeletedWorkspace, ...errors },
        },
      },
      async (request) => {
        if (request.body && request.body.id !== request.params.id) throw httpError(400, WorkspaceMessages.idMismatch);
        const { user, scope: workspace, context } = await assigned(request);
        await commands.workspace(workspace.id, { type: 'DeleteWorkspace', data: { by: user.id, now: context.now.toISOString() } }, context);
        // crypto-shredding: the main contact's sealed fields in the log become unreadable
        await deps.platform.vault.erase(workspace.id);
        return { id: workspace.id };
      },
    );

    app.post(
      '/consultants/:consultant_id/to-workspace/:workspace_id',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Assign (relation true) or unassign (false) a colleague to a workspace',
          description:
            'The caller must be assigned to the workspace and cannot change their own assignment; the consultant must be in the same team.',
          params: z.object({ consultant_id: z.string(), workspace_id: z.string() }),
          body: AssignConsultantRequest,
          response: { 200: Workspace, ...errors },
        },
      },
      async (request) => {
        const { user, scope: workspace, context } = await assignedByWorkspaceId(request);
        const { consultant_id } = request.params;
        const teamConsultant = await read.isTeamConsultant(user.teamId, consultant_id);
        await commands.workspace(
          workspace.id,
          {
            type: 'AssignConsultant',
            data: {
              consultant_id,
              relation: request.body.relation,
              team_consultant: teamConsultant,
              by: user.id,
              now: context.now.toISOString(),
            },
          },
          context,
        );
        return answer(workspace.id, user);
      },
    );
  };
