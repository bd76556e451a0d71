import { useQuery } from '@tanstack/react-query';
import { groupsQuery } from '../../participants/queries';

/**
 * How many groups a workspace has, from the participants page's groups entry, asked the way the participant count
 * is: fresh on every visit, no long retry (the home summary shows a dash instead).
 */
export function useGroupCount(workspaceId: string) {
  return useQuery({ ...groupsQuery(workspaceId), retry: false, staleTime: 0, select: (groups) => groups.length });
}
