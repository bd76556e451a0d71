import { AiMessages, CreateAiWorker } from '@canopy/contracts/analytics/ai';
import type { Prelude } from '@canopy/platform/http/prelude';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { z } from 'zod';
import { type AiPorts, type AiWorkspace, iso, packageIn } from './aiPorts.ts';

export { access, WorkspaceParams as Params } from './aiPorts.ts';
export const Body = CreateAiWorker;

/** Generate: queue the analysis of a package's cycle */
export const requestAnalysis =
  (ports: Pick<AiPorts, 'packages' | 'links' | 'aiRuns'>) =>
  async ({ body }: { body: z.output<typeof Body> }, { scope: workspace, user, context }: Prelude<AiWorkspace>) => {
    const pkg = packageIn(await ports.packages.ofWorkspace(workspace.id), body.package_id);
    const cycle = (await ports.links.cyclesOfPackage(pkg.id)).find((item) => item.link_id === body.package_link);
    if (!cycle) throw httpError(404, AiMessages.noSuchCycle);
    const runId = await ports.aiRuns.request({
      pkg,
      teamId: user.teamId,
      cycle,
      period_start: cycle.from.toISOString(),
      period_end: iso(cycle.to),
      trigger: 'manual',
      by: user.id,
      context,
    });
    return { run_id: runId, detail: AiMessages.queued };
  };
