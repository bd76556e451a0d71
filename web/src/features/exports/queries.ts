import { queryOptions } from '@tanstack/react-query';
import { fetchAnsweredAssessments, fetchAnsweredCycles, fetchAnsweredPackages, fetchOriginSources, fetchUnmaskings } from './api';

export const exportKeys = {
  all: ['exports'] as const,
  workspace: (workspaceId: string) => [...exportKeys.all, workspaceId] as const,
  packages: (workspaceId: string, rawData: boolean) => [...exportKeys.workspace(workspaceId), 'packages', rawData] as const,
  assessments: (workspaceId: string, packageId: string) => [...exportKeys.workspace(workspaceId), 'assessments', packageId] as const,
  cycles: (workspaceId: string, packageId: string, assessmentId: string, rawData: boolean) =>
    [...exportKeys.workspace(workspaceId), 'cycles', packageId, assessmentId, rawData] as const,
  originSources: (workspaceId: string) => [...exportKeys.workspace(workspaceId), 'origin-sources'] as const,
  unmaskings: (workspaceId: string) => [...exportKeys.workspace(workspaceId), 'unmaskings'] as const,
  answeredGroupTypes: (workspaceId: string, packageId: string | null, link: string | null) =>
    [...exportKeys.workspace(workspaceId), 'answered-origin-sources', packageId, link] as const,
};

export const answeredPackagesQuery = (workspaceId: string, rawData: boolean) =>
  queryOptions({
    queryKey: exportKeys.packages(workspaceId, rawData),
    queryFn: ({ signal }) => fetchAnsweredPackages(workspaceId, rawData, { signal }),
  });

export const answeredAssessmentsQuery = (workspaceId: string, packageId: string) =>
  queryOptions({
    queryKey: exportKeys.assessments(workspaceId, packageId),
    queryFn: ({ signal }) => fetchAnsweredAssessments(workspaceId, packageId, { signal }),
  });

export const answeredCyclesQuery = (workspaceId: string, packageId: string, assessmentId: string, rawData: boolean) =>
  queryOptions({
    queryKey: exportKeys.cycles(workspaceId, packageId, assessmentId, rawData),
    queryFn: ({ signal }) => fetchAnsweredCycles(workspaceId, packageId, assessmentId, rawData, { signal }),
  });

export const originSourcesQuery = (workspaceId: string) =>
  queryOptions({ queryKey: exportKeys.originSources(workspaceId), queryFn: ({ signal }) => fetchOriginSources(workspaceId, { signal }) });

export const unmaskingsQuery = (workspaceId: string) =>
  queryOptions({ queryKey: exportKeys.unmaskings(workspaceId), queryFn: ({ signal }) => fetchUnmaskings(workspaceId, { signal }) });
