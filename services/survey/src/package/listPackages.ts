import type { AccessRule } from '@canopy/platform/http/routeTable';
import type { Prelude } from '@canopy/platform/http/prelude';
import type { PackagePorts, PackageWorkspace } from './packagePorts.ts';

/** the workspace in `:id`, if the caller may work in it */
export const access = (ports: Pick<PackagePorts, 'workspaces'>): AccessRule<{ params: { id: string } }, PackageWorkspace> => ({
  scope: (input, user) => ports.workspaces.assigned(user, input.params.id),
  workspaceOf: (workspace) => workspace.id,
});

/** the workspace's packages with their assessments and counts */
export const listPackages =
  (ports: Pick<PackagePorts, 'read' | 'counts'>) =>
  async (_input: unknown, { scope: workspace }: Prelude<PackageWorkspace>) =>
    ports.counts.allWithCounts(await ports.read.ofWorkspace(workspace.id));
