import type { AnalyticsFilters } from '@canopy/contracts/analytics/api';
import { useQuery } from '@tanstack/react-query';
import { passesQuery } from '../queries';

/** how many passed each question of an assessment, per cycle */
export function usePasses(workspaceId: string, assessmentId: string, filters: AnalyticsFilters) {
  return useQuery(passesQuery(workspaceId, assessmentId, filters));
}
