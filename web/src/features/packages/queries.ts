import type { PackageLinkResponse } from '@canopy/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { fetchIdentifyFailures, fetchPackageLink, fetchPackages } from './api';

export const packageKeys = {
  all: ['packages'] as const,
  workspace: (workspaceId: string) => [...packageKeys.all, workspaceId] as const,
  /** a package's link: its card, the message wizard and the Home page's monitor card share it */
  link: (packageId: string) => [...packageKeys.all, 'link', packageId] as const,
  identifyFailures: (packageId: string) => [...packageKeys.all, 'identify-failures', packageId] as const,
};

export const packagesQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: packageKeys.workspace(workspaceId),
    queryFn: ({ signal }) => fetchPackages(workspaceId, { signal }),
    staleTime: 0,
  });

export const packageLinkQuery = (packageId: string) =>
  queryOptions({ queryKey: packageKeys.link(packageId), queryFn: ({ signal }) => fetchPackageLink(packageId, { signal }), staleTime: 0 });

export const identifyFailuresQuery = (packageId: string) =>
  queryOptions({
    queryKey: packageKeys.identifyFailures(packageId),
    queryFn: ({ signal }) => fetchIdentifyFailures(packageId, { signal }),
  });

/** a link action answers the link as it now stands: it replaces the cached one at once, no second request */
export const storeLink = (queryClient: QueryClient, packageId: string) => (link: PackageLinkResponse) =>
  queryClient.setQueryData(packageKeys.link(packageId), link);
