import { actionPlanSlidesOf } from '@canopy/contracts/story/actionPlanSlide';
import type { PublicPrelude } from '@canopy/platform/http/prelude';
import type { z } from 'zod';
import { LinkParams, openLink } from './openLink.ts';
import type { SharedPorts } from './sharedPorts.ts';

export const Params = LinkParams;

/**
 * GET a shared story's 'Action plan' slides (ADR 0156): the slides the consultant's story and deck show, made by the
 * same function from the plan the actions context's entry point reads, and nothing of the plan beyond them.
 */
export const readSharedActionPlan =
  (ports: SharedPorts) =>
  async ({ params }: { params: z.output<typeof Params> }, prelude: PublicPrelude) => {
    const { workspace } = await openLink(ports, params.link, prelude);
    return actionPlanSlidesOf(await ports.actionPlan(workspace.id, workspace.team_id), workspace.time_zone);
  };
