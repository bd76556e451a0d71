import { createHmac } from 'node:crypto';
import { resolveJwtSecret } from '@canopy/platform/http/jwtSecret';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withAdministrator } from '../support/admin.ts';
import { apiClient } from '../support/identity.ts';
import { teamOfTry } from '../support/perTry.ts';
import { startSecondGateway } from '../support/runtime.ts';

// A session that ends ends its access tokens at once (ADR 0110): after an administrator's reset, a password change,
// a sign-out or a reused refresh token, the old access token answers 401 on the next request, in this gateway and,
// within the notification's lag, in a second gateway on the same database that had the session cached as live.

const ENDED = { status: 401, body: { detail: 'Your session has ended: sign in again' } };
/** the bound the ADR states for a second gateway to hear of a revocation (measured: a few milliseconds) */
const SECOND_GATEWAY_BOUND_MS = 1000;

const world = withAdministrator();
let second: Awaited<ReturnType<typeof startSecondGateway>>;
let secondApi: ReturnType<typeof apiClient>;

beforeAll(async () => {
  second = await startSecondGateway(world.runtime);
  secondApi = apiClient(second);
});
afterAll(async () => second?.stop());

/** an HS256 JWT of `claims`, as the gateway signs them */
const signHs256 = (claims: Record<string, unknown>, secret: string) => {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
};

const current = (api: ReturnType<typeof apiClient>, token: string) => api.call('GET', '/consultants/current', { token });

