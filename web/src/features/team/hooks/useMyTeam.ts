import { useQuery } from '@tanstack/react-query';
import { myTeamQuery } from '../queries';

/** The signed-in consultant's team with its members (GET /teams/my-team). */
export function useMyTeam(options: { enabled?: boolean } = {}) {
  return useQuery({ ...myTeamQuery(), enabled: options.enabled ?? true });
}
