import type { CollaborationFilters } from '@canopy/contracts/analytics/collaboration';
import { useQuery } from '@tanstack/react-query';
import { participantDetailsQuery } from '../queries';

/** the participant popup's profile, groups, scores and collaboration counts */
export function useParticipantDetails(participantId: string, filters?: CollaborationFilters) {
  return useQuery(participantDetailsQuery(participantId, filters));
}
