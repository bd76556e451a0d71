import { PreviewMessages, ReleasePreviewRequest } from '@canopy/contracts/analytics/preview';
import type { PackageCore } from '@canopy/contracts/survey/api';
import type { Queryable } from '@canopy/platform/db/typedQueries';
import type { Prelude } from '@canopy/platform/http/prelude';
import type { AccessRule } from '@canopy/platform/http/routeTable';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import { createAnswersReader } from '@canopy/projections/analytics/answers/read';
import type { z } from 'zod';
import { type AnalyticsPorts, type AnalyticsWorkspace, PathId, WorkspaceParams } from '../analyticsPorts.ts';
import type { ReleasePreviewUseCase } from './releasePreview.ts';

export const Params = WorkspaceParams.extend({ packageId: PathId() });
export const Body = ReleasePreviewRequest;
type In = { params: z.output<typeof Params>; body: z.output<typeof Body> };
type Scope = { workspace: AnalyticsWorkspace; pkg: PackageCore };

/** the package in `:packageId`, of the workspace in `:workspaceId` the caller may work in (404 otherwise) */
export const access = (ports: Pick<AnalyticsPorts, 'workspaces' | 'packages'>): AccessRule<In, Scope> => ({
  scope: async (input, user) => {
    const workspace = await ports.workspaces.assigned(user, input.params.workspaceId);
    const pkg = (await ports.packages.ofWorkspace(workspace.id)).find((item) => item.id === input.params.packageId);
    if (!pkg) throw httpError(404, PreviewMessages.packageNotFound);
    return { workspace, pkg };
  },
  workspaceOf: ({ workspace }) => workspace.id,
});

/** the asked groups, each a live group of the workspace, else 400 */
export const liveGroups = async (pool: Queryable, workspaceId: string, groupIds: readonly string[]): Promise<string[]> => {
  const live = new Set((await createAnswersReader(pool).groups(workspaceId)).map((group) => group.id));
  const asked = [...new Set(groupIds)];
  if (asked.some((id) => !live.has(id))) throw httpError(400, PreviewMessages.unknownGroup);
  return asked;
};

/** what the package's charts would show for the chosen groups once the cycle is answered at the expected rate (ADR 0140) */
export const previewRelease =
  (ports: Pick<AnalyticsPorts, 'pool'> & { preview: ReleasePreviewUseCase }) =>
  async ({ body }: In, { scope: { workspace, pkg }, now }: Prelude<Scope>) =>
    ports.preview({
      workspaceId: workspace.id,
      pkg,
      groupIds: await liveGroups(ports.pool, workspace.id, body.groups_ids),
      rate: body.response_rate,
      rateCycleId: null,
      now,
    });
