import { queryOptions } from '@tanstack/react-query';
import { fetchAlerts } from './api';

/** under ['analytics', …] like the Culture page's keys: a change to the workspace's answers or settings reaches them too */
export const alertKeys = {
  all: ['analytics', 'alerts'] as const,
  ofWorkspace: (workspaceId: string) => [...alertKeys.all, workspaceId] as const,
};

export const alertsQuery = (workspaceId: string) =>
  queryOptions({ queryKey: alertKeys.ofWorkspace(workspaceId), queryFn: ({ signal }) => fetchAlerts(workspaceId, { signal }) });
