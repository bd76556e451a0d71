import { CloseFocusAreaInput } from '@canopy/contracts/actions/api';
import type { Prelude } from '@canopy/platform/http/prelude';
import type { FocusAreaRow } from '@canopy/projections/actions/plans/read';
import type { z } from 'zod';
import { assignedFocusArea, type PlanPorts } from '../http/planPorts.ts';

export const Body = CloseFocusAreaInput;
export const access = assignedFocusArea;

/** close a focus area with its outcome and a note */
export const closeFocusArea =
  (ports: Pick<PlanPorts, 'run' | 'changed'>) =>
  async ({ body }: { body: z.output<typeof Body> }, prelude: Prelude<FocusAreaRow>) => {
    const area = prelude.scope;
    await ports.run(prelude, area.workspace_id, (who) => ({
      type: 'CloseFocusArea',
      data: { ...who, focus_area_id: area.id, outcome: body.outcome, note: body.note },
    }));
    return ports.changed(area.id, area.workspace_id, prelude.user);
  };
