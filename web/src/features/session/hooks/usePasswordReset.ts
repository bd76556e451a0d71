import { useMutation } from '@tanstack/react-query';
import { requestPasswordReset, resetPassword } from '../api';

/** Forgot password: asks the server to mail a reset link. */
export function useRequestPasswordReset() {
  return useMutation({ meta: { silentError: true }, mutationFn: requestPasswordReset });
}

/** The reset (or invitation) link's page: sets the new password with the link's token. */
export function useResetPassword() {
  return useMutation({ meta: { silentError: true }, mutationFn: resetPassword });
}
