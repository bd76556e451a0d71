import type { Input, UseCase } from '@canopy/platform/http/routeTable';
import type { z } from 'zod';
import type { MessageDeps } from './messageDeps.ts';
import { ownMessage } from './messageViews.ts';
import { MessageParams, packageAccess, type PackageScope } from './packageAccess.ts';

export const DeleteMessageInput = { params: MessageParams };

/** delete a message that has not been sent (the decider refuses a sent or failed one) */
export const deleteMessage = (deps: MessageDeps) =>
  ({
    access: packageAccess(deps),
    handle: async (input, { user, scope, context }) => {
      const row = await ownMessage(deps, user.teamId, scope.pkg.id, input.params.messageId);
      await deps.commands.message(
        row.id,
        { type: 'DeleteMessage', data: { team_id: user.teamId, by: user.id, now: context.now.toISOString() } },
        context,
      );
      return { id: row.id };
    },
  }) satisfies UseCase<Input<z.output<typeof MessageParams>>, PackageScope, { id: string }>;
