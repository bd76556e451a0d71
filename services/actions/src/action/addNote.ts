import { NoteInput } from '@canopy/contracts/actions/api';
import type { Prelude } from '@canopy/platform/http/prelude';
import type { ActionRow } from '@canopy/projections/actions/plans/read';
import type { z } from 'zod';
import { assignedAction, type PlanPorts } from '../http/planPorts.ts';

export const Body = NoteInput;
export const access = assignedAction;

/** add a dated progress note to an action */
export const addNote =
  (ports: Pick<PlanPorts, 'run' | 'changed' | 'newId'>) =>
  async ({ body }: { body: z.output<typeof Body> }, prelude: Prelude<ActionRow>) => {
    const action = prelude.scope;
    await ports.run(prelude, action.workspace_id, (who) => ({
      type: 'AddActionNote',
      data: { ...who, action_id: action.id, note_id: ports.newId(), body: body.body },
    }));
    return ports.changed(action.id, action.workspace_id, prelude.user);
  };
