import {
  AuthenticateRequest,
  IdentityMessages,
  IdentityPaths,
  RefreshRequest,
  SignOutRequest,
  TokenPair,
} from '@canopy/contracts/identity/api';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { verifyPassword } from '../passwords.ts';
import { errors, type IdentityHttp, TAGS } from './shared.ts';

/** Sign-in, refresh and sign-out (no bearer token needed). */
export const sessionRoutes =
  (http: IdentityHttp): FastifyPluginAsync =>
  async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const { read, sessions, throttle, issueTokens } = http;
    const { logger } = http.deps;

    app.post(
      IdentityPaths.authenticate,
      {
        schema: {
          tags: TAGS,
          summary: 'Sign in with e-mail and password',
          body: AuthenticateRequest,
          response: { 200: TokenPair, ...errors },
        },
      },
      async (request, reply) => {
        const { email, password } = request.body;
        const { now } = http.anonymous(request);
        // counted before the password is checked, so concurrent guesses cannot all slip under the limit
        const verdict = await throttle.begin(email, request.ip, now);
        if (verdict.locked) {
          const minutes = Math.max(1, Math.ceil(verdict.retryAfterSeconds / 60));
          return reply
            .code(429)
            .header('retry-after', String(verdict.retryAfterSeconds))
            .send({ detail: IdentityMessages.tooManyAttempts(minutes) });
        }
        const consultant = await read.consultantByEmail(email);
        const ok = await verifyPassword(consultant?.status === 'active' ? consultant.password_hash : null, password);
        if (!ok || !consultant) {
          await throttle.failed(now);
          return reply.code(401).send({ detail: IdentityMessages.wrongCredentials });
        }
        await throttle.succeeded(email, verdict.attemptId);
        return issueTokens(consultant, now);
      },
    );

    app.post(
      IdentityPaths.refresh,
      {
        schema: {
          tags: TAGS,
          summary: 'Exchange a refresh token for a new token pair (the old refresh token is spent)',
          body: RefreshRequest,
          response: { 200: TokenPair, ...errors },
        },
      },
      async (request, reply) => {
        const { now } = http.anonymous(request);
        const outcome = await sessions.refresh(request.body.refresh_token, now);
        if (outcome.kind === 'reused') {
          logger.warn(
            { consultantId: outcome.consultantId, sessionId: outcome.sessionId },
            'a spent refresh token was presented again: session revoked',
          );
        }
        if (outcome.kind !== 'rotated') return reply.code(401).send({ detail: IdentityMessages.sessionExpired });
        const consultant = await read.consultantById(outcome.consultantId);
        if (consultant?.status !== 'active') {
          await sessions.revokeSession(outcome.sessionId, now, 'consultant no longer active');
          return reply.code(401).send({ detail: IdentityMessages.sessionExpired });
        }
        return issueTokens(consultant, now, outcome);
      },
    );

    app.post(
      IdentityPaths.signOut,
      {
        schema: {
          tags: TAGS,
          summary: 'Sign out: ends the session the refresh token belongs to',
          body: SignOutRequest,
          response: { 204: z.null().describe('Signed out'), ...errors },
        },
      },
      async (request, reply) => {
        await sessions.revokeByToken(request.body.refresh_token, http.anonymous(request).now);
        return reply.code(204).send(null);
      },
    );
  };
