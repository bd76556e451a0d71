import { useQuery } from '@tanstack/react-query';
import { fetchAiStatus } from '../api';
import { aiKeys, STATUS_POLL_MS } from '../queries';

/** 'Info of processing': every run of the workspace, read again while one is still queued or running */
export function useAiStatus(workspaceId: string, enabled = true) {
  return useQuery({
    queryKey: aiKeys.status(workspaceId),
    queryFn: ({ signal }) => fetchAiStatus(workspaceId, { signal }),
    enabled,
    refetchInterval: (query) =>
      query.state.data?.some((row) => row.status === 'queued' || row.status === 'running') ? STATUS_POLL_MS : false,
  });
}
