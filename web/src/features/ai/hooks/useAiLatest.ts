import { useQuery } from '@tanstack/react-query';
import { fetchAiLatest } from '../api';
import { aiKeys } from '../queries';

/**
 * an assessment's latest finished analysis for all participants, or null; read only once `enabled` (the consultant
 * asked for it), so the Culture page's chart calls never wait behind it
 */
export function useAiLatest(workspaceId: string, assessmentId: string, enabled: boolean) {
  return useQuery({
    queryKey: aiKeys.latest(workspaceId, assessmentId),
    queryFn: ({ signal }) => fetchAiLatest(workspaceId, assessmentId, { signal }),
    select: (answer) => answer.latest,
    enabled,
  });
}
