import { beforeAll, describe, expect, it } from 'vitest';
import { provisionTestTeam } from '../support/identity.ts';
import { addressOfTry, nextTry } from '../support/perTry.ts';
import { withRuntime } from '../support/withRuntime.ts';

// Sign-in throttling with a short window: 3 failures per account, 6 per client address, in 2 seconds.

const world = withRuntime({
  env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_FAILURES_PER_ADDRESS: '6', LOGIN_FAILURE_WINDOW_SECONDS: '2' },
});

beforeAll(async () => {
  await provisionTestTeam(world.runtime, 'Team A', [
    { email: 'ada@example.com', password: 'ada-secret' },
    { email: 'alan@example.com', password: 'alan-secret' },
  ]);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const windowPassed = () => sleep(2200);

describe('sign-in throttling', () => {
  it('locks an account after too many failures, even for the right password, and lifts the lock by itself', async () => {
    for (let attempt = 0; attempt < 3; attempt++) expect((await world.api.signIn('ada@example.com', 'wrong')).status).toBe(401);
    const locked = await world.api.signIn('ada@example.com', 'ada-secret');
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ detail: 'Too many failed sign-in attempts. Try again in 1 minute.' });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(2);
    // other accounts are not locked
    expect((await world.api.signIn('alan@example.com', 'alan-secret')).status).toBe(200);
    await windowPassed();
    expect((await world.api.signIn('ada@example.com', 'ada-secret')).status).toBe(200);
  });

  it("forgets an account's failures after a successful sign-in", async () => {
    await windowPassed();
    for (let attempt = 0; attempt < 2; attempt++) expect((await world.api.signIn('ada@example.com', 'wrong')).status).toBe(401);
    expect((await world.api.signIn('ada@example.com', 'ada-secret')).status).toBe(200);
    for (let attempt = 0; attempt < 2; attempt++) expect((await world.api.signIn('ada@example.com', 'wrong')).status).toBe(401);
    expect((await world.api.signIn('ada@example.com', 'ada-secret')).status).toBe(200);
  });

  it('locks a client address that fails across many accounts', async () => {
    await windowPassed();
    for (let attempt = 0; attempt < 6; attempt++)
      expect((await world.api.signIn(`nobody${attempt}@example.com`, 'guess')).status).toBe(401);
    const locked = await world.api.signIn('alan@example.com', 'alan-secret');
    expect(locked.status).toBe(429);
    expect(locked.body.detail).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/);
    await windowPassed();
    expect((await world.api.signIn('alan@example.com', 'alan-secret')).status).toBe(200);
  });

  it('keeps no e-mail address in clear in its table', async () => {
    await world.api.signIn('ada@example.com', 'wrong');
    const rows = await world.runtime.platform.pool.query(`select key from identity.login_failures where scope = 'account'`);
    expect(rows.rows.length).toBeGreaterThan(0);
    expect(rows.rows.map((row) => row.key).join(' ')).not.toContain('@');
  });
});

describe('sign-in throttling under concurrency (5 failures per account, the default 15-minute window)', () => {
  const busy = withRuntime({ env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '5', LOGIN_MAX_FAILURES_PER_ADDRESS: '1000' } });

  it('checks no more than 5 of 60 concurrent wrong passwords, and the right one right after is refused too', async () => {
    // an account of this try's own: the failed try's account stays locked for the 15-minute window
    const n = nextTry();
    const key = `t${n}`;
    const ada = addressOfTry('ada@example.com', n);
    await provisionTestTeam(busy.runtime, `Team A ${key}`, [{ email: ada, password: 'ada-secret' }]);
    const answers = await Promise.all(Array.from({ length: 60 }, (_, attempt) => busy.api.signIn(ada, `wrong-${attempt}`)));
    const statuses = answers.map((answer) => answer.status);
    // a 401 is a password that was checked; a 429 one that was not
    expect(statuses.filter((status) => status === 401).length).toBe(5);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    expect((await busy.api.signIn(ada, 'ada-secret')).status).toBe(429);
  });
});
