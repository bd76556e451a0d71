import type { Prelude } from '@canopy/platform/http/prelude';
import { z } from 'zod';
import { type AiPorts, type AiWorkspace, assessmentIn, PathId, packageIn } from './aiPorts.ts';

export { access } from './aiPorts.ts';
export const Params = z.object({ workspaceId: PathId(), packageId: PathId(), assessmentId: PathId() });

/** the periods analysed for an assessment, newest first */
export const generatedPeriods =
  (ports: Pick<AiPorts, 'packages' | 'runs' | 'doneRuns'>) =>
  async ({ params }: { params: z.output<typeof Params> }, { scope: workspace }: Prelude<AiWorkspace>) => {
    const pkg = packageIn(await ports.packages.ofWorkspace(workspace.id), params.packageId);
    assessmentIn([pkg], params.assessmentId);
    const keys = await ports.runs.resultKeys(workspace.id);
    const withAssessment = new Set(keys.filter((key) => key.assessment_id === params.assessmentId).map((key) => key.run_id));
    return (await ports.doneRuns(workspace.id))
      .filter((run) => run.package_id === pkg.id && withAssessment.has(run.run_id) && run.period_end)
      .map((run) => ({
        run_id: run.run_id,
        package_link: run.link_id,
        period_start: run.period_start.toISOString(),
        period_end: run.period_end!.toISOString(),
        is_forever: run.is_forever,
        trigger: run.trigger,
      }));
  };
