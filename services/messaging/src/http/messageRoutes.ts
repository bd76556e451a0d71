import { Text } from '@canopy/contracts';
import {
  AudienceAnswer,
  DelayedMessage,
  MessageDeliveries,
  ScheduledPackage,
  SendAnswer,
  TestSendAnswer,
} from '@canopy/contracts/messaging/api';
import { mountRoutes, route } from '@canopy/platform/http/routeTable';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { deleteMessage, DeleteMessageInput } from '../message/deleteMessage.ts';
import { listMessages, ListMessagesInput } from '../message/listMessages.ts';
import type { MessageDeps } from '../message/messageDeps.ts';
import { packageSchedule, PackageScheduleInput } from '../message/packageSchedule.ts';
import {
  draftMessage,
  DraftMessageInput,
  registerMessage,
  RegisterMessageInput,
  updateMessage,
  UpdateMessageInput,
} from '../message/saveMessage.ts';
import { countAudience, CountAudienceInput } from '../send/countAudience.ts';
import { listDeliveries, ListDeliveriesInput } from '../send/listDeliveries.ts';
import { remindMessage, RemindMessageInput } from '../send/remindMessage.ts';
import { sendNowMessage, SendNowMessageInput } from '../send/sendNow.ts';
import { testSend, TestSendInput } from '../send/testSend.ts';

/**
 * A package's messages under /api/v1 (paths the spec does not show: ADR 0039), reached through the package's
 * workspace: another team's package is not found (404), one in a workspace the caller is not assigned to 403.
 * Each row calls its use case (ADR 0145).
 */
export const messageRoutes =
  (deps: MessageDeps): FastifyPluginAsync =>
  async (app) =>
    mountRoutes(app, deps.clock, {
      tags: ['messages'],
      routes: [
        route({
          method: 'GET',
          url: '/packages/:id/delayed-messages',
          summary: "The package's messages in list order",
          ...ListMessagesInput,
          response: z.array(DelayedMessage),
          ...listMessages(deps),
        }),
        route({
          method: 'GET',
          url: '/package-schedule/by-workspace/:id',
          summary: "The workspace's packages that have messages, each with its messages in list order",
          ...PackageScheduleInput,
          response: z.array(ScheduledPackage),
          ...packageSchedule(deps),
        }),
        route({
          method: 'POST',
          url: '/packages/:id/send-by/email',
          summary: "Send a message now to the chosen groups' participants (a job: the answer comes once it is queued)",
          ...SendNowMessageInput,
          response: SendAnswer,
          ...sendNowMessage(deps),
        }),
        route({
          method: 'POST',
          url: '/packages/:id/send-by/email/audience',
          summary: 'How many people a message to these groups would reach now (the wizard asks "Send to N people?")',
          ...CountAudienceInput,
          response: AudienceAnswer,
          ...countAudience(deps),
        }),
        route({
          method: 'GET',
          url: '/packages/:id/delayed-messages/:messageId/deliveries',
          summary: "A message's recipients: how each mail went and who has finished the package since",
          ...ListDeliveriesInput,
          response: MessageDeliveries,
          ...listDeliveries(deps),
        }),
        route({
          method: 'POST',
          url: '/packages/:id/delayed-messages/:messageId/remind',
          summary: "Send a sent message again, now, to its groups' participants who have not finished the package",
          ...RemindMessageInput,
          response: SendAnswer,
          ...remindMessage(deps),
        }),
        route({
          method: 'POST',
          url: '/packages/:id/delayed-messages/email',
          summary: 'Schedule a message, or trigger it on start or termination dates',
          ...RegisterMessageInput,
          response: DelayedMessage,
          status: 201,
          ...registerMessage(deps),
        }),
        route({
          method: 'POST',
          url: '/packages/:id/delayed-messages/email/draft',
          summary: 'Keep the wizard as a draft',
          ...DraftMessageInput,
          response: DelayedMessage,
          status: 201,
          ...draftMessage(deps),
        }),
        route({
          method: 'PUT',
          url: '/packages/:id/delayed-messages/:messageId',
          summary: 'Save a message in place; a draft given Schedule or Trigger becomes registered or triggered',
          ...UpdateMessageInput,
          response: DelayedMessage,
          ...updateMessage(deps),
        }),
        route({
          method: 'DELETE',
          url: '/packages/:id/delayed-messages/:messageId',
          summary: 'Delete a message that has not been sent',
          ...DeleteMessageInput,
          response: z.object({ id: Text() }),
          ...deleteMessage(deps),
        }),
        route({
          method: 'POST',
          url: '/packages/:id/test-send-by/test_email',
          summary: 'Send the message to test addresses',
          ...TestSendInput,
          response: TestSendAnswer,
          ...testSend(deps),
        }),
      ],
    });
