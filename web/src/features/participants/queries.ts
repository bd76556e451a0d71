import { infiniteQueryOptions, keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { workspaceKeys } from '../workspaces/queries';
import { fetchGroups, fetchMatchingTemplate, fetchParticipantPage } from './api';
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

/**
 * After any change to participants or groups: the lists, the groups (counts, members) and the template
 * reload, and so do the workspace's counts the header and the home summary show.
 */
export const invalidateRoster = (queryClient: QueryClient, workspaceId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: participantKeys.workspace(workspaceId) }),
    queryClient.invalidateQueries({ queryKey: workspaceKeys.participantCount(workspaceId) }),
  ]);
