import {
  ACTION_FEEDBACK,
  type ActionFeedbackAnswer,
  ActionFeedbackInput,
  ActionPlanMessages as M,
  type ActionPlan,
} from '@canopy/contracts/actions/api';
import type { Prelude } from '@canopy/platform/http/prelude';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { AddToNextPackage } from '@canopy/survey';
import { assignedWorkspace, type PlanWorkspace } from '../http/planPorts.ts';

export const Body = ActionFeedbackInput;
export const access = assignedWorkspace;

/** what the use case works with: survey's 'add to the next package' (its entry point) and the plan as it reads */
export type AskActionFeedbackPorts = {
  addToNextPackage: AddToNextPackage;
  answerPlan: (workspaceId: string, teamId: string) => Promise<ActionPlan>;
};

/**
 * 'Ask about action taken in the next package' (ADR 0155): the default library's action feedback assessment added to
 * the package named, or to the workspace's next package, through survey's entry point; once (a package that holds it
 * is answered with `added: false`); a workspace with no package is told to make one.
 */
export const askActionFeedback =
  (ports: AskActionFeedbackPorts) =>
  async (
    { body }: { body: ActionFeedbackInput },
    { scope: workspace, user, context }: Prelude<PlanWorkspace>,
  ): Promise<ActionFeedbackAnswer> => {
    const result = await ports.addToNextPackage({
      user,
      workspaceId: workspace.id,
      assessmentId: ACTION_FEEDBACK.assessment_id,
      ...(body.package_id === undefined ? {} : { packageId: body.package_id }),
      context,
    });
    if (!result) throw httpError(409, M.noPackageForFeedback);
    return {
      id: result.package.id,
      package_name: result.package.name,
      added: result.added,
      plan: await ports.answerPlan(workspace.id, user.teamId),
    };
  };
