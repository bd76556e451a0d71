import { beforeAll, describe, expect, it } from 'vitest';
import { claimsOf, provisionTestTeam } from '../support/identity.ts';
import { withRuntime } from '../support/withRuntime.ts';

// Token lifetimes, shortened: access tokens live 1 s, refresh tokens 3 s.

const world = withRuntime({
  env: { ACCESS_TOKEN_TTL_SECONDS: '1', REFRESH_TOKEN_TTL_SECONDS: '3', REFRESH_TOKEN_REUSE_GRACE_SECONDS: '1' },
});

beforeAll(async () => {
  await provisionTestTeam(world.runtime, 'Team A', [{ email: 'ada@example.com', password: 'ada-secret' }]);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('token lifetimes', () => {
  it('an expired access token answers 401; the refresh token gets a working one', async () => {
    const pair = (await world.api.signIn('ada@example.com', 'ada-secret')).body;
    const claims = claimsOf(pair.access_token) as { iat: number; exp: number };
    expect(claims.exp - claims.iat).toBe(1);
    await sleep(2100);
    const expired = await world.api.call('GET', '/consultants/current', { token: pair.access_token });
    expect(expired).toMatchObject({ status: 401, body: { detail: 'Your session has expired: the access token is no longer valid' } });
    const refreshed = await world.api.call('POST', '/auth/refresh', { json: { refresh_token: pair.refresh_token } });
    expect(refreshed.status).toBe(200);
    expect((await world.api.call('GET', '/consultants/current', { token: refreshed.body.access_token })).status).toBe(200);
  });

  it('an expired refresh token answers 401', async () => {
    const pair = (await world.api.signIn('ada@example.com', 'ada-secret')).body;
    await sleep(3200);
    const answer = await world.api.call('POST', '/auth/refresh', { json: { refresh_token: pair.refresh_token } });
    expect(answer).toMatchObject({ status: 401, body: { detail: 'Your session has expired. Please log in again.' } });
  });

  it('each refresh gives the refresh token a fresh lifetime', async () => {
    let pair = (await world.api.signIn('ada@example.com', 'ada-secret')).body;
    for (let step = 0; step < 3; step++) {
      await sleep(1500);
      const answer = await world.api.call('POST', '/auth/refresh', { json: { refresh_token: pair.refresh_token } });
      expect(answer.status).toBe(200);
      pair = answer.body;
    }
  });
});

describe('the reuse grace (1 s here)', () => {
  it('a refresh token presented again at once, as a page that navigated away mid-refresh does, gets a token of the same session', async () => {
    const pair = (await world.api.signIn('ada@example.com', 'ada-secret')).body;
    const lost = await world.api.call('POST', '/auth/refresh', { json: { refresh_token: pair.refresh_token } });
    const retried = await world.api.call('POST', '/auth/refresh', { json: { refresh_token: pair.refresh_token } });
    expect(lost.status).toBe(200);
    expect(retried.status).toBe(200);
    expect(retried.body.refresh_token).not.toBe(lost.body.refresh_token);
    // the session lives on: both successors still refresh
    expect((await world.api.call('POST', '/auth/refresh', { json: { refresh_token: retried.body.refresh_token } })).status).toBe(200);
    expect((await world.api.call('POST', '/auth/refresh', { json: { refresh_token: lost.body.refresh_token } })).status).toBe(200);
  });

  it('past the grace, a spent token coming back revokes the session', async () => {
    const pair = (await world.api.signIn('ada@example.com', 'ada-secret')).body;
    const rotated = (await world.api.call('POST', '/auth/refresh', { json: { refresh_token: pair.refresh_token } })).body;
    await sleep(1200);
    expect((await world.api.call('POST', '/auth/refresh', { json: { refresh_token: pair.refresh_token } })).status).toBe(401);
    expect((await world.api.call('POST', '/auth/refresh', { json: { refresh_token: rotated.refresh_token } })).status).toBe(401);
  });
});
