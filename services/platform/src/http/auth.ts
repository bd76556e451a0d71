import fastifyJwt from '@fastify/jwt';
import type { FastifyPluginAsync, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { httpError, sharedPlugin } from './sharedPlugin.ts';

/**
 * Authentication for every service's routes (ADR 0006).
 *
 * The gateway registers `authPlugin` once, before the services, in the `/api/v1` scope. A route that needs
 * a signed-in consultant adds the preHandler and reads `request.user`:
 *
 *   app.get('/things', { preHandler: app.requireUser }, async (request) => listThings(request.user.teamId));
 *
 * - `requireUser`: preHandler; verifies the `Authorization: Bearer <access token>` header and sets
 *   `request.user`, or answers 401 `{ detail }` (missing, malformed, expired or invalid token).
 * - `authenticate(request)`: the same check without refusing: the user, or null.
 * - `signAccessToken(user)`: a fresh access token (identity's sign-in and refresh use it).
 *
 * `request.user` is only set on routes that use `requireUser` (or after `authenticate` returned a user).
 * Access tokens are JWTs (HS256) with the claims `usr_id`, `team_id`, `adm` (platform admin), `sid` (session), `iat`, `exp`.
 */
/** `sessionId`: the session (refresh-token family) the access token was issued for, when it names one */
export type AuthUser = { id: string; teamId: string; isPlatformAdmin: boolean; sessionId?: string };

/** the claims as signed: at least exp (in seconds) and usr_id, which the spec names */
export type AccessTokenPayload = { usr_id: string; team_id: string; adm: boolean; sid?: string; exp?: number; iat?: number };

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessTokenPayload;
    user: AuthUser;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    requireUser: preHandlerAsyncHookHandler;
    authenticate(request: FastifyRequest): Promise<AuthUser | null>;
    signAccessToken(user: AuthUser, now?: Date): { token: string; expiresAt: Date };
  }
}

export const AuthMessages = {
  missing: 'Not signed in: the Authorization header with a bearer token is missing',
  expired: 'Your session has expired: the access token is no longer valid',
  invalid: 'The access token is not valid',
} as const;

export type AuthOptions = {
  /** HS256 key; see resolveJwtSecret */
  secret: string;
  /** lifetime of access tokens (ACCESS_TOKEN_TTL_SECONDS) */
  accessTokenTtlSeconds: number;
};

const isUser = (user: unknown): user is AuthUser =>
  typeof user === 'object' &&
  user !== null &&
  typeof (user as AuthUser).id === 'string' &&
  (user as AuthUser).id !== '' &&
  typeof (user as AuthUser).teamId === 'string' &&
  (user as AuthUser).teamId !== '';

const detailOf = (error: unknown): string => {
  const code = (error as { code?: string }).code ?? '';
  if (code === 'FST_JWT_NO_AUTHORIZATION_IN_HEADER') return AuthMessages.missing;
  if (code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED') return AuthMessages.expired;
  return AuthMessages.invalid;
};

export const authPlugin = (options: AuthOptions): FastifyPluginAsync =>
  sharedPlugin('canopy-auth', async (app) => {
    await app.register(fastifyJwt, {
      secret: options.secret,
      sign: { algorithm: 'HS256' },
      verify: { algorithms: ['HS256'] },
      formatUser: (payload) => ({
        id: payload.usr_id,
        teamId: payload.team_id,
        isPlatformAdmin: payload.adm === true,
        ...(typeof payload.sid === 'string' ? { sessionId: payload.sid } : {}),
      }),
    });

    const verify = async (request: FastifyRequest): Promise<AuthUser> => {
      try {
        await request.jwtVerify();
      } catch (error) {
        throw httpError(401, detailOf(error));
      }
      if (!isUser(request.user)) throw httpError(401, AuthMessages.invalid);
      return request.user;
    };

    app.decorate('requireUser', async (request: FastifyRequest) => {
      await verify(request);
    });
    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (!request.headers.authorization) return null;
      return verify(request).catch(() => null);
    });
    app.decorate('signAccessToken', (user: AuthUser, now: Date = new Date()) => {
      const iat = Math.floor(now.getTime() / 1000);
      const exp = iat + options.accessTokenTtlSeconds;
      const sid = user.sessionId ? { sid: user.sessionId } : {};
      const token = app.jwt.sign({ usr_id: user.id, team_id: user.teamId, adm: user.isPlatformAdmin, ...sid, iat, exp });
      return { token, expiresAt: new Date(exp * 1000) };
    });
  });
