import type { AnalyticsFilters } from '@canopy/contracts/analytics/api';
import { useQuery } from '@tanstack/react-query';
import { participationQuery } from '../queries';

/** who completed each package in each cycle under the page's filters */
export function useParticipation(workspaceId: string, filters: AnalyticsFilters) {
  return useQuery(participationQuery(workspaceId, filters));
}
