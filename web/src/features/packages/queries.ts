import { queryOptions } from '@tanstack/react-query';
import { fetchPackages } from './api';

export const packageKeys = {
  all: ['packages'] as const,
  workspace: (workspaceId: string) => [...packageKeys.all, workspaceId] as const,
};

export const packagesQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: packageKeys.workspace(workspaceId),
    queryFn: ({ signal }) => fetchPackages(workspaceId, { signal }),
    staleTime: 0,
  });
