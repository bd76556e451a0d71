import { useQuery } from '@tanstack/react-query';
import { packagesQuery } from '../queries';

/** The packages of a workspace with their assessments and this cycle's counts (GET packages/by-workspace/{id}). */
export function usePackages(workspaceId: string) {
  return useQuery(packagesQuery(workspaceId));
}
