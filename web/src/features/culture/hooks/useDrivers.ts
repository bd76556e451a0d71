import type { DriversRequest } from '@canopy/contracts/analytics/drivers';
import { useQuery } from '@tanstack/react-query';
import { driversQuery } from '../queries';

/** the driver analysis of an assessment; waits until one is picked */
export function useDrivers(workspaceId: string, body: DriversRequest) {
  return useQuery({ ...driversQuery(workspaceId, body), enabled: Boolean(body.assessment_id) });
}
