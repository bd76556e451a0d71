import { useQuery } from '@tanstack/react-query';
import { answeredCyclesQuery } from '../queries';

/** the answered cycles (links) of a package's assessment; fetched once both are chosen */
export function useAnsweredCycles(workspaceId: string, packageId: string | null, assessmentId: string | null, rawData: boolean) {
  return useQuery({
    ...answeredCyclesQuery(workspaceId, packageId ?? '', assessmentId ?? '', rawData),
    enabled: packageId !== null && assessmentId !== null,
  });
}
