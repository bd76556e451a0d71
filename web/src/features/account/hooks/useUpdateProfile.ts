import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionKeys } from '../../session/queries';
import { teamKeys } from '../../team/queries';
import { updateProfile } from '../api';

/** Saves name and picture, then reloads the current consultant (top bar) and the team (member names). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silentError: true },
    mutationFn: updateProfile,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionKeys.currentConsultant() }),
        queryClient.invalidateQueries({ queryKey: teamKeys.myTeam() }),
      ]),
  });
}
