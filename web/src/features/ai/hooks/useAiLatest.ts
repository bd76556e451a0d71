import { useQuery } from '@tanstack/react-query';
import { fetchAiLatest } from '../api';
import { aiKeys } from '../queries';

/** an assessment's latest finished analysis for all participants, or null */
export function useAiLatest(workspaceId: string, assessmentId: string, enabled = true) {
  return useQuery({
    queryKey: aiKeys.latest(workspaceId, assessmentId),
    queryFn: ({ signal }) => fetchAiLatest(workspaceId, assessmentId, { signal }),
    select: (answer) => answer.latest,
    enabled,
  });
}
