import { useQuery } from '@tanstack/react-query';
import { participantCountQuery } from '../../workspaces/queries';

/** the whole workspace's participant count (the page header), whatever the list's search and group */
export function useWorkspaceParticipantCount(workspaceId: string) {
  return useQuery(participantCountQuery(workspaceId));
}
