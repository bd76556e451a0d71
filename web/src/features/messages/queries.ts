import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { packageKeys } from '../packages/queries';
import { fetchDeliveries, fetchMailSender, fetchSchedule, fetchTemplates } from './api';

/** how often a page showing a send in progress asks again */
export const PROGRESS_POLL_MS = 2000;

export const messageKeys = {
  all: ['messages'] as const,
  schedule: (workspaceId: string) => [...messageKeys.all, 'schedule', workspaceId] as const,
  templates: () => [...messageKeys.all, 'templates'] as const,
  mailSender: () => [...messageKeys.all, 'mail-sender'] as const,
  deliveries: (messageId: string) => [...messageKeys.all, 'deliveries', messageId] as const,
};

/** the schedule, asked again every few seconds while one of its messages is being sent */
export const scheduleQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: messageKeys.schedule(workspaceId),
    queryFn: ({ signal }) => fetchSchedule(workspaceId, { signal }),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.some((item) => item.delayed_message.some((message) => (message.delivery?.pending ?? 0) > 0))
        ? PROGRESS_POLL_MS
        : false,
  });
/** a message's recipients and how each mail went, asked again while some are still being sent */
export const deliveriesQuery = (packageId: string, messageId: string) =>
  queryOptions({
    queryKey: messageKeys.deliveries(messageId),
    queryFn: ({ signal }) => fetchDeliveries(packageId, messageId, { signal }),
    staleTime: 0,
    refetchInterval: (query) => ((query.state.data?.progress.pending ?? 0) > 0 ? PROGRESS_POLL_MS : false),
  });
export const templatesQuery = () =>
  queryOptions({ queryKey: messageKeys.templates(), queryFn: ({ signal }) => fetchTemplates({ signal }) });
export const mailSenderQuery = () =>
  queryOptions({
    queryKey: messageKeys.mailSender(),
    queryFn: ({ signal }) => fetchMailSender({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** after a message was sent, scheduled, changed or deleted: the schedule and every message read, and the package cards (their notified counts) */
export const invalidateAfterMessage = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: messageKeys.all }), queryClient.invalidateQueries({ queryKey: packageKeys.all })]);
