import type { PackageLinkResponse } from '@canopy/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { fetchIdentifyFailures, fetchPackageLink, fetchPackages, fetchReleasePreview } from './api';

export const packageKeys = {
  all: ['packages'] as const,
  workspace: (workspaceId: string) => [...packageKeys.all, workspaceId] as const,
  /** a package's link: its card, the message wizard and the Home page's monitor card share it */
  link: (packageId: string) => [...packageKeys.all, 'link', packageId] as const,
  identifyFailures: (packageId: string) => [...packageKeys.all, 'identify-failures', packageId] as const,
  /** the release preview of a package for a set of groups (sorted) at a rate (null: measured) */
  releasePreview: (packageId: string, groups: readonly string[], rate: number | null) =>
    [...packageKeys.all, 'release-preview', packageId, [...groups].sort().join(','), rate] as const,
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

export const releasePreviewQuery = (workspaceId: string, packageId: string, groups: readonly string[], rate: number | null) =>
  queryOptions({
    queryKey: packageKeys.releasePreview(packageId, groups, rate),
    queryFn: ({ signal }) => fetchReleasePreview(workspaceId, packageId, { groups_ids: [...groups], response_rate: rate }, { signal }),
    // the roster and the answers move slowly: a minute old is fresh enough for an estimate
    staleTime: 60_000,
  });
