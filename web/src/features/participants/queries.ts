import type { CollaborationFilters } from '@canopy/contracts/analytics/collaboration';
import { infiniteQueryOptions, keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { workspaceKeys } from '../workspaces/queries';
import { fetchGroups, fetchMatchingTemplate, fetchParticipantPage } from './api';
import { fetchNotes, fetchParticipantDetails } from './details/api';
import { nextOffset, type ListFilter } from './listQuery';

export const participantKeys = {
  all: ['participants'] as const,
  /** everything the participants page reads about one workspace */
  workspace: (workspaceId: string) => [...participantKeys.all, workspaceId] as const,
  lists: (workspaceId: string) => [...participantKeys.workspace(workspaceId), 'list'] as const,
  list: ({ workspaceId, search, sort, groupId }: ListFilter) => [...participantKeys.lists(workspaceId), { search, sort, groupId }] as const,
  groups: (workspaceId: string) => [...participantKeys.workspace(workspaceId), 'groups'] as const,
  matchingTemplate: (workspaceId: string) => [...participantKeys.workspace(workspaceId), 'matching-template'] as const,
  // outside `workspace`: invalidating the roster after an import must not poll the import once more
  csvImportProgress: (workspaceId: string, importId: string) =>
    [...participantKeys.all, 'csv-import-progress', workspaceId, importId] as const,
  /** one participant's popup (profile, scores, counts) under the map's filters, and its notes */
  details: (participantId: string, filters: CollaborationFilters) => [...participantKeys.all, 'details', participantId, filters] as const,
  notes: (participantId: string) => [...participantKeys.all, 'notes', participantId] as const,
};

export const participantListQuery = (filter: ListFilter) =>
  infiniteQueryOptions({
    queryKey: participantKeys.list(filter),
    queryFn: ({ pageParam, signal }) => fetchParticipantPage(filter, pageParam, { signal }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    // a new search or sort keeps the rows on screen until its answer arrives
    placeholderData: keepPreviousData,
  });

export const groupsQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: participantKeys.groups(workspaceId),
    queryFn: ({ signal }) => fetchGroups(workspaceId, { signal }),
  });

export const matchingTemplateQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: participantKeys.matchingTemplate(workspaceId),
    queryFn: ({ signal }) => fetchMatchingTemplate(workspaceId, { signal }),
    staleTime: 0,
  });

export const participantDetailsQuery = (participantId: string, filters: CollaborationFilters = {}) =>
  queryOptions({
    queryKey: participantKeys.details(participantId, filters),
    queryFn: ({ signal }) => fetchParticipantDetails(participantId, filters, { signal }),
  });

export const notesQuery = (participantId: string) =>
  queryOptions({ queryKey: participantKeys.notes(participantId), queryFn: ({ signal }) => fetchNotes(participantId, { signal }) });

/**
 * After any change to participants or groups: the lists, the groups (counts, members) and the template
 * reload, and so do the workspace's counts the header and the home summary show.
 */
export const invalidateRoster = (queryClient: QueryClient, workspaceId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: participantKeys.workspace(workspaceId) }),
    queryClient.invalidateQueries({ queryKey: workspaceKeys.participantCount(workspaceId) }),
  ]);
