import type { Prelude } from '@canopy/platform/http/prelude';
import { assignedWorkspace, type PlanPorts, type PlanWorkspace } from '../http/planPorts.ts';

export const access = assignedWorkspace;

/** a workspace's focus areas and their actions, as the Action Plans page reads them (ADR 0124) */
export const showPlan =
  (ports: Pick<PlanPorts, 'answerPlan'>) =>
  async (_input: unknown, { scope: workspace, user }: Prelude<PlanWorkspace>) =>
    ports.answerPlan(workspace.id, user.teamId);
