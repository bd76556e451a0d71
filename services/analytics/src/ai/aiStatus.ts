import { bodyOf } from '@canopy/contracts/survey/texts';
import type { Prelude } from '@canopy/platform/http/prelude';
import { type AiPorts, type AiWorkspace, iso } from './aiPorts.ts';
import { assessmentsWithText } from './aiRuns.ts';

export { access, WorkspaceParams as Params } from './aiPorts.ts';

/** 'Info of processing': each run's status, per assessment with text questions of its package */
export const aiStatus =
  (ports: Pick<AiPorts, 'packages' | 'runs'>) =>
  async (_input: unknown, { scope: workspace }: Prelude<AiWorkspace>) => {
    const [held, rows] = await Promise.all([ports.packages.ofWorkspace(workspace.id), ports.runs.runs(workspace.id)]);
    const byId = new Map(held.map((pkg) => [pkg.id, pkg]));
    return rows.flatMap((run) => {
      const pkg = byId.get(run.package_id);
      if (!pkg) return [];
      return assessmentsWithText(pkg).map((assessment) => ({
        run_id: run.run_id,
        package_id: pkg.id,
        package_name: pkg.name,
        assessment_id: assessment.id,
        assessment_name: bodyOf(assessment.name),
        period_start: run.period_start.toISOString(),
        period_end: iso(run.period_end),
        is_forever: run.is_forever,
        status: run.status,
        reason: run.reason,
        trigger: run.trigger,
        requested_at: run.requested_at.toISOString(),
      }));
    });
  };
