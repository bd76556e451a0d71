import { MessagingMessages, REMINDER_PREFIX } from '@canopy/contracts/messaging/api';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { Input, UseCase } from '@canopy/platform/http/routeTable';
import type { z } from 'zod';
import type { MessageFields } from '../message/message.ts';
import type { MessageDeps } from '../message/messageDeps.ts';
import { ownMessage } from '../message/messageViews.ts';
import { MessageParams, packageAccess, type PackageScope } from '../message/packageAccess.ts';
import { sendAndAnswer } from './sendNow.ts';

export const RemindMessageInput = { params: MessageParams };

/** a sent message again, now, to its groups' participants who have not finished the package (its HTML as saved) */
export const remindMessage = (deps: MessageDeps) =>
  ({
    access: packageAccess(deps),
    handle: async (input, { user, scope, now, context }) => {
      const row = await ownMessage(deps, user.teamId, scope.pkg.id, input.params.messageId);
      if (row.status !== 'sent') throw httpError(409, MessagingMessages.remindOnlySent);
      const subject = row.subject.startsWith(REMINDER_PREFIX) ? row.subject : `${REMINDER_PREFIX}${row.subject}`;
      const fields: MessageFields = {
        type_of_message: 'not_selected',
        send_at: now.toISOString(),
        trigger_days_after: 0,
        type_of_link_being_sent: row.type_of_link_being_sent,
        subject,
        html_content: row.html_content,
        email_message: row.email_message,
        email_signature: row.email_signature,
        groups: row.groups,
      };
      return sendAndAnswer(deps, { pkg: scope.pkg, user, fields, context });
    },
  }) satisfies UseCase<Input<z.output<typeof MessageParams>>, PackageScope, unknown>;
