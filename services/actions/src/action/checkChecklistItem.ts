import { Text } from '@canopy/contracts';
import { ChecklistCheckInput } from '@canopy/contracts/actions/api';
import type { Prelude } from '@canopy/platform/http/prelude';
import type { AccessRule } from '@canopy/platform/http/routeTable';
import type { ActionRow } from '@canopy/projections/actions/plans/read';
import { z } from 'zod';
import { assignedAction, type PlanPorts } from '../http/planPorts.ts';

export const Params = z.object({ id: Text().max(64), itemId: Text().max(64) });
export const Body = ChecklistCheckInput;
export const access = (ports: Parameters<typeof assignedAction>[0]): AccessRule<{ params: z.output<typeof Params> }, ActionRow> =>
  assignedAction(ports);

/** tick or untick a checklist item of an action */
export const checkChecklistItem =
  (ports: Pick<PlanPorts, 'run' | 'changed'>) =>
  async ({ params, body }: { params: z.output<typeof Params>; body: z.output<typeof Body> }, prelude: Prelude<ActionRow>) => {
    const action = prelude.scope;
    await ports.run(prelude, action.workspace_id, (who) => ({
      type: 'CheckChecklistItem',
      data: { ...who, action_id: action.id, item_id: params.itemId, done: body.done },
    }));
    return ports.changed(action.id, action.workspace_id, prelude.user);
  };
