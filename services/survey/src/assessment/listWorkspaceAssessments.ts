import type { Prelude } from '@canopy/platform/http/prelude';
import type { AccessRule } from '@canopy/platform/http/routeTable';
import { toAssessment } from '@canopy/projections/survey/library/read';
import type { PackageWorkspace } from '../package/packagePorts.ts';
import type { AssessmentPorts } from './assessmentPorts.ts';

/** the workspace in `:id`, if the caller may work in it (another team's 404, one they are not assigned to 403) */
export const access = (ports: Pick<AssessmentPorts, 'workspaces'>): AccessRule<{ params: { id: string } }, PackageWorkspace> => ({
  scope: (input, user) => ports.workspaces.assigned(user, input.params.id),
  workspaceOf: (workspace) => workspace.id,
});

/** the assessments the workspace's packages hold */
export const listWorkspaceAssessments =
  (ports: Pick<AssessmentPorts, 'read' | 'packages'>) =>
  async (_input: unknown, { scope: workspace }: Prelude<PackageWorkspace>) =>
    (await ports.read.byIds(await ports.packages.assessmentIdsOfWorkspace(workspace.id))).map(toAssessment);
