import { useQuery } from '@tanstack/react-query';
import { groupsQuery } from '../queries';

/** The groups of a workspace with their members (GET groups/by-workspace/{id}). */
export function useGroups(workspaceId: string) {
  return useQuery(groupsQuery(workspaceId));
}
