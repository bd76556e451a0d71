import { IdentityMessages } from '@canopy/contracts/identity/api';
import { Answer } from '@canopy/platform/http/routeTable';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { IdentityDeps } from '../http/shared.ts';
import { hashPassword } from '../passwords.ts';
import { signIn } from './signIn.ts';

// Sign-in without HTTP: the throttle, the read model and the token issuer are fakes that count.

const now = new Date('2026-03-07T12:00:00Z');
const prelude = {
  now,
  ip: '203.0.113.9',
  context: { teamId: null, actor: 'anonymous', correlationId: 'r1', now },
  log: pino({ level: 'silent' }),
  takeLink: async () => {},
};

const world = async (verdict: { locked: boolean; retryAfterSeconds?: number }) => {
  const calls: string[] = [];
  const ada = { id: 'c1', team_id: 't1', status: 'active', is_platform_admin: false, password_hash: await hashPassword('correct horse') };
  const deps = {
    throttle: {
      begin: async (email: string, ip: string) => {
        calls.push(`begin ${email} ${ip}`);
        return { ...verdict, attemptId: 'a1' };
      },
      failed: async () => void calls.push('failed'),
      succeeded: async () => void calls.push('succeeded'),
    },
    read: { consultantByEmail: async (email: string) => (email === 'ada@acme.test' ? ada : null) },
    issueTokens: async () => ({ access_token: 'at', refresh_token: 'rt' }),
  } as unknown as IdentityDeps;
  return { calls, handle: signIn(deps).handle };
};
const input = (email: string, password: string) => ({ params: undefined, query: undefined, body: { email, password }, form: undefined });

describe('sign-in', () => {
  it("issues a token pair for the right password and clears the attempt, counted at the caller's address", async () => {
    const { calls, handle } = await world({ locked: false });
    expect(await handle(input('ada@acme.test', 'correct horse'), prelude)).toEqual({ access_token: 'at', refresh_token: 'rt' });
    expect(calls).toEqual(['begin ada@acme.test 203.0.113.9', 'succeeded']);
  });

  it('answers 401 for a wrong password or an unknown address, the failure kept', async () => {
    for (const [email, password] of [
      ['ada@acme.test', 'wrong'],
      ['nobody@acme.test', 'correct horse'],
    ] as const) {
      const { calls, handle } = await world({ locked: false });
      expect(await handle(input(email, password), prelude)).toEqual(new Answer(401, { detail: IdentityMessages.wrongCredentials }));
      expect(calls.at(-1)).toBe('failed');
    }
  });

  it('answers 429 with Retry-After once throttled, without looking at the password', async () => {
    const { calls, handle } = await world({ locked: true, retryAfterSeconds: 125 });
    expect(await handle(input('ada@acme.test', 'correct horse'), prelude)).toEqual(
      new Answer(429, { detail: IdentityMessages.tooManyAttempts(3) }, { 'retry-after': '125' }),
    );
    expect(calls).toEqual(['begin ada@acme.test 203.0.113.9']);
  });
});
