import { DeletedWorkspace, Workspace, WorkspaceOptionTypes, WorkspacePaths } from '@canopy/contracts/workspace/api';
import { mountRoutes, route } from '@canopy/platform/http/routeTable';
import { readImageForm } from '@canopy/platform/images/upload';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { assignConsultant, AssignConsultantInput } from './assignConsultant.ts';
import { createWorkspace, CreateWorkspaceInput } from './createWorkspace.ts';
import { deleteWorkspace, DeleteWorkspaceInput } from './deleteWorkspace.ts';
import { listOptionTypes } from './listOptionTypes.ts';
import { listWorkspaces, ListWorkspacesInput } from './listWorkspaces.ts';
import type { HrisLookup } from './readModel.ts';
import { readWorkspace, ReadWorkspaceInput } from './readWorkspace.ts';
import { updateWorkspace, UpdateWorkspaceInput } from './updateWorkspace.ts';
import { workspaceDepsOf } from './workspaceDeps.ts';

/**
 * The workspace API under /api/v1 (paths: WorkspacePaths). Every route but the option list checks the
 * workspace belongs to the caller's team (else 404) and, to act on it, that the caller is assigned (403).
 * Each row calls its use case in workspace/ (ADR 0145).
 */
export const workspaceRoutes =
  (serviceDeps: ServiceDeps, options: { hris?: HrisLookup } = {}): FastifyPluginAsync =>
  async (app) => {
    const deps = workspaceDepsOf(serviceDeps, app.images, options.hris);
    mountRoutes(app, serviceDeps.clock, {
      tags: ['workspaces'],
      routes: [
        route({
          method: 'GET',
          url: WorkspacePaths.optionTypes,
          summary: 'The answers offered by the additional-info questions',
          response: WorkspaceOptionTypes,
          ...listOptionTypes,
        }),
        route({
          method: 'GET',
          url: '/workspaces/by-team/:teamId',
          summary: "The workspaces of the caller's team",
          description:
            'Workspaces the caller is not assigned to come without their client details (the switcher shows them dimmed). Another team answers 404.',
          ...ListWorkspacesInput,
          response: z.array(Workspace),
          ...listWorkspaces(deps),
        }),
        route({
          method: 'GET',
          url: '/workspaces/:id',
          summary: 'One workspace the caller is assigned to',
          ...ReadWorkspaceInput,
          response: Workspace,
          ...readWorkspace(deps),
        }),
        route({
          method: 'POST',
          url: WorkspacePaths.create,
          summary: 'Create a workspace; its creator is assigned to it',
          ...CreateWorkspaceInput,
          response: Workspace,
          status: 201,
          ...createWorkspace(deps),
        }),
        route({
          method: 'PUT',
          url: '/workspaces/:id',
          summary: 'Change a workspace: name, logo, additional info, group classification, time zone, alert thresholds',
          description:
            "multipart/form-data. Fields (all optional; absent ones stay as they are): name, is_logo_changed (true: set the logo from `file`, or remove it when no file is sent), additional_info (JSON; its keys replace the stored ones, and the formation type clears the other branch's answers), group_classification, time_zone (an IANA zone such as Europe/London: every date the workspace shows, on screen and in its files, is a day in it, and its schedules run in it), alert_thresholds (JSON `{ alpha, minimum_respondents, minimum_move }`: when a change since the cycle before is an alert). `file`: png, jpg, jpeg or svg below 1,000,000 bytes.",
          consumes: ['multipart/form-data'],
          ...UpdateWorkspaceInput,
          form: (request) => readImageForm(request),
          response: Workspace,
          ...updateWorkspace(deps),
        }),
        route({
          method: 'DELETE',
          url: '/workspaces/:id',
          summary: 'Delete a workspace',
          description:
            "An optional JSON body `{ id }` must name the same workspace as the path ('Workspace id does not equal id'). The main contact's personal data is erased.",
          ...DeleteWorkspaceInput,
          response: DeletedWorkspace,
          ...deleteWorkspace(deps),
        }),
        route({
          method: 'POST',
          url: '/consultants/:consultant_id/to-workspace/:workspace_id',
          summary: 'Assign (relation true) or unassign (false) a colleague to a workspace',
          description:
            'The caller must be assigned to the workspace and cannot change their own assignment; the consultant must be in the same team.',
          ...AssignConsultantInput,
          response: Workspace,
          ...assignConsultant(deps),
        }),
      ],
    });
  };
