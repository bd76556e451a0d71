import fastifyJwt from '@fastify/jwt';
import type { FastifyPluginAsync, FastifyRequest, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import { type Clock, systemClock } from '../time/clock.ts';
import { httpError, sharedPlugin } from './sharedPlugin.ts';

/**
 * Authentication for every service's routes (ADR 0006).
 *
 * The gateway registers `authPlugin` once, before the services, in the `/api/v1` scope. A route that needs
 * a signed-in consultant adds the onRequest hook and reads `request.user`:
 *
 *   app.get('/things', { onRequest: app.requireUser }, async (request) => listThings(request.user.teamId));
 *
 * - `requireUser`: an onRequest hook, so it runs before the body is read and before any validation: a request
 *   without a valid token learns nothing about the route's shape (ADR 0111). It verifies the
 *   `Authorization: Bearer <access token>` header and that the session the token names is still live (the
 *   `sessions` port, ADR 0110), and sets `request.user`, or answers 401 `{ detail }` (missing, malformed, expired,
 *   invalid, or of a session that has ended). Such routes are marked in the OpenAPI document (`security: bearer`).
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
    requireUser: onRequestAsyncHookHandler;
    authenticate(request: FastifyRequest): Promise<AuthUser | null>;
    signAccessToken(user: AuthUser, now?: Date): { token: string; expiresAt: Date };
    /** the clock the routes decide with (`deps.clock`): `contextOf` stamps events with it */
    clock: Clock;
  }
}

export const AuthMessages = {
  missing: 'Not signed in: the Authorization header with a bearer token is missing',
  expired: 'Your session has expired: the access token is no longer valid',
  invalid: 'The access token is not valid',
  ended: 'Your session has ended: sign in again',
} as const;

/** whether the session an access token names is still live (identity's session guard fills it, ADR 0110) */
export type SessionCheck = (user: AuthUser) => Promise<boolean>;

/** the OpenAPI security scheme of signed-in routes */
export const BEARER_SCHEME = 'bearer';

export type AuthOptions = {
  /** HS256 key; see resolveJwtSecret */
  secret: string;
  /** lifetime of access tokens (ACCESS_TOKEN_TTL_SECONDS) */
  accessTokenTtlSeconds: number;
  /** asked after the signature on every signed-in request; absent, a valid signature is enough (unit specs) */
  sessions?: SessionCheck;
  /** the services' clock (`deps.clock`); the system's when absent (unit specs) */
  clock?: Clock;
};

const hooksOf = (hooks: RouteOptions['onRequest']): unknown[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

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
      if (options.sessions && !(await options.sessions(request.user))) throw httpError(401, AuthMessages.ended);
      return request.user;
    };

    const requireUser = async (request: FastifyRequest) => {
      await verify(request);
    };
    app.decorate('requireUser', requireUser);
    // the document says which operations need a token: the unauthenticated sweep reads it (tests/int/authFirst)
    app.addHook('onRoute', (route) => {
      if (!hooksOf(route.onRequest).includes(requireUser)) return;
      route.schema = { ...route.schema, security: [{ [BEARER_SCHEME]: [] }] } as typeof route.schema;
    });
    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (!request.headers.authorization) return null;
      return verify(request).catch(() => null);
    });
    const clock = options.clock ?? systemClock;
    app.decorate('clock', clock);
    app.decorate('signAccessToken', (user: AuthUser, now: Date = clock.now()) => {
      const iat = Math.floor(now.getTime() / 1000);
      const exp = iat + options.accessTokenTtlSeconds;
      const sid = user.sessionId ? { sid: user.sessionId } : {};
      const token = app.jwt.sign({ usr_id: user.id, team_id: user.teamId, adm: user.isPlatformAdmin, ...sid, iat, exp });
      return { token, expiresAt: new Date(exp * 1000) };
    });
  });
