import { queryOptions } from '@tanstack/react-query';
import { fetchParticipation } from '../culture/api';

export const homeKeys = {
  all: ['home'] as const,
  /** the workspace's participation per package and cycle, unfiltered (the Culture page asks with its filters) */
  participation: (workspaceId: string) => [...homeKeys.all, 'participation', workspaceId] as const,
};

export const participationQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: homeKeys.participation(workspaceId),
    queryFn: () => fetchParticipation(workspaceId, {}),
  });
