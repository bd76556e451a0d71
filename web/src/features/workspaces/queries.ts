import { queryOptions } from '@tanstack/react-query';
import { fetchParticipantCount, fetchTeamWorkspaces, fetchWorkspaceOptionTypes } from './api';

export const workspaceKeys = {
  all: ['workspaces'] as const,
  byTeam: (teamId: string) => [...workspaceKeys.all, 'by-team', teamId] as const,
  optionTypes: () => [...workspaceKeys.all, 'option-types'] as const,
  participantCount: (workspaceId: string) => [...workspaceKeys.all, workspaceId, 'participant-count'] as const,
};

export const teamWorkspacesQuery = (teamId: string) =>
  queryOptions({
    queryKey: workspaceKeys.byTeam(teamId),
    queryFn: ({ signal }) => fetchTeamWorkspaces(teamId, { signal }),
  });

/** The answer lists are part of the product, not data: they do not change while the app runs. */
export const workspaceOptionTypesQuery = () =>
  queryOptions({
    queryKey: workspaceKeys.optionTypes(),
    queryFn: ({ signal }) => fetchWorkspaceOptionTypes({ signal }),
    staleTime: Infinity,
  });

// The participant count of the home summary and the participants page comes from the participants service.
// A failure there must not retry for long or block the page: the card shows a dash instead of a number.
export const participantCountQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: workspaceKeys.participantCount(workspaceId),
    queryFn: ({ signal }) => fetchParticipantCount(workspaceId, { signal }),
    retry: false,
    staleTime: 0,
  });
