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

/** a package's link (GET packages/{id}/link): its card and the Home page's monitor card share it */
export const linkKey = (packageId: string) => ['packages', 'link', packageId] as const;
