import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, FALLBACK_DETAIL, api, requestJson } from './http';

function respond(status: number, body: string, contentType?: string) {
  const headers = contentType ? { 'content-type': contentType } : undefined;
  const fetchMock = vi.fn(async () => new Response(status === 204 ? null : body, { status, headers }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('http client', () => {
  it('prefixes /api/v1, sends and reads JSON', async () => {
    const fetchMock = respond(200, '{"id":"t1"}', 'application/json');
    await expect(api.post('/teams', { name: 'Acme' })).resolves.toEqual({ id: 't1' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/teams');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"Acme"}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('sends FormData as multipart, leaving the content type (and boundary) to the browser', async () => {
    const fetchMock = respond(200, '{"ok":true}', 'application/json');
    const form = new FormData();
    form.append('name', 'Acme');
    await api.put('/teams/t1', form);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('reports the server detail and status of { detail } bodies', async () => {
    respond(409, '{"detail":"A team with this name already exists"}', 'application/json');
    const error = await failure(api.get('/teams'));
    expect(error.status).toBe(409);
    expect(error.detail).toBe('A team with this name already exists');
    expect(error.message).toBe('A team with this name already exists');
  });

  it('appends the status to a string body', async () => {
    respond(502, 'Bad Gateway', 'text/plain');
    expect((await failure(api.get('/x'))).detail).toBe('Bad Gateway; Status: 502');
    respond(400, '"name is required"', 'application/json');
    expect((await failure(api.get('/x'))).detail).toBe('name is required; Status: 400');
  });

  it("falls back to 'Some Error' when there is nothing readable", async () => {
    for (const [body, type] of [
      ['', undefined],
      ['{"error":"nope"}', 'application/json'],
      ['{"detail":42}', 'application/json'],
      ['<html><body>Bad gateway</body></html>', 'text/html'],
    ] as const) {
      respond(500, body, type);
      const error = await failure(api.get('/x'));
      expect(error.status).toBe(500);
      expect(error.detail).toBe(FALLBACK_DETAIL);
    }
  });

  it('reports an unreachable server as status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await failure(api.get('/version'));
    expect(error.status).toBe(0);
    expect(error.isNetworkError).toBe(true);
    expect(error.detail).toBe(FALLBACK_DETAIL);
  });

  it('counts a bare 502/504 from a proxy as unreachable, but not one with a message', async () => {
    respond(502, '', 'text/plain');
    expect((await failure(api.get('/version'))).isUnreachable).toBe(true);
    respond(502, '{"detail":"Survey service is restarting"}', 'application/json');
    expect((await failure(api.get('/version'))).isUnreachable).toBe(false);
  });

  it('rejects a 2xx that is not JSON (an SPA page where the API should be)', async () => {
    respond(200, '<!doctype html><html></html>', 'text/html');
    expect((await failure(api.get('/version'))).detail).toBe(FALLBACK_DETAIL);
  });

  it('validates bodies against a schema', async () => {
    const schema = z.object({ version: z.string() });
    respond(200, '{"version":"1.2.3"}', 'application/json');
    await expect(api.get('/version', { schema })).resolves.toEqual({ version: '1.2.3' });
    respond(200, '{"version":7}', 'application/json');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect((await failure(api.get('/version', { schema }))).status).toBe(200);
    warn.mockRestore();
  });

  it('treats accepted statuses as data, unless the body is not the data', async () => {
    const schema = z.object({ status: z.string(), database: z.boolean() });
    respond(503, '{"status":"not_ready","database":false}', 'application/json');
    await expect(requestJson('/health/ready', { schema, acceptStatus: [503] })).resolves.toEqual({
      status: 'not_ready',
      database: false,
    });
    respond(503, 'Service Unavailable', 'text/plain');
    const error = await failure(requestJson('/health/ready', { schema, acceptStatus: [503] }));
    expect(error.detail).toBe('Service Unavailable; Status: 503');
  });

  it('returns undefined for 204', async () => {
    respond(204, '');
    await expect(api.delete('/teams/t1')).resolves.toBeUndefined();
  });
});

describe('session consistency (ADR 0099)', () => {
  const sentHeaders = (fetchMock: ReturnType<typeof vi.fn>, call: number) =>
    (fetchMock.mock.calls[call] as unknown as [string, RequestInit])[1].headers as Record<string, string>;

  it('passes what a change wrote on to the reads after it, never to other changes, and forgets it after a while', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const fetchMock = vi.fn(
        async (_url: string, init: RequestInit) =>
          new Response('{"ok":true}', {
            status: 200,
            headers:
              init.method === 'GET'
                ? { 'content-type': 'application/json' }
                : { 'content-type': 'application/json', 'canopy-written': 'workspaces=10.2' },
          }),
      );
      vi.stubGlobal('fetch', fetchMock);
      await api.post('/workspaces', { name: 'Acme' });
      await api.post('/workspaces', { name: 'Beta' });
      await api.get('/workspaces/by-team/t1');
      expect(sentHeaders(fetchMock, 0)['canopy-read-after']).toBeUndefined();
      expect(sentHeaders(fetchMock, 1)['canopy-read-after']).toBeUndefined();
      expect(sentHeaders(fetchMock, 2)['canopy-read-after']).toBe('workspaces=10.2');
      vi.setSystemTime(Date.now() + 11_000);
      await api.get('/workspaces/by-team/t1');
      expect(sentHeaders(fetchMock, 3)['canopy-read-after']).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
