import type { Input, UseCase } from '@canopy/platform/http/routeTable';
import { z } from 'zod';
import type { WorkspaceAccessRow } from '../access/workspaceAccess.ts';
import { IdParams, workspaceInPath } from './rosterAccess.ts';
import type { RosterDeps } from './rosterDeps.ts';

const SourceParams = z.object({ source: z.string(), id: z.string() });
export const ListGroupsInput = { params: IdParams };
export const ListGroupsBySourceInput = { params: SourceParams };

/** the workspace's groups with their participants */
export const listGroups = (deps: RosterDeps) =>
  ({
    access: workspaceInPath(deps),
    handle: async (_input, { scope: workspace }) => deps.read.groups(workspace.id),
  }) satisfies UseCase<Input<z.output<typeof IdParams>>, WorkspaceAccessRow, unknown>;

/** the groups made from one participant field (e.g. department) */
export const listGroupsBySource = (deps: RosterDeps) =>
  ({
    access: workspaceInPath(deps),
    handle: async (input, { scope: workspace }) => deps.read.groups(workspace.id, input.params.source),
  }) satisfies UseCase<Input<z.output<typeof SourceParams>>, WorkspaceAccessRow, unknown>;
