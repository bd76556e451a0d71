import { useQuery } from '@tanstack/react-query';
import { alertsQuery } from '../queries';

/** the workspace's alerts with the thresholds they were found with */
export function useAlerts(workspaceId: string) {
  return useQuery(alertsQuery(workspaceId));
}
