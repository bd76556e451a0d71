import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { readCultureSearch } from '../cultureLink';
import { chartRequestsAtStart } from '../openBlocks';
import { blocksQuery, chartQuery } from '../queries';

/**
 * Asks for the open charts' figures the moment the blocks arrive, before the page renders its cards (ADR 0105):
 * rendering the blocks and cards takes about 0.1 s on a quiet machine, which the chart calls no longer wait for.
 * The cards ask with the same keys (chartRequest.ts), so they find these calls in flight and make none of their own.
 * Only the page's opening is prefetched: the address it was opened with, not later changes of it.
 */
export function usePrefetchOpenCharts(workspaceId: string | undefined, search: URLSearchParams) {
  const queryClient = useQueryClient();
  const opening = useRef(search);
  useEffect(() => {
    if (!workspaceId) return;
    let live = true;
    queryClient.ensureQueryData(blocksQuery(workspaceId)).then(
      (data) => {
        if (!live) return;
        for (const { chartId, request } of chartRequestsAtStart(workspaceId, data, readCultureSearch(opening.current, data)))
          void queryClient.prefetchQuery(chartQuery(workspaceId, chartId, request));
      },
      // the page shows the blocks' error from its own query
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [queryClient, workspaceId]);
}
