import {
  ACTION_FEEDBACK,
  type ActionFeedbackAnswer,
  ActionFeedbackInput,
  ActionPlanMessages as M,
  type ActionPlan,
} from '@canopy/contracts/actions/api';
import type { Prelude } from '@canopy/platform/http/prelude';
import type { AccessRule } from '@canopy/platform/http/routeTable';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { AddToNextPackage } from '@canopy/survey';
import type { WorkspaceAccess } from '@canopy/workspace';

export const Body = ActionFeedbackInput;

type Workspace = Awaited<ReturnType<WorkspaceAccess['assigned']>>;

/** what the use case works with: survey's 'add to the next package' (its entry point) and the plan as it reads */
export type AskActionFeedbackPorts = {
  workspaces: Pick<WorkspaceAccess, 'assigned'>;
  addToNextPackage: AddToNextPackage;
  answerPlan: (workspaceId: string, teamId: string) => Promise<ActionPlan>;
};

/** the workspace in `:workspaceId`, if the caller may work in it (another team's 404, not assigned 403) */
export const access = (ports: Pick<AskActionFeedbackPorts, 'workspaces'>): AccessRule<{ params: { workspaceId: string } }, Workspace> => ({
  scope: (input, user) => ports.workspaces.assigned(user, input.params.workspaceId),
  workspaceOf: (workspace) => workspace.id,
});

/**
 * 'Ask about action taken in the next package' (ADR 0155): the default library's action feedback assessment added to
 * the package named, or to the workspace's next package, through survey's entry point; once (a package that holds it
 * is answered with `added: false`); a workspace with no package is told to make one.
 */
export const askActionFeedback =
  (ports: AskActionFeedbackPorts) =>
  async (
    { body }: { body: ActionFeedbackInput },
    { scope: workspace, user, context }: Prelude<Workspace>,
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
