import { useQuery } from '@tanstack/react-query';
import { participationQuery } from '../../home/queries';

/**
 * The newest of these cycles that somebody finished, as Home leads with (ADR 0131): a focus area is measured where
 * there are answers, not in a cycle that opened today with nobody finished, where every group is held back.
 * Null while the participation loads, or when none of them is answered.
 */
export function useLatestAnsweredCycle(workspaceId: string, cycleIds: readonly string[]): string | null {
  const participation = useQuery(participationQuery(workspaceId));
  const answered = new Set((participation.data ?? []).filter((item) => item.number_of_finished > 0).map((item) => item.cycle_id));
  return cycleIds.findLast((id) => answered.has(id)) ?? null;
}
