import type { Prelude } from '@canopy/platform/http/prelude';
import type { ActionRow } from '@canopy/projections/actions/plans/read';
import { assignedAction, type PlanPorts } from '../http/planPorts.ts';

export const access = assignedAction;

/** remove an action (its rows leave the read model; the log keeps them) */
export const removeAction = (ports: Pick<PlanPorts, 'run' | 'changed'>) => async (_input: unknown, prelude: Prelude<ActionRow>) => {
  const action = prelude.scope;
  await ports.run(prelude, action.workspace_id, (who) => ({ type: 'RemoveAction', data: { ...who, action_id: action.id } }));
  return ports.changed(action.id, action.workspace_id, prelude.user);
};
