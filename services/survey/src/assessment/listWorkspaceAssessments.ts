import type { Prelude } from '@canopy/platform/http/prelude';
import { toAssessment } from '@canopy/projections/survey/library/read';
import type { PackageWorkspace } from '../package/packagePorts.ts';
import type { AssessmentPorts } from './assessmentPorts.ts';

export { assignedWorkspace as access } from '../package/packagePorts.ts';

/** the assessments the workspace's packages hold */
export const listWorkspaceAssessments =
  (ports: Pick<AssessmentPorts, 'read' | 'packages'>) =>
  async (_input: unknown, { scope: workspace }: Prelude<PackageWorkspace>) =>
    (await ports.read.byIds(await ports.packages.assessmentIdsOfWorkspace(workspace.id))).map(toAssessment);
