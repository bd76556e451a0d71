import {
  AudienceAnswer,
  DelayedMessage,
  MessageDeliveries,
  MessagePaths,
  MessageTemplate,
  type RegisterMessageRequest,
  ScheduledPackage,
  SendAnswer,
  TestSendAnswer,
} from '@canopy/contracts';
import { z } from 'zod';
import { apiFetch } from '../session/apiFetch';

type Signal = { signal?: AbortSignal };
export type MessageBody = z.input<typeof RegisterMessageRequest>;

export const fetchSchedule = (workspaceId: string, { signal }: Signal = {}) =>
  apiFetch(MessagePaths.schedule(workspaceId), { schema: z.array(ScheduledPackage), signal });
export const fetchTemplates = ({ signal }: Signal = {}) => apiFetch(MessagePaths.templates, { schema: z.array(MessageTemplate), signal });
export const fetchMailSender = ({ signal }: Signal = {}) =>
  apiFetch(MessagePaths.mailSender, { schema: z.object({ ip: z.string() }), signal });

export const sendNow = (packageId: string, body: MessageBody) =>
  apiFetch(MessagePaths.sendNow(packageId), { method: 'POST', body, schema: SendAnswer });
/** whom a message to these groups would reach now ('Send to N people?') */
export const fetchAudience = (packageId: string, groups: string[]) =>
  apiFetch(MessagePaths.audience(packageId), { method: 'POST', body: { groups }, schema: AudienceAnswer });
export const fetchDeliveries = (packageId: string, messageId: string, { signal }: Signal = {}) =>
  apiFetch(MessagePaths.deliveries(packageId, messageId), { schema: MessageDeliveries, signal });
export const remindMessage = (packageId: string, messageId: string) =>
  apiFetch(MessagePaths.remind(packageId, messageId), { method: 'POST', schema: SendAnswer });
export const registerMessage = (packageId: string, body: MessageBody) =>
  apiFetch(MessagePaths.register(packageId), { method: 'POST', body, schema: DelayedMessage });
export const draftMessage = (packageId: string, body: MessageBody) =>
  apiFetch(MessagePaths.draft(packageId), { method: 'POST', body, schema: DelayedMessage });
export const updateMessage = (packageId: string, messageId: string, body: MessageBody) =>
  apiFetch(MessagePaths.message(packageId, messageId), { method: 'PUT', body, schema: DelayedMessage });
export const deleteMessage = (packageId: string, messageId: string) =>
  apiFetch(MessagePaths.message(packageId, messageId), { method: 'DELETE', schema: z.object({ id: z.string() }) });
export const testSend = (
  packageId: string,
  emails: string[],
  subject: string,
  html_content: string,
  type_of_link_being_sent: MessageBody['type_of_link_being_sent'],
) =>
  apiFetch(MessagePaths.testSend(packageId), {
    method: 'POST',
    body: {
      participant_email_info: emails.map((email) => ({ email })),
      send_package_via_email: { subject, html_content },
      type_of_link_being_sent,
    },
    schema: TestSendAnswer,
  });

export const createTemplate = (body: {
  name: string;
  subject: string;
  html_content: string;
  type_of_link_being_sent: MessageBody['type_of_link_being_sent'];
}) => apiFetch(MessagePaths.newTemplate, { method: 'POST', body, schema: MessageTemplate });
export const deleteTemplate = (id: string) =>
  apiFetch(MessagePaths.template(id), { method: 'DELETE', schema: z.object({ id: z.string() }) });
