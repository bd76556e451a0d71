import type { AuthenticateRequest, Consultant } from '@canopy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/http';
import { fetchMyTeam } from '../../team/api';
import { teamKeys } from '../../team/queries';
import { authenticate, fetchCurrentConsultant } from '../api';
import { sessionKeys } from '../queries';
import { clearSessionEndReason } from '../sessionEvents';
import { clearSessionStorage, writeTokens } from '../storage';
import { MISSING_USER_ID, tokenUserId } from '../tokens';

/** Spec: "Login waits 1500 ms after success before moving on." */
export const LOGIN_SUCCESS_PAUSE_MS = 1500;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Logs in: authenticates, refuses a token without usr_id, then, during the 1.5 s success pause, loads the
 * consultant and team with the new token. Only when both are there are the tokens stored, so the app
 * switches to the logged-in shell with its data already in the cache.
 */
export function useLogin(options: { onAuthenticated?: () => void; onLoggedIn?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation<Consultant, Error, AuthenticateRequest>({
    meta: { silentError: true },
    mutationFn: async (credentials) => {
      const pair = await authenticate(credentials);
      if (!tokenUserId(pair.access_token)) {
        clearSessionStorage();
        throw new ApiError(200, MISSING_USER_ID, undefined);
      }
      options.onAuthenticated?.();
      const accessToken = pair.access_token;
      const [consultant, team] = await Promise.all([
        fetchCurrentConsultant({ accessToken }),
        fetchMyTeam({ accessToken }),
        pause(LOGIN_SUCCESS_PAUSE_MS),
      ]);
      queryClient.setQueryData(sessionKeys.currentConsultant(), consultant);
      queryClient.setQueryData(teamKeys.myTeam(), team);
      clearSessionEndReason();
      writeTokens(pair);
      return consultant;
    },
    // Here rather than in mutate(): storing the tokens replaces the login page, and mutate()'s own
    // callbacks do not run for an unmounted component.
    onSuccess: () => options.onLoggedIn?.(),
  });
}
