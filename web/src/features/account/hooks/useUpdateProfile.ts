import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateProfile } from '../api';
import { accountKeys } from '../queries';

/** Saves name and picture, then reloads the current consultant (top bar) and the team (member names). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silentError: true },
    mutationFn: updateProfile,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.me() }),
        queryClient.invalidateQueries({ queryKey: accountKeys.team() }),
      ]),
  });
}
