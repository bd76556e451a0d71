import { ActionEditInput } from '@canopy/contracts/actions/api';
import type { Prelude } from '@canopy/platform/http/prelude';
import type { ActionRow } from '@canopy/projections/actions/plans/read';
import { assignedAction, type PlanPorts } from '../http/planPorts.ts';

export const Body = ActionEditInput;
export const access = assignedAction;

/** change an action's title, description, owner or due date (one edit), and its status (a change of its own) */
export const editAction =
  (ports: Pick<PlanPorts, 'ownerOf' | 'run' | 'changed'>) =>
  async ({ body }: { body: ActionEditInput }, prelude: Prelude<ActionRow>) => {
    const action = prelude.scope;
    const { status, owner, ...fields } = body;
    const resolved = owner === undefined ? undefined : await ports.ownerOf(prelude.user, owner);
    if (Object.keys(fields).length > 0 || resolved) {
      await ports.run(prelude, action.workspace_id, (who) => ({
        type: 'EditAction',
        data: { ...who, action_id: action.id, ...fields, ...(resolved ? { owner: resolved } : {}) },
      }));
    }
    if (status !== undefined) {
      await ports.run(prelude, action.workspace_id, (who) => ({
        type: 'ChangeActionStatus',
        data: { ...who, action_id: action.id, status },
      }));
    }
    return ports.changed(action.id, action.workspace_id, prelude.user);
  };
