import { isEmptyHtml } from '@canopy/contracts/messaging/html';
import { ErrorBody, Text } from '@canopy/contracts';
import {
  AudienceAnswer,
  AudienceRequest,
  DelayedMessage,
  DraftMessageRequest,
  MessageDeliveries,
  REMINDER_PREFIX,
  MessagingMessages,
  RegisterMessageRequest,
  ScheduledPackage,
  SendAnswer,
  SendNowRequest,
  TestSendAnswer,
  TestSendRequest,
  UNSET_SEND_AT,
  type MessageContent,
} from '@canopy/contracts/messaging/api';
import { EMAIL_PATTERN } from '@canopy/contracts/platform/email';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import { newId } from '@canopy/platform/ids';
import type { CommandContext } from '@canopy/platform/commands/eventLog';
import type { Mailer } from '@canopy/platform/mail/mailer';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import {
  createMessagesReader,
  failedParticipants,
  scheduleOf,
  toDelayedMessage,
  type MessageRow,
} from '@canopy/projections/messaging/messages/read';
import { createPackageLinksReader } from '@canopy/projections/survey/packageLinks/read';
import { createPackagesReader } from '@canopy/projections/survey/packages/read';
import { createParticipantsReader } from '@canopy/projections/workspace/participants/read';
import { createPackageAccess } from '@canopy/survey';
import { contextOf } from '@canopy/platform/commands/commandContext';
import { createWorkspaceAccess } from '@canopy/workspace';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MessagingCommands } from '../commands.ts';
import type { SaveMessage } from '../message/decide.ts';
import type { MessageFields } from '../message/message.ts';
import type { DeliveryLedger } from '../send/deliveries.ts';
import type { Delivery } from '../send/delivery.ts';
import { requireLink, type LinkSource } from '../send/links.ts';
import type { SendNow } from '../send/sendNow.ts';
import { cleanHtml, renderMail } from '../send/render.ts';

const TAGS = ['messages'];
const errors = { '4xx': ErrorBody, '5xx': ErrorBody } as const;
const PathId = () => Text().max(64);
const PackageParams = z.object({ id: PathId() });
const MessageParams = z.object({ id: PathId(), messageId: PathId() });

export type MessageRouteDeps = {
  deps: ServiceDeps;
  commands: MessagingCommands;
  ledger: DeliveryLedger;
  delivery: Delivery;
  links: LinkSource;
  sendNow: SendNow;
  mailer: () => Mailer;
};

/**
 * A package's messages under /api/v1 (paths the spec does not show: ADR 0039), reached through the package's
 * workspace: another team's package is not found (404), one in a workspace the caller is not assigned to 403.
 */
