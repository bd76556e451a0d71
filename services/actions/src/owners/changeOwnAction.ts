import { Text } from '@canopy/contracts';
import { ActionPlanMessages as M, OwnerChangeInput } from '@canopy/contracts/actions/api';
import type { PublicPrelude } from '@canopy/platform/http/prelude';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import { z } from 'zod';
import type { ActionPlanCommand } from '../plan/decide.ts';
import { openLink, type OwnerPorts } from './ownerPorts.ts';

export const Params = z.object({ link: Text().max(64), actionId: Text().max(64) });
export const Body = OwnerChangeInput;

/**
 * A client contact updates the status of their action or adds a progress note, by their personal link; another
 * owner's action is the decider's 404 'Could not find action'. Every change is an event naming the contact.
 */
export const changeOwnAction =
  (ports: Pick<OwnerPorts, 'liveLink' | 'view' | 'commands' | 'newId'>) =>
  async ({ params, body }: { params: z.output<typeof Params>; body: z.output<typeof Body> }, prelude: PublicPrelude) => {
    const { now, context: anonymous } = prelude;
    const link = await openLink(ports, params.link, prelude);
    const { status, note } = body;
    if (status === undefined && !note?.trim()) throw httpError(400, M.ownerChangeEmpty);
    const who = {
      workspace_id: link.workspace_id,
      team_id: link.team_id,
      by: link.contact_id,
      by_kind: 'contact' as const,
      now: now.toISOString(),
    };
    const context = {
      teamId: link.team_id,
      workspaceId: link.workspace_id,
      actor: `contact:${link.contact_id}`,
      correlationId: anonymous.correlationId,
      now,
    };
    const actionId = params.actionId;
    const run = (command: ActionPlanCommand) => ports.commands.plan(link.workspace_id, command, context);
    // the note first: a refused note (too long) leaves the status as it was
    if (note?.trim()) await run({ type: 'AddActionNote', data: { ...who, action_id: actionId, note_id: ports.newId(), body: note } });
    if (status !== undefined) await run({ type: 'ChangeActionStatus', data: { ...who, action_id: actionId, status } });
    return ports.view(link, now);
  };
