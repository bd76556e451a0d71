import { ActionInput } from '@canopy/contracts/actions/api';
import type { Prelude } from '@canopy/platform/http/prelude';
import type { FocusAreaRow } from '@canopy/projections/actions/plans/read';
import type { z } from 'zod';
import { assignedFocusArea, type PlanPorts } from '../http/planPorts.ts';

export const Body = ActionInput;
export const access = assignedFocusArea;

/** add an action under a focus area; a client contact owner is mailed their personal link at once (ADR 0125) */
export const addAction =
  (ports: Pick<PlanPorts, 'ownerOf' | 'run' | 'changed' | 'ownerLinks' | 'newId'>) =>
  async ({ body }: { body: z.output<typeof Body> }, prelude: Prelude<FocusAreaRow>) => {
    const area = prelude.scope;
    const owner = await ports.ownerOf(prelude.user, body.owner);
    const id = ports.newId();
    await ports.run(prelude, area.workspace_id, (who) => ({
      type: 'AddAction',
      data: {
        ...who,
        focus_area_id: area.id,
        action_id: id,
        title: body.title,
        description: body.description,
        owner,
        due_date: body.due_date,
      },
    }));
    // a client contact hears of it at once, with their personal link (the live one, or a first one)
    if ('contact' in owner) await ports.ownerLinks(prelude, { workspaceId: area.workspace_id, actionId: id, renew: false });
    return ports.changed(id, area.workspace_id, prelude.user);
  };
