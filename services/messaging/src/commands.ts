import type { CommandContext } from '@canopy/platform/commands/eventLog';
import { handleCommand } from '@canopy/platform/commands/handleCommand';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { messageDecider, type MessageCommand } from './message/decide.ts';
import { messageStreamId } from './message/message.ts';
import { templateDecider, templateStreamId, type TemplateCommand } from './template/template.ts';

/** the read models the schedule and the wizard read next: commands wait for them (read-your-writes) */
export const MESSAGE_READ_MODELS = ['messages'] as const;
export const TEMPLATE_READ_MODELS = ['templates'] as const;

/** one stream per message and per template (ADR 0027) */
export const createMessagingCommands = (deps: Pick<ServiceDeps, 'platform' | 'waiter'>) => {
  const { log } = deps.platform;
  return {
    message: (messageId: string, command: MessageCommand, context: CommandContext) =>
      handleCommand({
        log,
        decider: messageDecider,
        streamId: messageStreamId(messageId),
        command,
        context,
        settle: { waiter: deps.waiter, readModels: MESSAGE_READ_MODELS },
      }),
    template: (templateId: string, command: TemplateCommand, context: CommandContext) =>
      handleCommand({
        log,
        decider: templateDecider,
        streamId: templateStreamId(templateId),
        command,
        context,
        settle: { waiter: deps.waiter, readModels: TEMPLATE_READ_MODELS },
      }),
  };
};

export type MessagingCommands = ReturnType<typeof createMessagingCommands>;
