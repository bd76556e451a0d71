import { IdentityMessages, IdentityPaths, TokenPair } from '@canopy/contracts';
import { ApiError, apiRequest, isApiError, type RequestOptions } from '../../shared/api/http';
import { endSession } from './sessionEvents';
import { readTokens, readTokensFresh, writeTokens } from './storage';
import { isTokenExpired, tokenUserId } from './tokens';

/** Shown by calls cut short because the session ended under them (the app is already on its way to login). */
export const SESSION_ENDED_DETAIL = 'Your session has ended. Please log in again.';

function sessionEnded(cause?: unknown): ApiError {
  return new ApiError(401, SESSION_ENDED_DETAIL, undefined, cause === undefined ? undefined : { cause });
}

/** A 401 whose detail says the access token expired (as opposed to: not valid at all). */
function isExpiredAnswer(error: ApiError): boolean {
  return error.status === 401 && /expired/i.test(error.detail);
}

/** Statuses at which the server has rejected the refresh token itself; anything else (offline, 429, 5xx) may pass. */
function refreshRejected(error: unknown): boolean {
  return isApiError(error) && (error.status === 400 || error.status === 401 || error.status === 403);
}

// ---------------------------------------------------------------------------------------------------------
// Single-flight refresh.
//
// At most one POST /auth/refresh is in flight per tab: the first call that finds the access token expired
// starts it and parks the promise here; every other call that needs a token meanwhile awaits the same
// promise instead of starting its own. When it settles the slot is emptied, and callers read the new
// tokens from storage. Across tabs, a Web Lock (where the browser has one) serialises refreshes, and a tab
// that gets the lock after another tab refreshed uses those tokens instead of spending the refresh token again.
// ---------------------------------------------------------------------------------------------------------

let refreshing: Promise<TokenPair> | null = null;

/** How many refresh requests this tab has sent; for tests and diagnostics. */
let refreshCount = 0;
export function refreshRequestCount(): number {
  return refreshCount;
}

async function performRefresh(staleAccessToken: string): Promise<TokenPair> {
  // Read past the cache: a refresh token is spent once used, and another tab may hold the new one.
  const stored = readTokensFresh();
  if (!stored) {
    endSession({ kind: 'invalid-token' });
    throw sessionEnded();
  }
  // Another tab (or an earlier flight) already replaced the token we found stale: use its result.
  if (stored.access_token !== staleAccessToken && !isTokenExpired(stored.access_token)) return stored;

  refreshCount += 1;
  let pair: TokenPair;
  try {
    pair = await apiRequest(IdentityPaths.refresh, {
      method: 'POST',
      body: { refresh_token: stored.refresh_token },
      schema: TokenPair,
    });
  } catch (error) {
    if (refreshRejected(error)) {
      endSession({ kind: 'expired' });
      throw sessionEnded(error);
    }
    // Offline or a server error: keep the session; the next call tries again.
    throw error;
  }
  if (!tokenUserId(pair.access_token)) {
    endSession({ kind: 'invalid-token' });
    throw sessionEnded();
  }
  writeTokens(pair);
  return pair;
}

function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('canopy-token-refresh', work) : work();
}

/** Refreshes the tokens, joining the refresh already in flight if there is one. */
export function refreshTokens(staleAccessToken: string): Promise<TokenPair> {
  refreshing ??= withRefreshLock(() => performRefresh(staleAccessToken)).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** An access token that has not expired: the stored one, or a fresh one after the (shared) refresh. */
export async function validAccessToken(): Promise<string> {
  // A refresh in flight means the stored token is known stale: wait for its result.
  if (refreshing) return (await refreshing).access_token;
  const stored = readTokens();
  if (!stored || !tokenUserId(stored.access_token)) {
    endSession({ kind: 'invalid-token' });
    throw sessionEnded();
  }
  if (!isTokenExpired(stored.access_token)) return stored.access_token;
  return (await refreshTokens(stored.access_token)).access_token;
}

export type ApiFetchOptions<T> = RequestOptions<T> & {
  /**
   * Use this token and nothing else: no refresh, and a 401 is an ordinary error rather than the end of
   * the session. Login uses it to load the profile before it stores the new tokens.
   */
  accessToken?: string;
};

function send<T>(path: string, token: string, options: RequestOptions<T>): Promise<T> {
  return apiRequest<T>(path, { ...options, headers: { ...options.headers, Authorization: `Bearer ${token}` } });
}

/**
 * An authenticated call under /api/v1: adds the bearer header, refreshes an expired access token first
 * (once for all concurrent callers), retries once after a 401 that says the token expired, and ends the
 * session on any other 401.
 */
export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions<T> = {}): Promise<T> {
  const { accessToken: explicitToken, ...request } = options;
  if (explicitToken !== undefined) return send(path, explicitToken, request);

  let token = await validAccessToken();
  try {
    return await send(path, token, request);
  } catch (error) {
    if (!isApiError(error) || error.status !== 401) throw error;
    if (isExpiredAnswer(error)) {
      // The server saw it expire before we did (clock skew, or it expired in flight): refresh once, retry once.
      token = (await refreshTokens(token)).access_token;
      try {
        return await send(path, token, request);
      } catch (retryError) {
        if (isApiError(retryError) && retryError.status === 401) {
          endSession({ kind: 'expired' });
          throw sessionEnded(retryError);
        }
        throw retryError;
      }
    }
    // The spec's one exception: a wrong password is the user's mistake, not the end of the session.
    if (error.detail !== IdentityMessages.wrongCredentials) endSession({ kind: 'expired' });
    throw error;
  }
}
