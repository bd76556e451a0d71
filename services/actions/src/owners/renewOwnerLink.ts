import type { Prelude } from '@canopy/platform/http/prelude';
import type { ActionRow } from '@canopy/projections/actions/plans/read';
import { assignedAction, type PlanPorts } from '../http/planPorts.ts';

export const access = assignedAction;

/** mail the action's client-contact owner a new personal link (the one before stops answering, ADR 0125) */
export const renewOwnerLink =
  (ports: Pick<PlanPorts, 'ownerLinks' | 'changed'>) => async (_input: unknown, prelude: Prelude<ActionRow>) => {
    const action = prelude.scope;
    await ports.ownerLinks(prelude, { workspaceId: action.workspace_id, actionId: action.id, renew: true });
    return ports.changed(action.id, action.workspace_id, prelude.user);
  };
