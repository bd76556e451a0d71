import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { claimsOf, provisionTestTeam } from '../support/identity.ts';
import { withRuntime } from '../support/withRuntime.ts';

// Sign-in, access tokens, refresh-token rotation and sign-out, with the errors each answers.

let team: { teamId: string; consultantIds: string[] };

// no reuse grace: a spent refresh token coming back is a theft at once (the grace has its spec in identity.sessions)
const world = withRuntime({ env: { REFRESH_TOKEN_REUSE_GRACE_SECONDS: '0' } });

beforeAll(async () => {
  team = await provisionTestTeam(world.runtime, 'Team A', [
    { email: 'ada@example.com', password: 'ada-secret', firstName: 'Ada', lastName: 'Lovelace' },
    { email: 'root@example.com', password: 'root-secret', isPlatformAdmin: true },
  ]);
});

describe('POST /api/v1/auth/authenticate', () => {
  it('answers a token pair whose access token names the consultant and team and expires in 15 minutes', async () => {
    const before = Math.floor(Date.now() / 1000);
    const answer = await world.api.signIn('ada@example.com', 'ada-secret');
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['access_token', 'refresh_token']);
    const claims = claimsOf(answer.body.access_token);
    expect(claims).toMatchObject({ usr_id: team.consultantIds[0], team_id: team.teamId, adm: false });
    expect(claims.exp).toBeGreaterThanOrEqual(before + 900);
    expect(claims.exp).toBeLessThanOrEqual(before + 902);
    expect(JSON.parse(Buffer.from(answer.body.access_token.split('.')[0]!, 'base64url').toString())).toMatchObject({ alg: 'HS256' });
    expect(answer.body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('marks platform administrators in the token and the current consultant', async () => {
    const answer = await world.api.signIn('root@example.com', 'root-secret');
    expect(claimsOf(answer.body.access_token)).toMatchObject({ adm: true });
    const me = await world.api.call('GET', '/consultants/current', { token: answer.body.access_token });
    expect(me.body).toMatchObject({ email: 'root@example.com', is_platform_admin: true, status: 'active' });
  });

  it('takes the e-mail in any case and with surrounding spaces', async () => {
    expect((await world.api.signIn('  ADA@Example.COM ', 'ada-secret')).status).toBe(200);
  });

  it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
    const wrong = await world.api.signIn('ada@example.com', 'not-her-password');
    const unknown = await world.api.signIn('nobody@example.com', 'whatever');
    expect(wrong).toMatchObject({ status: 401, body: { detail: 'incorrect email or password' } });
    expect(unknown).toMatchObject({ status: 401, body: { detail: 'incorrect email or password' } });
  });

  it('names the field of a malformed e-mail or a missing password', async () => {
    const malformed = await world.api.signIn('ada-at-example', 'x');
    expect(malformed.status).toBe(400);
    expect(malformed.body.detail).toBe('body/email: The email address is incorrect. Please check and retry');
    const missing = await world.api.call('POST', '/auth/authenticate', { json: { email: 'ada@example.com' } });
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toMatch(/^body\/password: /);
    const empty = await world.api.signIn('ada@example.com', '');
    expect(empty.body).toEqual({ detail: 'body/password: This field is required' });
  });
});

describe('bearer tokens', () => {
  it('open the current consultant', async () => {
    const token = await world.api.tokenFor('ada@example.com', 'ada-secret');
    const me = await world.api.call('GET', '/consultants/current', { token });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      id: team.consultantIds[0],
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      profile_picture_url: null,
      team_id: team.teamId,
      workspaces_ids: [],
      is_platform_admin: false,
      status: 'active',
    });
  });

  it('are required: missing, malformed, forged or foreign tokens answer 401 with a detail', async () => {
    const missing = await world.api.call('GET', '/consultants/current');
    expect(missing.status).toBe(401);
    expect(missing.body.detail).toMatch(/Authorization header/);
    for (const authorization of ['Bearer not-a-jwt', 'Basic YWRhOnNlY3JldA==', 'Bearer']) {
      const answer = await world.api.call('GET', '/consultants/current', { headers: { authorization } });
      expect(answer.status, authorization).toBe(401);
      expect(answer.body.detail).toEqual(expect.any(String));
    }
    const now = Math.floor(Date.now() / 1000);
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsignedPart = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ usr_id: team.consultantIds[0], team_id: team.teamId, adm: true, iat: now, exp: now + 900 })}`;
    const forged = `${unsignedPart}.${createHmac('sha256', 'someone-elses-secret-someone-elses-secret').update(unsignedPart).digest('base64url')}`;
    const answer = await world.api.call('GET', '/consultants/current', { token: forged });
    expect(answer).toMatchObject({ status: 401, body: { detail: 'The access token is not valid' } });
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ usr_id: team.consultantIds[0], team_id: team.teamId, exp: now + 900 })).toString('base64url')}.`;
    expect((await world.api.call('GET', '/consultants/current', { token: unsigned })).status).toBe(401);
  });
});

