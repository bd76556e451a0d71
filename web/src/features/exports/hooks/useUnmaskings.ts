import { useQuery } from '@tanstack/react-query';
import { unmaskingsQuery } from '../queries';

/** every raw data file of the workspace that named people */
export function useUnmaskings(workspaceId: string) {
  return useQuery(unmaskingsQuery(workspaceId));
}
