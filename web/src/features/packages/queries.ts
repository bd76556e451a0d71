import { queryOptions } from '@tanstack/react-query';
import { fetchPackageLink, fetchPackages } from './api';

export const packageKeys = {
  all: ['packages'] as const,
  workspace: (workspaceId: string) => [...packageKeys.all, workspaceId] as const,
  /** the same entry the link controls and the wizard read */
  link: (packageId: string) => [...packageKeys.all, 'link', packageId] as const,
};

export const packageLinkQuery = (packageId: string) =>
  queryOptions({ queryKey: packageKeys.link(packageId), queryFn: ({ signal }) => fetchPackageLink(packageId, { signal }), staleTime: 0 });

export const packagesQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: packageKeys.workspace(workspaceId),
    queryFn: ({ signal }) => fetchPackages(workspaceId, { signal }),
    staleTime: 0,
  });

/** a package's link (GET packages/{id}/link): its card and the Home page's monitor card share it */
export const linkKey = (packageId: string) => ['packages', 'link', packageId] as const;
