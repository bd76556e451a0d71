import { useQuery } from '@tanstack/react-query';
import { participantCountQuery } from '../queries';

/** How many participants a workspace has; a failure shows as a dash at once instead of retrying. */
export function useParticipantCount(workspaceId: string) {
  return useQuery(participantCountQuery(workspaceId));
}
