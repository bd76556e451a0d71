import type { CsvImportProgress } from '@canopy/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchCsvImportProgress } from '../api';
import { participantKeys } from '../queries';

export const CSV_PROGRESS_POLL_MS = 300;

const settled = (progress: CsvImportProgress | null | undefined) => progress?.stage === 'done' || progress?.stage === 'failed';

/**
 * How far the server has got with one CSV import, polled every 300 ms while `enabled` (the body is sent and
 * the upload's answer has not arrived). null until the server has started on it. A failed poll is not
 * retried and shows nothing: the next poll tries again, and the upload's own answer carries any error.
 */
export function useCsvImportProgress(workspaceId: string, importId: string | null, enabled: boolean): CsvImportProgress | null {
  const queryClient = useQueryClient();
  const queryKey = participantKeys.csvImportProgress(workspaceId, importId ?? '');
  const query = useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const progress = await fetchCsvImportProgress(workspaceId, importId ?? '', { signal });
      // a 404 after an answer means the server forgot an import that ended: keep what it said last rather
      // than step back to "Reading the file"
      return progress ?? queryClient.getQueryData<CsvImportProgress | null>(queryKey) ?? null;
    },
    enabled: enabled && importId !== null,
    // done and failed are final; the upload's answer follows
    refetchInterval: (current) => (settled(current.state.data) ? false : CSV_PROGRESS_POLL_MS),
    retry: false,
    staleTime: 0,
    // one import's progress is of no use once its screen has gone
    gcTime: 0,
    meta: { silentError: true },
  });
  return query.data ?? null;
}
