import { ChecklistInput } from '@canopy/contracts/actions/api';
import type { Prelude } from '@canopy/platform/http/prelude';
import type { ActionRow } from '@canopy/projections/actions/plans/read';
import type { z } from 'zod';
import { assignedAction, type PlanPorts } from '../http/planPorts.ts';

export const Body = ChecklistInput;
export const access = assignedAction;

/** add a checklist item to an action */
export const addChecklistItem =
  (ports: Pick<PlanPorts, 'run' | 'changed' | 'newId'>) =>
  async ({ body }: { body: z.output<typeof Body> }, prelude: Prelude<ActionRow>) => {
    const action = prelude.scope;
    await ports.run(prelude, action.workspace_id, (who) => ({
      type: 'AddChecklistItem',
      data: { ...who, action_id: action.id, item_id: ports.newId(), text: body.text },
    }));
    return ports.changed(action.id, action.workspace_id, prelude.user);
  };
