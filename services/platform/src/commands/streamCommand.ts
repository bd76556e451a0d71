import type { ServiceDeps } from '../runtime/serviceModule.ts';
import type { Command, Decider, DomainEvent } from './decider.ts';
import type { CommandContext } from './eventLog.ts';
import { handleCommand, type CommandResult } from './handleCommand.ts';

/**
 * The command entry of one aggregate kind: each id is its own stream (named by `streamIdOf`), and a command
 * returns once the read models the next screen reads have its events (read-your-writes).
 */
export const streamCommand =
  <C extends Command, E extends DomainEvent, S>(
    deps: Pick<ServiceDeps, 'platform' | 'waiter'>,
    decider: Decider<C, E, S>,
    streamIdOf: (id: string) => string,
    readModels: readonly string[],
  ) =>
  (id: string, command: C, context: CommandContext): Promise<CommandResult<E, S>> =>
    handleCommand({
      log: deps.platform.log,
      decider,
      streamId: streamIdOf(id),
      command,
      context,
      settle: { waiter: deps.waiter, readModels },
    });
