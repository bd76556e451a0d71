import type { Prelude } from '@canopy/platform/http/prelude';
import type { PackagePorts, PackageWorkspace } from './packagePorts.ts';

export { assignedWorkspace as access } from './packagePorts.ts';

/** the workspace's packages with their assessments and counts */
export const listPackages =
  (ports: Pick<PackagePorts, 'read' | 'counts'>) =>
  async (_input: unknown, { scope: workspace }: Prelude<PackageWorkspace>) =>
    ports.counts.allWithCounts(await ports.read.ofWorkspace(workspace.id));
