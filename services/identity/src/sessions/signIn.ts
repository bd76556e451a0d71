import { AuthenticateRequest, IdentityMessages } from '@canopy/contracts/identity/api';
import { Answer, type Input, type PublicUseCase } from '@canopy/platform/http/routeTable';
import type { z } from 'zod';
import type { IdentityDeps } from '../http/shared.ts';
import { verifyPassword } from '../passwords.ts';

export const SignInInput = { body: AuthenticateRequest };

/** sign in with e-mail and password: a token pair, 401 for wrong credentials, 429 (with Retry-After) once throttled */
export const signIn = (deps: IdentityDeps) =>
  ({
    handle: async (input, { now, ip }) => {
      const { email, password } = input.body;
      // counted before the password is checked, so concurrent guesses cannot all slip under the limit
      const verdict = await deps.throttle.begin(email, ip, now);
      if (verdict.locked) {
        const minutes = Math.max(1, Math.ceil(verdict.retryAfterSeconds / 60));
        return new Answer(429, { detail: IdentityMessages.tooManyAttempts(minutes) }, { 'retry-after': String(verdict.retryAfterSeconds) });
      }
      const consultant = await deps.read.consultantByEmail(email);
      const ok = await verifyPassword(consultant?.status === 'active' ? consultant.password_hash : null, password);
      if (!ok || !consultant) {
        await deps.throttle.failed(now);
        return new Answer(401, { detail: IdentityMessages.wrongCredentials });
      }
      await deps.throttle.succeeded(email, verdict.attemptId);
      return deps.issueTokens(consultant, now);
    },
  }) satisfies PublicUseCase<Input<undefined, undefined, z.output<typeof AuthenticateRequest>>, unknown>;
