import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { storyQuery } from '../../story/queries';
import { readCultureSearch } from '../cultureLink';
import { chartRequestsAtStart } from '../openBlocks';
import { blocksQuery, chartQuery } from '../queries';

/** the blocks, then at once the open charts' figures and the data story their 'Add to Data Story' buttons read */
const prefetchOpening = (queryClient: QueryClient, workspaceId: string, search: URLSearchParams) =>
  queryClient.ensureQueryData(blocksQuery(workspaceId)).then(
    (data) => {
      const charts = chartRequestsAtStart(workspaceId, data, readCultureSearch(search, data));
      for (const { chartId, request } of charts) void queryClient.prefetchQuery(chartQuery(workspaceId, chartId, request));
      if (charts.length > 0) void queryClient.prefetchQuery(storyQuery(workspaceId));
    },
    // the page shows the blocks' error from its own query
    () => undefined,
  );

/**
 * Asks for what the page opens with as soon as the page renders, and for the open charts' figures the moment the
 * blocks arrive (ADR 0105). In render, as TanStack's `usePrefetchQuery` does, not in an effect: on a full load the
 * page renders well before React commits it (the shell's chunks are revealed together), and the calls made in between
 * are answered by the time it does. The cards ask with the same keys (chartRequest.ts), so they find these answers
 * or calls in flight and make none of their own. Once per workspace and mount: the address the page opened with,
 * not later changes of it.
 */
export function usePrefetchOpenCharts(workspaceId: string | undefined, search: URLSearchParams) {
  const queryClient = useQueryClient();
  const asked = useRef<string | undefined>(undefined);
  if (workspaceId && asked.current !== workspaceId) {
    asked.current = workspaceId;
    void prefetchOpening(queryClient, workspaceId, search);
  }
}
