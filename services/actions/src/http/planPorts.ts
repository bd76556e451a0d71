import { ActionPlanMessages as M, type OwnerInput } from '@canopy/contracts/actions/api';
import type { CommandContext } from '@canopy/platform/commands/eventLog';
import type { AuthUser } from '@canopy/platform/http/auth';
import type { Prelude } from '@canopy/platform/http/prelude';
import type { AccessRule } from '@canopy/platform/http/routeTable';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import { newId } from '@canopy/platform/ids';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createConsultantsReader } from '@canopy/identity';
import { type ActionRow, createActionPlansReader, type FocusAreaRow } from '@canopy/projections/actions/plans/read';
import { createAddToNextPackage } from '@canopy/survey';
import { createWorkspaceAccess, type WorkspaceAccess } from '@canopy/workspace';
import type { FastifyInstance } from 'fastify';
import { createActionPlanCommands } from '../commands.ts';
import { createFocusAreaFigures } from '../figures/focusAreaFigure.ts';
import { createOwnerLinks } from '../owners/sendOwnerLink.ts';
import type { ActionPlanCommand, OwnerChoice } from '../plan/decide.ts';
import { createPlanReader } from '../plan/readPlan.ts';

/** who makes a change of the plan, as every command of it carries (ADR 0123) */
export type WhoData = { workspace_id: string; team_id: string; by: string; by_kind: 'consultant'; now: string };

export type PlanWorkspace = Awaited<ReturnType<WorkspaceAccess['assigned']>>;

/**
 * What the plan's use cases read and write with, made once per process (ADR 0145): the workspace rule, the plan's
 * read model and commands, the analytics' figures, the owners' links, and the plan as it reads after a change.
 */
export const createPlanPorts = (instance: FastifyInstance, deps: ServiceDeps) => {
  const { pool } = deps.platform;
  const workspaces = createWorkspaceAccess(pool);
  const plans = createActionPlansReader(pool);
  const consultants = createConsultantsReader(pool);
  const commands = createActionPlanCommands(deps);
  const answerPlan = createPlanReader(pool, deps.clock);

  /** one command on the workspace's plan, made by the caller at the prelude's moment */
  const run = (prelude: Pick<Prelude<unknown>, 'user' | 'context'>, workspaceId: string, command: (who: WhoData) => ActionPlanCommand) => {
    const { user, context } = prelude;
    const who: WhoData = {
      workspace_id: workspaceId,
      team_id: user.teamId,
      by: user.id,
      by_kind: 'consultant',
      now: context.now.toISOString(),
    };
    return commands.plan(workspaceId, command(who), { ...context, workspaceId } satisfies CommandContext);
  };

  return {
    workspaces,
    plans,
    figures: createFocusAreaFigures(pool),
    ownerLinks: createOwnerLinks(instance, deps),
    addToNextPackage: createAddToNextPackage(deps),
    answerPlan,
    run,
    newId,
    /** what a change answers: what it made or changed, and the whole plan as it then reads */
    changed: async (id: string, workspaceId: string, user: Pick<AuthUser, 'teamId'>) => ({
      id,
      plan: await answerPlan(workspaceId, user.teamId),
    }),
    /** a consultant of the caller's team, or a client contact who is not a user (a fresh id the decider may replace) */
    ownerOf: async (user: Pick<AuthUser, 'teamId'>, owner: OwnerInput): Promise<OwnerChoice> => {
      if ('consultant_id' in owner) {
        const consultant = await consultants.byId(owner.consultant_id);
        if (!consultant || consultant.team_id !== user.teamId) throw httpError(400, M.ownerNotInTeam);
        return { consultant_id: consultant.id };
      }
      if (owner.contact.email.trim() && (await consultants.byEmail(owner.contact.email))) throw httpError(400, M.contactIsUser);
      return { contact: { contact_id: newId(), name: owner.contact.name, email: owner.contact.email } };
    },
  };
};
export type PlanPorts = ReturnType<typeof createPlanPorts>;

/** the workspace in `:workspaceId`, if the caller may work in it (another team's 404, not assigned 403) */
export const assignedWorkspace = (
  ports: Pick<PlanPorts, 'workspaces'>,
): AccessRule<{ params: { workspaceId: string } }, PlanWorkspace> => ({
  scope: (input, user) => ports.workspaces.assigned(user, input.params.workspaceId),
  workspaceOf: (workspace) => workspace.id,
});

/** the focus area in `:id` of a workspace the caller may work in; another team's (or an unknown one) is 404 */
export const assignedFocusArea = (
  ports: Pick<PlanPorts, 'plans' | 'workspaces'>,
): AccessRule<{ params: { id: string } }, FocusAreaRow> => ({
  scope: async (input, user) => {
    const row = await ports.plans.focusArea(input.params.id);
    if (!row || row.team_id !== user.teamId) throw httpError(404, M.focusAreaNotFound);
    await ports.workspaces.assigned(user, row.workspace_id);
    return row;
  },
  workspaceOf: (area) => area.workspace_id,
});

/** the live action in `:id` of a workspace the caller may work in; another team's (or a removed one) is 404 */
export const assignedAction = (ports: Pick<PlanPorts, 'plans' | 'workspaces'>): AccessRule<{ params: { id: string } }, ActionRow> => ({
  scope: async (input, user) => {
    const row = await ports.plans.action(input.params.id);
    if (!row || row.team_id !== user.teamId) throw httpError(404, M.actionNotFound);
    await ports.workspaces.assigned(user, row.workspace_id);
    return row;
  },
  workspaceOf: (action) => action.workspace_id,
});
