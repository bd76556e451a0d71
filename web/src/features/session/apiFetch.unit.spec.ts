import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, refreshRequestCount } from './apiFetch';
import { onSessionEnded, type SessionEndReason } from './sessionEvents';
import { readTokens, sessionStorageKey, writeTokens } from './storage';
import { isTokenExpired, tokenUserId } from './tokens';

class MemoryStorage implements Storage {
  private readonly map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
  keys() {
    return [...this.map.keys()];
  }
}

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const nowSeconds = () => Math.floor(Date.now() / 1000);
function jwt(claims: Record<string, unknown>): string {
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.signature`;
}
const expired = (n = 1) => jwt({ usr_id: 'u1', team_id: 't1', exp: nowSeconds() - 10, n });
const fresh = (n = 2) => jwt({ usr_id: 'u1', team_id: 't1', exp: nowSeconds() + 600, n });

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubFetch(handler: Handler) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => handler(url, init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const calls = (fetchMock: ReturnType<typeof stubFetch>, path: string) => fetchMock.mock.calls.filter(([url]) => url === `/api/v1${path}`);
const bearer = (init: RequestInit) => (init.headers as Record<string, string>).Authorization;

let storage: MemoryStorage;
let ended: SessionEndReason[];
let unsubscribe: () => void;

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
  ended = [];
  unsubscribe = onSessionEnded((reason) => ended.push(reason));
});

afterEach(() => {
  unsubscribe();
  vi.unstubAllGlobals();
});

describe('tokens', () => {
  it('reads usr_id and exp from the payload', () => {
    expect(tokenUserId(fresh())).toBe('u1');
    expect(tokenUserId(jwt({ team_id: 't1', exp: nowSeconds() + 60 }))).toBeNull();
    expect(tokenUserId('not-a-jwt')).toBeNull();
    expect(isTokenExpired(fresh())).toBe(false);
    expect(isTokenExpired(expired())).toBe(true);
    expect(isTokenExpired(jwt({ usr_id: 'u1' }))).toBe(true);
  });

  it('stores the pair under encoded keys', () => {
    writeTokens({ access_token: 'a', refresh_token: 'r' });
    expect(storage.keys().every((key) => key.startsWith('cnp_') && !/token/i.test(key))).toBe(true);
    expect(readTokens()).toEqual({ access_token: 'a', refresh_token: 'r' });
  });
});

describe('apiFetch', () => {
  it('sends the stored access token as a bearer header', async () => {
    writeTokens({ access_token: fresh(), refresh_token: 'r1' });
    const fetchMock = stubFetch(() => json(200, { ok: true }));
    await expect(apiFetch('/teams/my-team')).resolves.toEqual({ ok: true });
    expect(bearer(fetchMock.mock.calls[0]![1])).toBe(`Bearer ${readTokens()!.access_token}`);
  });

  it('refreshes an expired token once while concurrent calls wait for it', async () => {
    writeTokens({ access_token: expired(), refresh_token: 'r1' });
    const newAccess = fresh(3);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetchMock = stubFetch(async (url, init) => {
      if (url === '/api/v1/auth/refresh') {
        expect(JSON.parse(String(init.body))).toEqual({ refresh_token: 'r1' });
        await gate;
        return json(200, { access_token: newAccess, refresh_token: 'r2' });
      }
      return json(200, { auth: bearer(init) });
    });
    const before = refreshRequestCount();
    const results = Promise.all([apiFetch('/a'), apiFetch('/b'), apiFetch('/c')]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    expect(await results).toEqual([{ auth: `Bearer ${newAccess}` }, { auth: `Bearer ${newAccess}` }, { auth: `Bearer ${newAccess}` }]);
    expect(calls(fetchMock, '/auth/refresh')).toHaveLength(1);
    expect(refreshRequestCount() - before).toBe(1);
    expect(readTokens()).toEqual({ access_token: newAccess, refresh_token: 'r2' });
    expect(ended).toEqual([]);
  });

  it('uses the tokens another tab just refreshed instead of spending the refresh token again', async () => {
    writeTokens({ access_token: expired(), refresh_token: 'r1' });
    // the other tab's write, seen by localStorage before this tab's storage event arrives
    const otherTabAccess = fresh(5);
    storage.setItem(sessionStorageKey('access-token'), otherTabAccess);
    storage.setItem(sessionStorageKey('refresh-token'), 'r2');
    const fetchMock = stubFetch((_url, init) => json(200, { auth: bearer(init) }));
    await expect(apiFetch('/a')).resolves.toEqual({ auth: `Bearer ${otherTabAccess}` });
    expect(calls(fetchMock, '/auth/refresh')).toHaveLength(0);
  });

  it('refreshes and retries once when the server says the token expired', async () => {
    writeTokens({ access_token: fresh(1), refresh_token: 'r1' });
    const newAccess = fresh(4);
    const fetchMock = stubFetch((url, init) => {
      if (url === '/api/v1/auth/refresh') return json(200, { access_token: newAccess, refresh_token: 'r2' });
      return bearer(init) === `Bearer ${newAccess}` ? json(200, { ok: true }) : json(401, { detail: 'token expired' });
    });
    await expect(apiFetch('/a')).resolves.toEqual({ ok: true });
    expect(calls(fetchMock, '/auth/refresh')).toHaveLength(1);
    expect(calls(fetchMock, '/a')).toHaveLength(2);
  });

  it('ends the session when the refresh is refused', async () => {
    writeTokens({ access_token: expired(), refresh_token: 'r1' });
    stubFetch(() => json(401, { detail: 'refresh token expired' }));
    await expect(apiFetch('/a')).rejects.toMatchObject({ status: 401 });
    expect(readTokens()).toBeNull();
    expect(ended).toEqual([{ kind: 'expired' }]);
  });

  it('keeps the session when the refresh fails for want of a server', async () => {
    writeTokens({ access_token: expired(), refresh_token: 'r1' });
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiFetch('/a')).rejects.toMatchObject({ status: 0 });
    expect(readTokens()).not.toBeNull();
    expect(ended).toEqual([]);
  });

  it('ends the session when a refreshed token has no usr_id', async () => {
    writeTokens({ access_token: expired(), refresh_token: 'r1' });
    stubFetch(() => json(200, { access_token: jwt({ team_id: 't1', exp: nowSeconds() + 60 }), refresh_token: 'r2' }));
    await expect(apiFetch('/a')).rejects.toMatchObject({ status: 401 });
    expect(readTokens()).toBeNull();
    expect(ended).toEqual([{ kind: 'invalid-token' }]);
  });

  it("ends the session on any other 401, but not on 'incorrect email or password'", async () => {
    writeTokens({ access_token: fresh(), refresh_token: 'r1' });
    stubFetch(() => json(401, { detail: 'incorrect email or password' }));
    await expect(apiFetch('/users/change-password', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 401 });
    expect(ended).toEqual([]);
    expect(readTokens()).not.toBeNull();

    stubFetch(() => json(401, { detail: 'Unauthorized' }));
    await expect(apiFetch('/a')).rejects.toMatchObject({ status: 401 });
    expect(ended).toEqual([{ kind: 'expired' }]);
    expect(readTokens()).toBeNull();
  });

  it('ends the session when there is no token to send', async () => {
    const fetchMock = stubFetch(() => json(200, {}));
    await expect(apiFetch('/a')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(ended).toEqual([{ kind: 'invalid-token' }]);
  });

  it('uses an explicit token as is, and a 401 with it does not end the session', async () => {
    const fetchMock = stubFetch(() => json(401, { detail: 'Unauthorized' }));
    await expect(apiFetch('/consultants/current', { accessToken: 'explicit' })).rejects.toMatchObject({ status: 401 });
    expect(bearer(fetchMock.mock.calls[0]![1])).toBe('Bearer explicit');
    expect(ended).toEqual([]);
  });
});
