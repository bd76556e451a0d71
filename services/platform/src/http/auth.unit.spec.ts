import fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthMessages, authPlugin } from './auth.ts';

// The auth plugin on a bare fastify instance (inject: no network): what every service's routes rely on.

const app = fastify();
const secret = 'a-test-secret-that-is-long-enough-0123456789';
beforeAll(async () => {
  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) =>
    reply.code(error.statusCode ?? 500).send({ detail: error.message }),
  );
  await app.register(authPlugin({ secret, accessTokenTtlSeconds: 60 }));
  await app.register(async (routes) => {
    routes.get('/me', { onRequest: routes.requireUser }, async (request) => request.user);
    routes.get('/maybe', async (request) => ({ user: await routes.authenticate(request) }));
  });
  await app.ready();
});
afterAll(async () => app.close());

const get = (url: string, authorization?: string) => app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

describe('authPlugin', () => {
  it('gives routes registered after it the signed-in user', async () => {
    const { token, expiresAt } = app.signAccessToken({ id: 'c1', teamId: 't1', isPlatformAdmin: true }, new Date());
    expect(expiresAt.getTime()).toBeGreaterThan(Date.now() + 55_000);
    const answer = await get('/me', `Bearer ${token}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ id: 'c1', teamId: 't1', isPlatformAdmin: true });
    expect((await get('/maybe', `Bearer ${token}`)).json()).toEqual({ user: { id: 'c1', teamId: 't1', isPlatformAdmin: true } });
  });

  it('carries the session a token was issued for as sid, and gives it back as sessionId', async () => {
    const { token } = app.signAccessToken({ id: 'c1', teamId: 't1', isPlatformAdmin: false, sessionId: 's1' }, new Date());
    expect(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'))).toMatchObject({ usr_id: 'c1', sid: 's1' });
    expect((await get('/me', `Bearer ${token}`)).json()).toEqual({ id: 'c1', teamId: 't1', isPlatformAdmin: false, sessionId: 's1' });
  });

  it('answers 401 with a detail for a missing, expired or invalid token', async () => {
    expect((await get('/me')).statusCode).toBe(401);
    expect((await get('/me')).json()).toEqual({ detail: AuthMessages.missing });
    const { token } = app.signAccessToken({ id: 'c1', teamId: 't1', isPlatformAdmin: false }, new Date(Date.now() - 120_000));
    expect((await get('/me', `Bearer ${token}`)).json()).toEqual({ detail: AuthMessages.expired });
    expect((await get('/me', 'Bearer abc.def.ghi')).json()).toEqual({ detail: AuthMessages.invalid });
    expect((await get('/me', 'Token abc')).statusCode).toBe(401);
    expect((await get('/maybe')).json()).toEqual({ user: null });
    expect((await get('/maybe', 'Bearer abc.def.ghi')).json()).toEqual({ user: null });
  });

  it('refuses tokens without the consultant or team claims', async () => {
    const token = app.jwt.sign({ usr_id: '', team_id: 't1', adm: false });
    expect((await get('/me', `Bearer ${token}`)).json()).toEqual({ detail: AuthMessages.invalid });
  });
});
