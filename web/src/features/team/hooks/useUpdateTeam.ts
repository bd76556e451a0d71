import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateTeam } from '../api';
import { teamKeys } from '../queries';

/** Saves the team name and logo, then reloads the team (top bar and Team page). */
export function useUpdateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silentError: true },
    mutationFn: updateTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.myTeam() }),
  });
}
