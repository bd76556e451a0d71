import { OriginSources } from '@canopy/contracts/participants/api';
import type { Input, UseCase } from '@canopy/platform/http/routeTable';
import type { z } from 'zod';
import type { WorkspaceAccessRow } from '../access/workspaceAccess.ts';
import { IdParams, workspaceInPath } from './rosterAccess.ts';
import type { RosterDeps } from './rosterDeps.ts';

export const ListOriginSourcesInput = { params: IdParams };
export const AnsweredOriginSourcesInput = { params: IdParams, body: OriginSources };

/** the fields the groups of the workspace were made from */
export const listOriginSources = (deps: RosterDeps) =>
  ({
    access: workspaceInPath(deps),
    handle: async (_input, { scope: workspace }) => ({ origin_sources: await deps.read.originSources(workspace.id) }),
  }) satisfies UseCase<Input<z.output<typeof IdParams>>, WorkspaceAccessRow, unknown>;

/** of the origin sources given, those with at least one group that has participants */
export const answeredOriginSources = (deps: RosterDeps) =>
  ({
    access: workspaceInPath(deps),
    handle: async (input, { scope: workspace }) => ({
      origin_sources: await deps.read.answeredOriginSources(workspace.id, input.body.origin_sources),
    }),
  }) satisfies UseCase<Input<z.output<typeof IdParams>, undefined, z.output<typeof OriginSources>>, WorkspaceAccessRow, unknown>;
