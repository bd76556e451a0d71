import type { CollaborationFilters } from '@canopy/contracts/analytics/collaboration';
import { queryOptions } from '@tanstack/react-query';
import { fetchCollaborationMap, fetchWithoutCollaborations, fetchWorkspaceAssessments } from './api';

export const collaborationKeys = {
  all: ['collaboration'] as const,
  /** everything the Collaboration page reads about one workspace */
  workspace: (workspaceId: string) => [...collaborationKeys.all, workspaceId] as const,
  map: (workspaceId: string, filters: CollaborationFilters) => [...collaborationKeys.workspace(workspaceId), 'map', filters] as const,
  without: (workspaceId: string) => [...collaborationKeys.workspace(workspaceId), 'without'] as const,
  assessments: (workspaceId: string) => [...collaborationKeys.workspace(workspaceId), 'assessments'] as const,
};

/** the map under the applied filters; Apply again with the same filters reads it again (see useCollaborationMap) */
export const collaborationMapQuery = (workspaceId: string, filters: CollaborationFilters) =>
  queryOptions({
    queryKey: collaborationKeys.map(workspaceId, filters),
    queryFn: ({ signal }) => fetchCollaborationMap(workspaceId, filters, { signal }),
    // 3-4 MB per map at 2,000 people: keep the last few filters only briefly once the page has left them
    gcTime: 60_000,
  });

export const withoutCollaborationsQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: collaborationKeys.without(workspaceId),
    queryFn: ({ signal }) => fetchWithoutCollaborations(workspaceId, { signal }),
  });

export const workspaceAssessmentsQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: collaborationKeys.assessments(workspaceId),
    queryFn: ({ signal }) => fetchWorkspaceAssessments(workspaceId, { signal }),
  });