describe('POST /api/v1/auth/refresh', () => {
  it('rotates: a new pair that works, and the old refresh token is spent', async () => {
    const first = (await world.api.signIn('ada@example.com', 'ada-secret')).body;
    const second = await world.api.call('POST', '/auth/refresh', { json: { refresh_token: first.refresh_token } });
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    expect((await world.api.call('GET', '/consultants/current', { token: second.body.access_token })).status).toBe(200);
    const third = await world.api.call('POST', '/auth/refresh', { json: { refresh_token: second.body.refresh_token } });
    expect(third.status).toBe(200);
  });

  it('revokes the whole family when a spent refresh token comes back: the rotated-to token stops working too', async () => {
    const first = (await world.api.signIn('ada@example.com', 'ada-secret')).body;
    const rotated = (await world.api.call('POST', '/auth/refresh', { json: { refresh_token: first.refresh_token } })).body;
    const replay = await world.api.call('POST', '/auth/refresh', { json: { refresh_token: first.refresh_token } });
    expect(replay).toMatchObject({ status: 401, body: { detail: 'Your session has expired. Please log in again.' } });
    const victim = await world.api.call('POST', '/auth/refresh', { json: { refresh_token: rotated.refresh_token } });
    expect(victim.status).toBe(401);
    // other sessions of the same consultant are untouched
    const other = (await world.api.signIn('ada@example.com', 'ada-secret')).body;
    expect((await world.api.call('POST', '/auth/refresh', { json: { refresh_token: other.refresh_token } })).status).toBe(200);
  });

  it('refuses an unknown refresh token and names a missing one', async () => {
    expect((await world.api.call('POST', '/auth/refresh', { json: { refresh_token: 'made-up' } })).status).toBe(401);
    const missing = await world.api.call('POST', '/auth/refresh', { json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toMatch(/^body\/refresh_token: /);
  });

  it('stores refresh tokens only as hashes', async () => {
    const pair = (await world.api.signIn('ada@example.com', 'ada-secret')).body;
    const rows = await world.runtime.platform.pool.query('select token_hash from identity.refresh_tokens');
    expect(rows.rows.map((row) => row.token_hash)).not.toContain(pair.refresh_token);
    expect(rows.rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });
});

describe('POST /api/v1/users/sign-out', () => {
  it('ends the session: its refresh token no longer refreshes', async () => {
    const pair = (await world.api.signIn('ada@example.com', 'ada-secret')).body;
    const out = await world.api.call('POST', '/users/sign-out', { json: { refresh_token: pair.refresh_token } });
    expect(out.status).toBe(204);
    expect((await world.api.call('POST', '/auth/refresh', { json: { refresh_token: pair.refresh_token } })).status).toBe(401);
    // signing out again, or with an unknown token, changes nothing and answers the same
    expect((await world.api.call('POST', '/users/sign-out', { json: { refresh_token: pair.refresh_token } })).status).toBe(204);
    expect((await world.api.call('POST', '/users/sign-out', { json: { refresh_token: 'unknown' } })).status).toBe(204);
  });
});

describe('the OpenAPI document', () => {
  it('lists every identity route under the identity tag', async () => {
    const doc = await world.api.call('GET', '/api/docs/json');
    const tagged = Object.entries(doc.body.paths as Record<string, Record<string, { tags?: string[] }>>)
      .flatMap(([path, methods]) =>
        Object.entries(methods)
          .filter(([, op]) => op.tags?.includes('identity'))
          .map(([method]) => `${method.toUpperCase()} ${path}`),
      )
      .sort();
    expect(tagged).toEqual([
      'GET /api/v1/consultants/by-team/{teamId}',
      'GET /api/v1/consultants/current',
      'GET /api/v1/teams/my-team',
      'POST /api/v1/auth/authenticate',
      'POST /api/v1/auth/refresh',
      'POST /api/v1/consultants',
      'POST /api/v1/users/change-password',
      'POST /api/v1/users/forgot-password',
      'POST /api/v1/users/reset-password',
      'POST /api/v1/users/sign-out',
      'PUT /api/v1/consultants/me',
      'PUT /api/v1/teams/{id}',
    ]);
  });
});
