import type { CollaborationFilters } from '@canopy/contracts/analytics/collaboration';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { collaborationMapQuery } from '../queries';

/**
 * The map under the filters last applied (none before the first Apply). Apply with the filters already shown reads
 * the map again, as a consultant pressing Apply expects after new answers came in.
 */
export function useCollaborationMap(workspaceId: string) {
  const [applied, setApplied] = useState<{ filters: CollaborationFilters; key: string } | null>(null);
  const query = useQuery({
    ...collaborationMapQuery(workspaceId, applied?.filters ?? {}),
    enabled: applied !== null,
    // the map changes only when answers do: no reading again on focus
    refetchOnWindowFocus: false,
  });
  const apply = (filters: CollaborationFilters) => {
    const key = JSON.stringify(filters);
    if (applied?.key === key) void query.refetch();
    else setApplied({ filters, key });
  };
  return { applied: applied?.filters ?? null, apply, map: query.data ?? null, isLoading: query.isFetching, error: query.error };
}
