import { bodyOf } from '@canopy/contracts/survey/texts';
import type { Prelude } from '@canopy/platform/http/prelude';
import type { z } from 'zod';
import { type ExportPorts, Id, packageAccess, WorkspaceParams } from './exportPorts.ts';

export const Params = WorkspaceParams.extend({ packageId: Id() });
type In = { params: z.output<typeof Params> };
export const access = (ports: Pick<ExportPorts, 'workspaces' | 'packages'>) => packageAccess<In>(ports, (input) => input.params.packageId);
type Scope = Awaited<ReturnType<ReturnType<typeof access>['scope']>>;

/** the assessments of the package with answers */
export const answeredAssessments =
  (ports: Pick<ExportPorts, 'exportsReader'>) =>
  async (_input: In, { scope: { workspace, pkg } }: Prelude<Scope>) => {
    const answered = await ports.exportsReader.answeredAssessmentIds(workspace.id, pkg.id);
    return pkg.assessments
      .filter((assessment) => answered.has(assessment.id))
      .map((assessment) => ({
        id: assessment.id,
        name: bodyOf(assessment.name),
        version: assessment.version,
        is_archived: assessment.is_archived,
      }));
  };
