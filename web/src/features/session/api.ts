import {
  type AuthenticateRequest,
  Consultant,
  type ForgotPasswordRequest,
  IdentityPaths,
  type ResetPasswordRequest,
  TokenPair,
} from '@canopy/contracts';
import type { z } from 'zod';
import { api } from '../../shared/api/http';
import { apiFetch } from './apiFetch';
import { readTokens } from './storage';

/** POST /auth/authenticate: the token pair for an e-mail and password. No bearer header. */
export function authenticate(credentials: AuthenticateRequest): Promise<TokenPair> {
  return api.post(IdentityPaths.authenticate, credentials, { schema: TokenPair });
}

/** GET /consultants/current; with `accessToken`, for a pair not stored yet (login). */
export function fetchCurrentConsultant(options: { accessToken?: string; signal?: AbortSignal } = {}): Promise<Consultant> {
  return apiFetch(IdentityPaths.currentConsultant, { schema: Consultant, ...options });
}

/**
 * POST /users/sign-out with the refresh token, so the server revokes the session. Sent with the access
 * token as it is: refreshing first would spend the refresh token only to revoke it.
 */
export async function signOut(): Promise<void> {
  const tokens = readTokens();
  if (!tokens) return;
  await api.post(
    IdentityPaths.signOut,
    { refresh_token: tokens.refresh_token },
    { headers: { Authorization: `Bearer ${tokens.access_token}` } },
  );
}

export function requestPasswordReset(body: z.input<typeof ForgotPasswordRequest>): Promise<unknown> {
  return api.post(IdentityPaths.forgotPassword, body);
}

export function resetPassword(body: z.input<typeof ResetPasswordRequest>): Promise<unknown> {
  return api.post(IdentityPaths.resetPassword, body);
}
