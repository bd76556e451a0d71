import type { CommandContext } from '@canopy/platform/commands/eventLog';
import { newId } from '@canopy/platform/ids';
import { streamCommand } from '@canopy/platform/commands/streamCommand';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { adminActionStreamId } from './action/adminAction.ts';
import { adminActionDecider, type AdminActionCommand } from './action/decide.ts';
import { benchmarkParticipationDecider, benchmarkParticipationStreamId } from './benchmarks/participation.ts';

type Acting = { action_id: string; administrator: { id: string; is_platform_admin: boolean }; now: string };
/** a command of the admin action decider without the fields the recorder fills in */
type ActionInput = AdminActionCommand extends infer C
  ? C extends { type: infer T; data: infer D }
    ? { type: T; data: Omit<D, keyof Acting> }
    : never
  : never;

/** the admin commands; the audit page reads `admin_audit` next, so an action returns once it holds it */
export const createAdminCommands = (deps: Pick<ServiceDeps, 'platform' | 'waiter'>) => {
  const action = streamCommand(deps, adminActionDecider, adminActionStreamId, ['admin_audit']);
  return {
    /** records one administrator action on a stream of its own */
    record: (input: ActionInput, administrator: Acting['administrator'], context: CommandContext) => {
      const actionId = newId();
      const command = {
        type: input.type,
        data: { ...input.data, action_id: actionId, administrator, now: context.now.toISOString() },
      } as AdminActionCommand;
      return action(actionId, command, context);
    },
    benchmarkParticipation: streamCommand(deps, benchmarkParticipationDecider, benchmarkParticipationStreamId, [
      'admin_benchmark_participation',
    ]),
  };
};

export type AdminCommands = ReturnType<typeof createAdminCommands>;