/** milliseconds until `token` answers 401 on `api`, polled every 2 ms; fails past the bound */
const msUntilEnded = async (api: ReturnType<typeof apiClient>, token: string, since: number) => {
  for (;;) {
    const answer = await current(api, token);
    const elapsed = performance.now() - since;
    if (answer.status === 401) {
      expect(answer).toMatchObject(ENDED);
      return elapsed;
    }
    expect(answer.status).toBe(200);
    if (elapsed > SECOND_GATEWAY_BOUND_MS) throw new Error(`still signed in on the second gateway after ${Math.round(elapsed)} ms`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
};

/** Alan of this try's own team, signed in twice (two sessions), each access token used once on both gateways */
const alanSignedIn = async () => {
  const { team } = await teamOfTry(world.runtime, 'Team A', {
    alan: { email: 'alan@example.com', password: 'alan-secret', firstName: 'Alan' },
  });
  const email = team.alan.email;
  const first = (await world.api.signIn(email, 'alan-secret')).body as { access_token: string; refresh_token: string };
  const other = (await world.api.signIn(email, 'alan-secret')).body as { access_token: string; refresh_token: string };
  const id = (await current(world.api, first.access_token)).body.id as string;
  // both gateways now hold both sessions as live in their caches
  for (const api of [world.api, secondApi]) {
    for (const pair of [first, other]) expect((await current(api, pair.access_token)).status).toBe(200);
  }
  return { email, id, first, other };
};

describe('the old access token after the session ended', () => {
  it("an administrator's reset: 401 at once here, and on the second gateway within the bound", async () => {
    const alan = await alanSignedIn();
    const reset = await world.api.call('POST', '/admin/consultants/reset-password', {
      token: world.admin,
      json: { id: alan.id, new_password: 'alan-new-secret', password_confirmation: 'alan-new-secret' },
    });
    const answeredAt = performance.now();
    expect(reset.status).toBe(200);
    for (const pair of [alan.first, alan.other]) expect(await current(world.api, pair.access_token)).toMatchObject(ENDED);
    const lag = await msUntilEnded(secondApi, alan.first.access_token, answeredAt);
    expect(lag).toBeLessThan(SECOND_GATEWAY_BOUND_MS);
    expect(await current(secondApi, alan.other.access_token)).toMatchObject(ENDED);
    // a new sign-in with the new password works on both
    const fresh = (await world.api.signIn(alan.email, 'alan-new-secret')).body.access_token as string;
    expect((await current(world.api, fresh)).status).toBe(200);
    expect((await current(secondApi, fresh)).status).toBe(200);
    // the administrator's own session is untouched
    expect((await world.api.call('GET', '/admin/teams', { token: world.admin })).status).toBe(200);
  });

  it('a reset made on the second gateway ends the session in the first one too', async () => {
    const alan = await alanSignedIn();
    const reset = await secondApi.call('POST', '/admin/consultants/reset-password', {
      token: world.admin,
      json: { id: alan.id, new_password: 'alan-other-secret', password_confirmation: 'alan-other-secret' },
    });
    const answeredAt = performance.now();
    expect(reset.status).toBe(200);
    expect(await current(secondApi, alan.first.access_token)).toMatchObject(ENDED);
    expect(await msUntilEnded(world.api, alan.first.access_token, answeredAt)).toBeLessThan(SECOND_GATEWAY_BOUND_MS);
  });

  it('a password change: the other sessions end, the one that changed it goes on', async () => {
    const alan = await alanSignedIn();
    const change = await world.api.call('POST', '/users/change-password', {
      token: alan.first.access_token,
      json: { id: alan.id, old_password: 'alan-secret', new_password: 'alan-changed-secret' },
    });
    const answeredAt = performance.now();
    expect(change.status).toBe(200);
    expect(await current(world.api, alan.other.access_token)).toMatchObject(ENDED);
    expect((await current(world.api, alan.first.access_token)).status).toBe(200);
    expect(await msUntilEnded(secondApi, alan.other.access_token, answeredAt)).toBeLessThan(SECOND_GATEWAY_BOUND_MS);
    expect((await current(secondApi, alan.first.access_token)).status).toBe(200);
  });

  it('a sign-out ends that session only', async () => {
    const alan = await alanSignedIn();
    const out = await world.api.call('POST', '/users/sign-out', { json: { refresh_token: alan.first.refresh_token } });
    const answeredAt = performance.now();
    expect(out.status).toBe(204);
    expect(await current(world.api, alan.first.access_token)).toMatchObject(ENDED);
    expect((await current(world.api, alan.other.access_token)).status).toBe(200);
    expect(await msUntilEnded(secondApi, alan.first.access_token, answeredAt)).toBeLessThan(SECOND_GATEWAY_BOUND_MS);
    expect((await current(secondApi, alan.other.access_token)).status).toBe(200);
  });

  it('a refresh token presented again after the grace ends its session and every access token of it', async () => {
    const alan = await alanSignedIn();
    const next = await world.api.call('POST', '/auth/refresh', { json: { refresh_token: alan.first.refresh_token } });
    expect(next.status).toBe(200);
    // past the reuse grace (10 s): the spent token's use is moved an hour back, as a thief's late replay finds it
    await world.runtime.platform.pool.query(
      `update identity.refresh_tokens set used_at = used_at - interval '1 hour' where token_hash = encode(sha256($1::bytea), 'hex')`,
      [alan.first.refresh_token],
    );
    const reuse = await world.api.call('POST', '/auth/refresh', { json: { refresh_token: alan.first.refresh_token } });
    expect(reuse.status).toBe(401);
    for (const token of [alan.first.access_token, next.body.access_token as string]) {
      expect(await current(world.api, token)).toMatchObject(ENDED);
    }
    expect(await msUntilEnded(secondApi, alan.first.access_token, performance.now())).toBeLessThan(SECOND_GATEWAY_BOUND_MS);
    expect((await current(world.api, alan.other.access_token)).status).toBe(200);
  });

  it('a token naming no session, or a session of someone else, answers 401', async () => {
    const alan = await alanSignedIn();
    const claims = JSON.parse(Buffer.from(alan.first.access_token.split('.')[1]!, 'base64url').toString('utf8'));
    // signed with the gateway's own key: only the session check can refuse these
    const secret = await resolveJwtSecret(world.runtime.platform.config);
    const { sid: _sid, ...withoutSession } = claims;
    expect(await current(world.api, signHs256(withoutSession, secret))).toMatchObject(ENDED);
    const ada = (await world.api.signIn('ada@example.com', 'ada-secret')).body.access_token as string;
    const adaSid = JSON.parse(Buffer.from(ada.split('.')[1]!, 'base64url').toString('utf8')).sid as string;
    expect(await current(world.api, signHs256({ ...claims, sid: adaSid }, secret))).toMatchObject(ENDED);
    // the same claims, untouched, still answer: the refusals above are the session check's
    expect((await current(world.api, signHs256(claims, secret))).status).toBe(200);
  });
});
