import { DraftMessageRequest, RegisterMessageRequest } from '@canopy/contracts/messaging/api';
import type { CommandContext } from '@canopy/platform/commands/eventLog';
import type { Prelude } from '@canopy/platform/http/prelude';
import type { Input, UseCase } from '@canopy/platform/http/routeTable';
import { newId } from '@canopy/platform/ids';
import type { z } from 'zod';
import { requireLink } from '../send/links.ts';
import type { SaveMessage } from './decide.ts';
import type { MessageFields } from './message.ts';
import { messageFieldsOf } from './messageFields.ts';
import type { MessageDeps } from './messageDeps.ts';
import { ownMessage, shownMessage } from './messageViews.ts';
import { MessageParams, PackageParams, packageAccess, type PackageScope } from './packageAccess.ts';

export const RegisterMessageInput = { params: PackageParams, body: RegisterMessageRequest };
export const DraftMessageInput = { params: PackageParams, body: DraftMessageRequest };
export const UpdateMessageInput = { params: MessageParams, body: RegisterMessageRequest };

/** when the package's link expires: a scheduled message may not go later (null: a forever link, or none) */
const linkExpiry = async (deps: Pick<MessageDeps, 'packageLinks'>, packageId: string) => {
  const link = await deps.packageLinks.current(packageId);
  return link && !link.is_forever && link.expires_at ? link.expires_at.toISOString() : null;
};

/** the wizard's fields saved on the message's stream, as the caller's team's message of the package */
const save = async (
  deps: MessageDeps,
  intent: SaveMessage['data']['intent'],
  messageId: string,
  { user, scope, context }: Pick<Prelude<PackageScope>, 'user' | 'scope'> & { context: CommandContext },
  fields: MessageFields,
) =>
  deps.commands.message(
    messageId,
    {
      type: 'SaveMessage',
      data: {
        intent,
        message_id: messageId,
        package_id: scope.pkg.id,
        workspace_id: scope.pkg.workspace_id,
        team_id: user.teamId,
        fields,
        by: user.id,
        now: context.now.toISOString(),
        link_expires_at: fields.type_of_message === 'schedule' ? await linkExpiry(deps, scope.pkg.id) : null,
      },
    },
    context,
  );

/** a new message of the package: registered (scheduled or triggered, carrying a link the package has) or a draft */
const createMessage =
  (deps: MessageDeps, intent: 'register' | 'draft') =>
  async (
    input: { body: z.output<typeof RegisterMessageRequest> | z.output<typeof DraftMessageRequest> },
    prelude: Prelude<PackageScope>,
  ) => {
    const fields = await messageFieldsOf(deps, prelude.scope.pkg.workspace_id, input.body);
    if (intent === 'register') await requireLink(deps.links, prelude.scope.pkg.id, fields.type_of_link_being_sent);
    const messageId = newId();
    await save(deps, intent, messageId, prelude, fields);
    return shownMessage(deps, messageId);
  };

/** schedule a message, or trigger it on start or termination dates */
export const registerMessage = (deps: MessageDeps) =>
  ({ access: packageAccess(deps), handle: createMessage(deps, 'register') }) satisfies UseCase<
    Input<z.output<typeof PackageParams>, undefined, z.output<typeof RegisterMessageRequest>>,
    PackageScope,
    unknown
  >;

/** keep the wizard as a draft */
export const draftMessage = (deps: MessageDeps) =>
  ({ access: packageAccess(deps), handle: createMessage(deps, 'draft') }) satisfies UseCase<
    Input<z.output<typeof PackageParams>, undefined, z.output<typeof DraftMessageRequest>>,
    PackageScope,
    unknown
  >;

/** save a message in place; a draft given Schedule or Trigger becomes registered or triggered */
export const updateMessage = (deps: MessageDeps) =>
  ({
    access: packageAccess(deps),
    handle: async (input, prelude) => {
      const row = await ownMessage(deps, prelude.user.teamId, prelude.scope.pkg.id, input.params.messageId);
      const fields = await messageFieldsOf(deps, prelude.scope.pkg.workspace_id, input.body);
      const intent = row.status !== 'draft' ? 'update' : fields.type_of_message === 'not_selected' ? 'draft' : 'register';
      await save(deps, intent, row.id, prelude, fields);
      return shownMessage(deps, row.id);
    },
  }) satisfies UseCase<Input<z.output<typeof MessageParams>, undefined, z.output<typeof RegisterMessageRequest>>, PackageScope, unknown>;
