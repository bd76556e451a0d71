import { queryOptions } from '@tanstack/react-query';
import { fetchMailSender, fetchSchedule, fetchTemplates } from './api';

export const messageKeys = {
  all: ['messages'] as const,
  schedule: (workspaceId: string) => [...messageKeys.all, 'schedule', workspaceId] as const,
  templates: () => [...messageKeys.all, 'templates'] as const,
  mailSender: () => [...messageKeys.all, 'mail-sender'] as const,
};

export const scheduleQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: messageKeys.schedule(workspaceId),
    queryFn: ({ signal }) => fetchSchedule(workspaceId, { signal }),
    staleTime: 0,
  });
export const templatesQuery = () =>
  queryOptions({ queryKey: messageKeys.templates(), queryFn: ({ signal }) => fetchTemplates({ signal }) });
export const mailSenderQuery = () =>
  queryOptions({
    queryKey: messageKeys.mailSender(),
    queryFn: ({ signal }) => fetchMailSender({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
