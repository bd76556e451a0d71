import { AiMessages } from '@canopy/contracts/analytics/ai';
import type { Prelude } from '@canopy/platform/http/prelude';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import { z } from 'zod';
import { type AiPorts, type AiWorkspace, PathId } from './aiPorts.ts';

export { access } from './aiPorts.ts';
export const Params = z.object({ workspaceId: PathId(), runId: PathId() });

/** start a failed analysis again (a run of another workspace is 404) */
export const restartAnalysis =
  (ports: Pick<AiPorts, 'runs' | 'aiRuns'>) =>
  async ({ params }: { params: z.output<typeof Params> }, { scope: workspace, user, context }: Prelude<AiWorkspace>) => {
    const run = await ports.runs.run(params.runId);
    if (!run || run.workspace_id !== workspace.id) throw httpError(404, AiMessages.noSuchRun);
    await ports.aiRuns.restart(run.run_id, user.id, context);
    return { run_id: run.run_id, detail: AiMessages.queued };
  };
