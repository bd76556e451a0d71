import { HrisAuthorizationError, HrisCodeRejectedError, HrisProviderError } from '../hrisProvider.ts';
import { systemClock } from '@canopy/platform/time/clock';

// Finch's HTTP conventions, as its documentation states them:
// - "Authorization: Bearer {token}" and "Finch-API-Version: 2020-09-17" on every Organization call; the
//   connect session uses "Basic <base64 encoded client_id:client_secret>"
//   (developer.tryfinch.com/api-reference/organization/directory, .../connect/new-session).
// - Errors carry `{ code, name, finch_code, message }`; "If Finch ever loses a connection with an employer's
//   provider system, we will return a 401 Unauthorized HTTP status code with a finch_code of
//   reauthenticate_user" (developer-resources/Reauthentication); `invalid_grant_error` (400) and
//   `invalid_client_error` (401) answer /auth/token (api-reference/development-guides/errors/Error-Types).
// - "Finch will return a rate limit error with the HTTP status code 429" per product on a rolling
//   60-second window (api-reference/development-guides/Rate-Limits): we wait for Retry-After when it is
//   sent, else back off exponentially.
// - "All applications should be built to handle null values and 202 responses" (implementation-guide/
//   Secure/Mitigate-Errors): a 202 means the data is not ready; the sync run fails and is retried later.

export type FinchAuth = { bearer: string } | { basic: { clientId: string; clientSecret: string } } | null;

export type FinchHttpOptions = {
  baseUrl: string;
  apiVersion: string;
  /** attempts per call for 429, 5xx and network failures */
  maxAttempts: number;
  /** first backoff step; doubles per attempt */
  backoffMs: number;
  maxBackoffMs: number;
};

type FinchErrorBody = { code?: number; name?: string; finch_code?: string | null; message?: string };

/** Retry-After: delay-seconds or an HTTP-date (RFC 9110 section 10.2.3) */
export const retryAfterMs = (header: string | null, now = systemClock.now().getTime()): number | null => {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
};

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

const describe = (body: FinchErrorBody | null, status: number) => {
  const kind = body?.finch_code ?? body?.name ?? `HTTP ${status}`;
  return body?.message ? `${kind}: ${body.message}` : kind;
};

export const createFinchHttp = (options: FinchHttpOptions) => {
  const base = options.baseUrl.replace(/\/+$/, '');
  const backoff = (attempt: number) => Math.min(options.maxBackoffMs, options.backoffMs * 2 ** (attempt - 1));

  return async <T>(
    method: 'GET' | 'POST',
    path: string,
    request: { auth: FinchAuth; query?: Record<string, string | number>; body?: unknown; signal?: AbortSignal },
  ): Promise<T> => {
    const url = new URL(`${base}${path}`);
    for (const [key, value] of Object.entries(request.query ?? {})) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { 'Finch-API-Version': options.apiVersion, accept: 'application/json' };
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    if (request.auth && 'bearer' in request.auth) headers.authorization = `Bearer ${request.auth.bearer}`;
    if (request.auth && 'basic' in request.auth) {
      headers.authorization = `Basic ${Buffer.from(`${request.auth.basic.clientId}:${request.auth.basic.clientSecret}`).toString('base64')}`;
    }
    const exchangingCode = path === '/auth/token';

    for (let attempt = 1; ; attempt++) {
      let response: Response;
      try {
        response = await fetch(url, {
          method,
          headers,
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
          signal: request.signal,
        });
      } catch (error) {
        if (request.signal?.aborted) throw error;
        if (attempt >= options.maxAttempts) throw new HrisProviderError(`Finch could not be reached (${method} ${path})`, { cause: error });
        await sleep(backoff(attempt), request.signal);
        continue;
      }
      if (response.ok && response.status !== 202) return (await response.json()) as T;
      const text = await response.text();
      let body: FinchErrorBody | null = null;
      try {
        body = text === '' ? null : (JSON.parse(text) as FinchErrorBody);
      } catch {}

      if (response.status === 429 || response.status >= 500) {
        if (attempt >= options.maxAttempts) {
          const what = response.status === 429 ? 'Finch kept answering 429 (rate limit)' : `Finch failed with ${response.status}`;
          throw new HrisProviderError(`${what} on ${method} ${path} after ${attempt} attempts (${describe(body, response.status)})`);
        }
        const wait = response.status === 429 ? (retryAfterMs(response.headers.get('retry-after')) ?? backoff(attempt)) : backoff(attempt);
        await sleep(Math.min(wait, options.maxBackoffMs), request.signal);
        continue;
      }
      if (response.status === 202)
        throw new HrisProviderError(`Finch is still preparing this employer's data (${method} ${path} answered 202)`);
      if (exchangingCode && (response.status === 400 || response.status === 401))
        throw new HrisCodeRejectedError(`Finch refused the authorization code (${describe(body, response.status)})`);
      if (response.status === 401) throw new HrisAuthorizationError(`Finch refused the access token (${describe(body, response.status)})`);
      throw new HrisProviderError(`Finch answered ${response.status} to ${method} ${path} (${describe(body, response.status)})`);
    }
  };
};

export type FinchHttp = ReturnType<typeof createFinchHttp>;
