import type { AccessRule, Input } from '@canopy/platform/http/routeTable';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { z } from 'zod';
import { createWorkspaceAccess, type WorkspaceAccessRow } from '../access/workspaceAccess.ts';
import { createRosterPort } from '../roster/rosterCommands.ts';
import { createImportedGroups } from './importedGroups.ts';
import { createImportProgress } from './importProgress.ts';
import { createTemplateStore } from './templateStore.ts';

/** a workspace's path (`/participants/workspace/:id/by-csv`, `/matching-template/by-workspace/:id`) */
export const IdParams = z.object({ id: z.string() });

/** what the CSV import's use cases share: the roster, the groups an import names, the templates and the progress store */
export const csvImportDepsOf = (deps: ServiceDeps) => ({
  roster: createRosterPort(deps),
  importedGroups: createImportedGroups(deps.platform.pool),
  access: createWorkspaceAccess(deps.platform.pool),
  templates: createTemplateStore(deps),
  imports: createImportProgress(deps.platform.pool, deps.logger),
  logger: deps.logger,
});
export type CsvImportDeps = ReturnType<typeof csvImportDepsOf>;

/** the workspace in `:id`, if the caller is assigned to it (another team's 404, not assigned 403) */
export const assignedWorkspace = (
  deps: Pick<CsvImportDeps, 'access'>,
): AccessRule<Input<{ id: string }, unknown, unknown, unknown>, WorkspaceAccessRow> => ({
  scope: (input, user) => deps.access.assigned(user, input.params.id),
  workspaceOf: (workspace) => workspace.id,
});

/** whose progress an import is: the consultant who started it, in that workspace */
export const ownerOf = (workspaceId: string, userId: string) => `${workspaceId}:${userId}`;
