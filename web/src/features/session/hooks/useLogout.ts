import { useMutation } from '@tanstack/react-query';
import { signOut } from '../api';
import { endSession } from '../sessionEvents';

/** POST /users/sign-out with the refresh token; whatever the answer, the local session ends and the app goes to '/'. */
export function useLogout() {
  return useMutation({
    meta: { silentError: true },
    mutationFn: () => signOut(),
    onSettled: () => endSession({ kind: 'signed-out' }),
  });
}
