import { useQuery } from '@tanstack/react-query';
import { answeredPackagesQuery } from '../queries';

/** the workspace's packages with answers (`rawData`: the raw data export's rules, which leave out what it cannot export) */
export function useAnsweredPackages(workspaceId: string, rawData: boolean) {
  return useQuery(answeredPackagesQuery(workspaceId, rawData));
}
