import { bodyOf } from '@canopy/contracts/survey/texts';
import type { Prelude } from '@canopy/platform/http/prelude';
import { z } from 'zod';
import { type AiPorts, type AiWorkspace, PathId, packageIn } from './aiPorts.ts';
import { assessmentsWithText } from './aiRuns.ts';

export { access } from './aiPorts.ts';
export const Params = z.object({ workspaceId: PathId(), packageId: PathId() });

/** a package's assessments with a finished analysis */
export const generatedAssessments =
  (ports: Pick<AiPorts, 'packages' | 'runs' | 'doneRuns'>) =>
  async ({ params }: { params: z.output<typeof Params> }, { scope: workspace }: Prelude<AiWorkspace>) => {
    const pkg = packageIn(await ports.packages.ofWorkspace(workspace.id), params.packageId);
    const keys = await ports.runs.resultKeys(workspace.id);
    const done = new Set((await ports.doneRuns(workspace.id)).filter((run) => run.package_id === pkg.id).map((run) => run.run_id));
    const analysed = new Set(keys.filter((key) => done.has(key.run_id)).map((key) => key.assessment_id));
    return assessmentsWithText(pkg)
      .filter((assessment) => analysed.has(assessment.id))
      .map((assessment) => ({ id: assessment.id, name: bodyOf(assessment.name) }));
  };