export const messageRoutes =
  ({ deps, commands, ledger, delivery, links, sendNow, mailer }: MessageRouteDeps): FastifyPluginAsync =>
  async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const { pool } = deps.platform;
    const access = createPackageAccess(pool);
    const workspaces = createWorkspaceAccess(pool);
    const messages = createMessagesReader(pool);
    const packages = createPackagesReader(pool);
    const packageLinks = createPackageLinksReader(pool);
    const roster = createParticipantsReader(pool);

    /** the wizard's fields, HTML cleaned on the way in and the chosen groups checked against the workspace */
    const fieldsOf = async (
      workspaceId: string,
      body: MessageContent & { type_of_message?: MessageFields['type_of_message']; send_at?: string; trigger_days_after?: number },
    ): Promise<MessageFields> => {
      const ids = [...new Set(body.groups)];
      const groups = ids.length === 0 ? [] : await roster.groupNames(workspaceId, ids);
      if (groups.length !== ids.length) throw httpError(400, MessagingMessages.groupNotInWorkspace);
      const sendAt = body.send_at && !Number.isNaN(Date.parse(body.send_at)) ? new Date(body.send_at).toISOString() : UNSET_SEND_AT;
      return {
        type_of_message: body.type_of_message ?? 'not_selected',
        send_at: sendAt,
        trigger_days_after: body.trigger_days_after ?? 0,
        type_of_link_being_sent: body.type_of_link_being_sent,
        subject: body.subject,
        html_content: cleanHtml(body.html_content),
        email_message: body.email_message,
        email_signature: body.email_signature,
        groups,
      };
    };
    /** the addresses of the failures' participants, read now from the roster (an erased one has none) */
    const addressesOf = async (rows: readonly Pick<MessageRow, 'errors'>[]) => {
      const ids = failedParticipants(rows);
      if (ids.length === 0) return new Map<string, string>();
      return new Map((await roster.participants(ids)).map((person) => [person.id, person.email ?? '']));
    };
    /** the messages as the API shows them, each with its delivery progress once a send started */
    const shown = async (rows: readonly MessageRow[]) => {
      const [addresses, progress] = await Promise.all([addressesOf(rows), ledger.progress(rows.map((row) => row.id))]);
      return rows.map((row) => ({ ...toDelayedMessage(row, addresses), delivery: progress.get(row.id) ?? null }));
    };
    const answer = async (id: string) => {
      const row = await messages.one(id);
      if (!row) throw httpError(404, MessagingMessages.messageNotFound);
      return (await shown([row]))[0]!;
    };
    const ownMessage = async (teamId: string, packageId: string, messageId: string) => {
      const row = await messages.one(messageId);
      if (!row || row.team_id !== teamId || row.package_id !== packageId) throw httpError(404, MessagingMessages.messageNotFound);
      return row;
    };
    /** when the package's link expires: a scheduled message may not go later (null: a forever link, or none) */
    const linkExpiry = async (packageId: string) => {
      const link = await packageLinks.current(packageId);
      return link && !link.is_forever && link.expires_at ? link.expires_at.toISOString() : null;
    };
    /** the wizard's fields saved on the message's stream, as the caller's team's message of the package */
    const saveMessage = async (
      intent: SaveMessage['data']['intent'],
      messageId: string,
      pkg: { id: string; workspace_id: string },
      user: { id: string; teamId: string },
      fields: MessageFields,
      context: CommandContext,
    ) =>
      commands.message(
        messageId,
        {
          type: 'SaveMessage',
          data: {
            intent,
            message_id: messageId,
            package_id: pkg.id,
            workspace_id: pkg.workspace_id,
            team_id: user.teamId,
            fields,
            by: user.id,
            now: context.now.toISOString(),
            link_expires_at: fields.type_of_message === 'schedule' ? await linkExpiry(pkg.id) : null,
          },
        },
        context,
      );
    const namesOf = async (user: { id: string; teamId: string }, pkg: { name: string; workspace_id: string }) => ({
      packageName: pkg.name,
      workspaceName: (await workspaces.assigned(user, pkg.workspace_id)).name,
    });

    app.get(
      '/packages/:id/delayed-messages',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: "The package's messages in list order",
          params: PackageParams,
          response: { 200: z.array(DelayedMessage), ...errors },
        },
      },
      async (request) => {
        const pkg = await access.assigned(request.user, request.params.id);
        return shown(await messages.ofPackage(pkg.id));
      },
    );

    app.get(
      '/package-schedule/by-workspace/:id',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: "The workspace's packages that have messages, each with its messages in list order",
          params: PackageParams,
          response: { 200: z.array(ScheduledPackage), ...errors },
        },
      },
      async (request) => {
        const workspace = await workspaces.assigned(request.user, request.params.id);
        const [rows, live] = await Promise.all([messages.ofWorkspace(workspace.id), packages.ofWorkspace(workspace.id)]);
        const all = await shown(rows);
        const now = deps.clock.now();
        return live.flatMap((pkg) => {
          const own = rows.filter((row) => row.package_id === pkg.id);
          if (own.length === 0) return [];
          return [
            {
              package_id: pkg.id,
              workspace_id: workspace.id,
              name: pkg.name,
              ...scheduleOf(own, now),
              delayed_message: all.filter((message) => message.package_id === pkg.id),
            },
          ];
        });
      },
    );

    /** a message sent now: queued as a job, answered at once with whom it goes to (ADR 0079) */
    const sendAndAnswer = async (
      request: Parameters<typeof contextOf>[0],
      user: { id: string; teamId: string },
      pkg: { id: string; workspace_id: string },
      fields: MessageFields,
    ) => {
      const { messageId, recipients, queued } = await sendNow({ pkg, user, fields, context: contextOf(request, user, pkg.workspace_id) });
      // the spec's meaning: the mails accepted for sending (queued in the ledger); nobody left was refused with 400 before
      return { recipients, emails_sent_number: queued, requests_errors: [], delayed_message: await answer(messageId) };
    };

    app.post(
      '/packages/:id/send-by/email',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: "Send a message now to the chosen groups' participants (a job: the answer comes once it is queued)",
          params: PackageParams,
          body: SendNowRequest,
          response: { 200: SendAnswer, ...errors },
        },
      },
      async (request) => {
        const user = request.user;
        const pkg = await access.assigned(user, request.params.id);
        await workspaces.assigned(user, pkg.workspace_id);
        const fields = await fieldsOf(pkg.workspace_id, {
          ...request.body,
          type_of_message: 'not_selected',
          send_at: deps.clock.now().toISOString(),
        });
        return sendAndAnswer(request, user, pkg, fields);
      },
    );

    app.post(
      '/packages/:id/send-by/email/audience',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'How many people a message to these groups would reach now (the wizard asks "Send to N people?")',
          params: PackageParams,
          body: AudienceRequest,
          response: { 200: AudienceAnswer, ...errors },
        },
      },
      async (request) => {
        const pkg = await access.assigned(request.user, request.params.id);
        const ids = [...new Set(request.body.groups)];
        const groups = ids.length === 0 ? [] : await roster.groupNames(pkg.workspace_id, ids);
        if (groups.length !== ids.length) throw httpError(400, MessagingMessages.groupNotInWorkspace);
        const found = await delivery.audience({ package_id: pkg.id, workspace_id: pkg.workspace_id, groups });
        return { recipients: found.recipients.length };
      },
    );

    app.get(
      '/packages/:id/delayed-messages/:messageId/deliveries',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: "A message's recipients: how each mail went and who has finished the package since",
          params: MessageParams,
          response: { 200: MessageDeliveries, ...errors },
        },
      },
      async (request) => {
        const user = request.user;
        const pkg = await access.assigned(user, request.params.id);
        const row = await ownMessage(user.teamId, pkg.id, request.params.messageId);
        const entries = await ledger.entries(row.id);
        const cycles = [...new Set(entries.map((entry) => entry.cycle_id))];
        const [people, finished] = await Promise.all([
          roster.participants(entries.map((entry) => entry.participant_id)),
          Promise.all(cycles.map(async (cycle) => [cycle, await links.finishedIn(pkg.id, cycle)] as const)),
        ]);
        const byId = new Map(people.map((person) => [person.id, person]));
        const finishedIn = new Map(finished);
        const recipients = entries.map((entry) => {
          const person = byId.get(entry.participant_id);
          return {
            participant_id: entry.participant_id,
            first_name: person?.first_name ?? '',
            last_name: person?.last_name ?? '',
            email: person?.email ?? '',
            status: entry.status === 'sent' || entry.status === 'failed' ? entry.status : ('pending' as const),
            reason: entry.error,
            answered: finishedIn.get(entry.cycle_id)?.has(entry.participant_id) ?? false,
          };
        });
        const progress = (await ledger.progress([row.id])).get(row.id) ?? { total: 0, sent: 0, failed: 0, pending: 0 };
        return {
          progress,
          not_answered: recipients.filter((recipient) => recipient.status === 'sent' && !recipient.answered).length,
          recipients,
        };
      },
    );

    app.post(
      '/packages/:id/delayed-messages/:messageId/remind',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: "Send a sent message again, now, to its groups' participants who have not finished the package",
          params: MessageParams,
          response: { 200: SendAnswer, ...errors },
        },
      },
      async (request) => {
        const user = request.user;
        const pkg = await access.assigned(user, request.params.id);
        const row = await ownMessage(user.teamId, pkg.id, request.params.messageId);
        if (row.status !== 'sent') throw httpError(409, MessagingMessages.remindOnlySent);
        const subject = row.subject.startsWith(REMINDER_PREFIX) ? row.subject : `${REMINDER_PREFIX}${row.subject}`;
        const fields: MessageFields = {
          type_of_message: 'not_selected',
          send_at: deps.clock.now().toISOString(),
          trigger_days_after: 0,
          type_of_link_being_sent: row.type_of_link_being_sent,
          subject,
          html_content: row.html_content,
          email_message: row.email_message,
          email_signature: row.email_signature,
          groups: row.groups,
        };
        return sendAndAnswer(request, user, pkg, fields);
      },
    );

    const save =
      (intent: 'register' | 'draft') =>
      async (request: {
        user: { id: string; teamId: string };
        params: { id: string };
        body: Parameters<typeof fieldsOf>[1];
        id: string;
      }) => {
        const user = request.user;
        const pkg = await access.assigned(user, request.params.id);
        const fields = await fieldsOf(pkg.workspace_id, request.body);
        if (intent === 'register') await requireLink(links, pkg.id, fields.type_of_link_being_sent);
        const messageId = newId();
        await saveMessage(intent, messageId, pkg, user, fields, contextOf(request as never, user, pkg.workspace_id));
        return answer(messageId);
      };

    app.post(
      '/packages/:id/delayed-messages/email',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Schedule a message, or trigger it on start or termination dates',
          params: PackageParams,
          body: RegisterMessageRequest,
          response: { 201: DelayedMessage, ...errors },
        },
      },
      async (request, reply) => reply.code(201).send(await save('register')(request)),
    );

    app.post(
      '/packages/:id/delayed-messages/email/draft',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Keep the wizard as a draft',
          params: PackageParams,
          body: DraftMessageRequest,
          response: { 201: DelayedMessage, ...errors },
        },
      },
      async (request, reply) => reply.code(201).send(await save('draft')(request)),
    );

    app.put(
      '/packages/:id/delayed-messages/:messageId',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Save a message in place; a draft given Schedule or Trigger becomes registered or triggered',
          params: MessageParams,
          body: RegisterMessageRequest,
          response: { 200: DelayedMessage, ...errors },
        },
      },
      async (request) => {
        const user = request.user;
        const pkg = await access.assigned(user, request.params.id);
        const row = await ownMessage(user.teamId, pkg.id, request.params.messageId);
        const fields = await fieldsOf(pkg.workspace_id, request.body);
        const intent = row.status !== 'draft' ? 'update' : fields.type_of_message === 'not_selected' ? 'draft' : 'register';
        await saveMessage(intent, row.id, pkg, user, fields, contextOf(request, user, pkg.workspace_id));
        return answer(row.id);
      },
    );

    app.delete(
      '/packages/:id/delayed-messages/:messageId',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Delete a message that has not been sent',
          params: MessageParams,
          response: { 200: z.object({ id: Text() }), ...errors },
        },
      },
      async (request) => {
        const user = request.user;
        const pkg = await access.assigned(user, request.params.id);
        const row = await ownMessage(user.teamId, pkg.id, request.params.messageId);
        const context = contextOf(request, user, pkg.workspace_id);
        await commands.message(
          row.id,
          { type: 'DeleteMessage', data: { team_id: user.teamId, by: user.id, now: context.now.toISOString() } },
          context,
        );
        return { id: row.id };
      },
    );

    app.post(
      '/packages/:id/test-send-by/test_email',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Send the message to test addresses',
          params: PackageParams,
          body: TestSendRequest,
          response: { 200: TestSendAnswer, ...errors },
        },
      },
      async (request) => {
        const user = request.user;
        const pkg = await access.assigned(user, request.params.id);
        const names = await namesOf(user, pkg);
        const addresses = [
          ...new Set(request.body.participant_email_info.map((info) => info.email.trim()).filter((email) => email !== '')),
        ];
        if (addresses.length === 0) throw httpError(400, MessagingMessages.testEmailsRequired);
        const { subject, html_content } = request.body.send_package_via_email;
        if (subject.trim() === '') throw httpError(400, MessagingMessages.subjectRequired);
        if (isEmptyHtml(cleanHtml(html_content))) throw httpError(400, MessagingMessages.messageRequired);
        // an address that is not one refuses the whole test: nothing goes half-sent to a typo
        const invalid = addresses.filter((email) => !EMAIL_PATTERN.test(email));
        if (invalid.length > 0)
          throw httpError(400, `${MessagingMessages.noEmailsSent}: ${invalid.map((email) => `${email}: Email is invalid`).join(', ')}`);
        const link = await links.linkFor(pkg.id, 'test', request.body.type_of_link_being_sent || 'public_link');
        const requests_errors: string[] = [];
        let sent = 0;
        for (const email of addresses) {
          const mail = renderMail(
            { subject, html_content, email_message: '', email_signature: '' },
            {
              first_name: 'Test',
              last_name: 'Participant',
              link,
              ...{ package_name: names.packageName, workspace_name: names.workspaceName },
            },
          );
          try {
            await mailer().send({ to: email, ...mail });
            sent++;
          } catch (failure) {
            requests_errors.push(`${email}: ${failure instanceof Error ? failure.message : String(failure)}`);
          }
        }
        if (sent === 0) throw httpError(400, `${MessagingMessages.noEmailsSent}: ${requests_errors.join(', ')}`);
        return { emails_sent_number: sent, requests_errors };
      },
    );
  };
