import { streamCommand } from '@canopy/platform/commands/streamCommand';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { messageDecider } from './message/decide.ts';
import { messageStreamId } from './message/message.ts';
import { templateDecider, templateStreamId } from './template/template.ts';

/** the read models the schedule and the wizard read next: commands wait for them (read-your-writes) */
export const MESSAGE_READ_MODELS = ['messages'] as const;
export const TEMPLATE_READ_MODELS = ['templates'] as const;

/** one stream per message and per template (ADR 0027) */
export const createMessagingCommands = (deps: Pick<ServiceDeps, 'platform' | 'waiter'>) => ({
  message: streamCommand(deps, messageDecider, messageStreamId, MESSAGE_READ_MODELS),
  template: streamCommand(deps, templateDecider, templateStreamId, TEMPLATE_READ_MODELS),
});

export type MessagingCommands = ReturnType<typeof createMessagingCommands>;
