import { useQuery } from '@tanstack/react-query';
import { fetchAiPackages } from '../api';
import { aiKeys } from '../queries';

/** the packages and cycles with text answers that Generate may analyse */
export function useAiPackages(workspaceId: string) {
  return useQuery({ queryKey: aiKeys.packages(workspaceId), queryFn: ({ signal }) => fetchAiPackages(workspaceId, { signal }) });
}
