import {
  formatWritten,
  mergeWritten,
  parseWritten,
  READ_AFTER_HEADER,
  WRITTEN_HEADER,
  type WrittenPositions,
} from '@canopy/contracts/platform/consistency';
import type { z } from 'zod';

/** Every product endpoint lives under this prefix; health probes (/health/*) do not. */
export const API_BASE = '/api/v1';

/** What the user sees when the server gave us nothing readable to say. */
export const FALLBACK_DETAIL = 'Some Error';

/** Longest server text we put in front of a user. */
const MAX_DETAIL_LENGTH = 500;

/**
 * A request that did not produce the data it asked for.
 * `status` is the HTTP status, or 0 when no response arrived at all (offline, DNS, refused).
 * `detail` is ready to show to a person.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly detail: string;
  /** The parsed (or raw text) body, for logging; never shown as is. */
  readonly body: unknown;

  constructor(status: number, detail: string, body?: unknown, options?: ErrorOptions) {
    super(detail, options);
    this.status = status;
    this.detail = detail;
    this.body = body;
  }

  /** No response at all: the server is unreachable, not unhappy. */
  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /**
   * No response, or a proxy in front of the API (dev server, load balancer) answered 502/504 without
   * saying anything readable: the API itself is out of reach.
   */
  get isUnreachable(): boolean {
    return this.status === 0 || ((this.status === 502 || this.status === 504) && this.detail === FALLBACK_DETAIL);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** `detail` of any thrown value, for places that show errors they did not raise. */
export function errorDetail(error: unknown): string {
  return isApiError(error) ? error.detail : FALLBACK_DETAIL;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions<T> = {
  method?: HttpMethod;
  /** Sent as JSON; a `FormData` is sent as multipart/form-data (the browser sets the boundary). */
  body?: unknown;
  /** Validates a successful body; a mismatch throws an ApiError rather than handing on bad data. */
  schema?: z.ZodType<T>;
  /**
   * Non-2xx statuses whose body is data, not an error (e.g. 503 from /health/ready).
   * If such a body does not match `schema` it is treated as an error after all.
   */
  acceptStatus?: readonly number[];
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

type ReadBody = { json: true; value: unknown } | { json: false; text: string };

async function readBody(response: Response): Promise<ReadBody> {
  const text = await response.text().catch(() => '');
  const type = response.headers.get('content-type') ?? '';
  const looksJson = type.includes('json') || /^\s*[[{"]/.test(text);
  if (looksJson && text.trim() !== '') {
    try {
      return { json: true, value: JSON.parse(text) as unknown };
    } catch {
      // fall through: keep the text
    }
  }
  return { json: false, text };
}

function truncate(text: string): string {
  return text.length > MAX_DETAIL_LENGTH ? `${text.slice(0, MAX_DETAIL_LENGTH)}…` : text;
}

/**
 * What to tell the user about a failed response:
 * - `{ "detail": "..." }` (the gateway's error shape): the detail as is;
 * - a bare string body (JSON string or plain text): the string with `; Status: {code}` appended;
 * - anything else (empty, HTML error pages, other JSON): `Some Error`.
 */
export function detailFromBody(status: number, body: ReadBody): string {
  if (body.json) {
    const value = body.value;
    if (typeof value === 'string') {
      return value.trim() === '' ? FALLBACK_DETAIL : `${truncate(value.trim())}; Status: ${status}`;
    }
    if (value !== null && typeof value === 'object' && 'detail' in value) {
      const detail = (value as { detail: unknown }).detail;
      if (typeof detail === 'string' && detail.trim() !== '') return truncate(detail);
    }
    return FALLBACK_DETAIL;
  }
  const text = body.text.trim();
  // An HTML page (proxy or static host error) says nothing a user can act on.
  if (text === '' || text.startsWith('<')) return FALLBACK_DETAIL;
  return `${truncate(text)}; Status: ${status}`;
}

/**
 * What this page's changes wrote, per read model, as the server's answers said (ADR 0099): the next reads ask the
 * server to answer once its read models have them, so a list read right after a change never shows the world
 * before it. Kept a little longer than a read waits at most; past that, a read model that has not caught up will
 * not be waited for again.
 */
let written: WrittenPositions = {};
let writtenAt = 0;
const WRITTEN_KEPT_MS = 10_000;

function noteWritten(response: Response): void {
  const header = response.headers.get(WRITTEN_HEADER);
  if (!header) return;
  written = mergeWritten(Date.now() - writtenAt > WRITTEN_KEPT_MS ? {} : written, parseWritten(header));
  writtenAt = Date.now();
}

function readAfter(): Record<string, string> {
  if (Date.now() - writtenAt > WRITTEN_KEPT_MS || Object.keys(written).length === 0) return {};
  return { [READ_AFTER_HEADER]: formatWritten(written) };
}

/** Fetches `url` and returns its JSON body (validated by `schema` when given). Throws ApiError otherwise. */
export async function requestJson<T = unknown>(url: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, schema, acceptStatus = [], headers = {}, signal } = options;
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  const init: RequestInit = {
    method,
    headers: {
      Accept: 'application/json',
      ...(body !== undefined && !multipart ? { 'Content-Type': 'application/json' } : {}),
      ...(method === 'GET' ? readAfter() : {}),
      ...headers,
    },
    credentials: 'same-origin',
  };
  if (body !== undefined) init.body = multipart ? body : JSON.stringify(body);
  if (signal) init.signal = signal;

  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (cause) {
    // Aborts belong to the caller (TanStack Query cancels superseded requests): do not dress them up.
    if (signal?.aborted) throw cause;
    throw new ApiError(0, FALLBACK_DETAIL, undefined, { cause });
  }
  noteWritten(response);

  if (response.ok && (response.status === 204 || response.status === 205)) return undefined as T;

  const read = await readBody(response);
  const isData = response.ok || acceptStatus.includes(response.status);

  if (response.ok && !read.json) {
    if (!schema && read.text.trim() === '') return undefined as T;
    // A 2xx without JSON: most often an SPA fallback page served where the API should be.
    throw new ApiError(response.status, FALLBACK_DETAIL, read.text);
  }

  if (isData && read.json) {
    if (!schema) return read.value as T;
    const parsed = schema.safeParse(read.value);
    if (parsed.success) return parsed.data;
    if (response.ok) {
      console.warn(`Unexpected response shape from ${method} ${url}`, parsed.error.issues);
      throw new ApiError(response.status, FALLBACK_DETAIL, read.value, { cause: parsed.error });
    }
    // An accepted error status whose body is not the expected data: an ordinary error after all.
  }

  throw new ApiError(response.status, detailFromBody(response.status, read), read.json ? read.value : read.text);
}

/** `requestJson` under `/api/v1`: `apiRequest('/version')` fetches `/api/v1/version`. */
export function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  return requestJson<T>(`${API_BASE}${path.startsWith('/') ? path : `/${path}`}`, options);
}

type WithoutMethod<T> = Omit<RequestOptions<T>, 'method' | 'body'>;

export const api = {
  get: <T = unknown>(path: string, options?: WithoutMethod<T>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: string, body?: unknown, options?: WithoutMethod<T>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T = unknown>(path: string, body?: unknown, options?: WithoutMethod<T>) => apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: WithoutMethod<T>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T = unknown>(path: string, options?: WithoutMethod<T>) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
