import type { Prelude } from '@canopy/platform/http/prelude';
import { type AiPorts, type AiWorkspace, iso } from './aiPorts.ts';
import { assessmentsWithText } from './aiRuns.ts';

export { access, WorkspaceParams as Params } from './aiPorts.ts';

/** the packages and cycles with text answers that Generate may analyse (none already queued or running) */
export const analysablePackages =
  (ports: Pick<AiPorts, 'packages' | 'runs' | 'links'>) =>
  async (_input: unknown, { scope: workspace }: Prelude<AiWorkspace>) => {
    const [held, commented, all] = await Promise.all([
      ports.packages.ofWorkspace(workspace.id),
      ports.runs.commentedCycles(workspace.id),
      ports.runs.runs(workspace.id),
    ]);
    const busy = new Set(all.filter((run) => run.status === 'queued' || run.status === 'running').map((run) => run.cycle_id));
    const result = [];
    for (const pkg of held) {
      if (assessmentsWithText(pkg).length === 0) continue;
      const cycles = new Set(commented.filter((row) => row.package_id === pkg.id && !busy.has(row.cycle_id)).map((row) => row.cycle_id));
      if (cycles.size === 0) continue;
      const period_data = (await ports.links.cyclesOfPackage(pkg.id))
        .filter((cycle) => cycles.has(cycle.cycle_id))
        .map((cycle) => ({
          link: cycle.link_id,
          start_period: cycle.from.toISOString(),
          end_period: iso(cycle.to),
          is_forever: cycle.is_forever,
        }));
      if (period_data.length > 0) result.push({ id: pkg.id, name: pkg.name, period_data });
    }
    return result;
  };
