import { useQuery } from '@tanstack/react-query';
import { settingsQuery } from '../queries';

/** the workspace's minimum group sizes (the fewest respondents a chart may show an aggregate of) */
export function useAnalyticsSettings(workspaceId: string) {
  return useQuery(settingsQuery(workspaceId));
}
