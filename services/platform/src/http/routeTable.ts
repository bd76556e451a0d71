import { ErrorBody } from '@canopy/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import type { Clock } from '../time/clock.ts';
import type { AuthUser } from './auth.ts';
import { publicPrelude, routePrelude, type Prelude, type PublicPrelude } from './prelude.ts';
import type { PublicLimits } from './publicLimits.ts';

// A context's HTTP layer as a table (ADR 0145): each row names a method, a path, its OpenAPI words and schemas, and
// the use case it calls. The use case lives in the context's folder (`<area>/<verb>.ts`) as its input schemas, its
// access rule and its handler; the table does parse (fastify's zod validation), access (once, through the prelude),
// call, answer. A handler is a plain function of its parsed input and its prelude, so a spec calls it without HTTP.

/**
 * A request's parsed parts, which is all a handler sees of it. `form`: what the row's `form` reader made of a body
 * that is not JSON (a multipart upload's fields and file), read after access.
 */
export type Input<Params = undefined, Query = undefined, Body = undefined, Form = undefined> = {
  params: Params;
  query: Query;
  body: Body;
  form: Form;
};

/**
 * A use case's access rule: what it acts on (a team, a workspace, a package), resolved from its input for the caller,
 * or thrown as the context's 404 (another team's) or 403 (not assigned). It runs once per request, in the prelude.
 */
export type AccessRule<In, Scope> = {
  scope: (input: In, user: AuthUser) => Promise<Scope>;
  /** the workspace the use case's events belong to (null for team-wide ones) */
  workspaceOf: (scope: Scope) => string | null;
};

/** a use case: the caller's input and prelude (user, scope, now at `deps.clock`, command context) in, its answer out */
export type Handler<In, Scope, Out> = (input: In, prelude: Prelude<Scope>) => Promise<Out>;

/** what a handler module exports for a route: its access rule and its handler */
export type UseCase<In, Scope, Out> = { access: AccessRule<In, Scope>; handle: Handler<In, Scope, Out> };

/** a use case without a session (sign-in, a password reset, a respondent's page): its prelude is an anonymous actor's */
export type PublicUseCase<In, Out> = { handle: (input: In, prelude: PublicPrelude) => Promise<Out> };

/** the caller's own team: the access of routes whose rule is being signed in (a team's own things) */
export const teamAccess: AccessRule<unknown, { teamId: string }> = {
  scope: async (_input, user) => ({ teamId: user.teamId }),
  workspaceOf: () => null,
};

/**
 * An answer other than the row's own: another status, with headers (a 429 with its Retry-After). A handler returns
 * one where its contract has a second outcome; errors stay `DomainError`s or `httpError`s.
 */
export class Answer {
  readonly status: number;
  readonly body: unknown;
  readonly headers: Readonly<Record<string, string>>;
  constructor(status: number, body: unknown, headers: Readonly<Record<string, string>> = {}) {
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

type Schema = z.ZodType;
type Parsed<S> = S extends Schema ? z.output<S> : undefined;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type RowInput<P, Q, B, F> = Input<Parsed<P>, Parsed<Q>, Parsed<B>, F>;

type RowShape<P, Q, B, R extends Schema, F> = {
  method: Method;
  url: string;
  summary: string;
  description?: string;
  params?: P;
  querystring?: Q;
  body?: B;
  /** the answer's schema at `status` (200 unless told) */
  response: R;
  status?: 200 | 201 | 202 | 204;
  /** the schemas of a second outcome's answers a handler gives as an `Answer` (an invitation's 201 beside its 200) */
  otherResponses?: Record<number, Schema>;
  /** the content types the row's body comes in, for the document (a multipart upload) */
  consumes?: string[];
  /** reads a body that is not JSON (a multipart form) after access, into `input.form` */
  form?: (request: FastifyRequest) => Promise<F>;
  /** for the few answers that are not a JSON body at `status` (a file, a header): sends the handler's output */
  reply?: (reply: FastifyReply, output: z.input<R>) => unknown;
  /** fastify's options the row needs beyond the schema (a body limit, rate-limit config) */
  options?: Pick<RouteShorthandOptions, 'bodyLimit' | 'config'>;
};

/** one signed-in row of a route table; `route(...)` types it from its schemas */
export type Route<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema = Schema,
  Scope = unknown,
  F = unknown,
> = RowShape<P, Q, B, R, F> & {
  access: AccessRule<RowInput<P, Q, B, F>, Scope>;
  handle: Handler<RowInput<P, Q, B, F>, Scope, z.input<R> | Answer>;
};

/** one public row (no session; e.g. sign-in): no access rule, an anonymous prelude */
export type PublicRoute<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema = Schema,
  F = unknown,
> = RowShape<P, Q, B, R, F> & {
  signedIn: false;
  handle: (input: RowInput<P, Q, B, F>, prelude: PublicPrelude) => Promise<z.input<R> | Answer>;
};

type AnyRow = (Route | PublicRoute) & { signedIn?: boolean };

/** one signed-in row, typed by its schemas (the handler's input and answer follow from them) */
export const route = <
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema = Schema,
  Scope = unknown,
  F = undefined,
>(
  row: Route<P, Q, B, R, Scope, F>,
): AnyRow => row as unknown as AnyRow;

/** one public row, typed by its schemas; `authFirst.int.spec.ts` lists every public path */
export const publicRoute = <
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema = Schema,
  F = undefined,
>(
  row: Omit<PublicRoute<P, Q, B, R, F>, 'signedIn'>,
): AnyRow => ({ ...row, signedIn: false }) as unknown as AnyRow;

const ERRORS = { '4xx': ErrorBody, '5xx': ErrorBody } as const;

/**
 * Mounts a table. A signed-in row (`route`) is, in order: signed in (`app.requireUser`, its first hook, then the
 * table's `onRequest` hooks), parsed by
 * its schemas, its access rule run once through the route prelude at `clock`, its form read, its handler called,
 * its output answered at its status. A public row (`publicRoute`) has no session and an anonymous prelude.
 */
export const mountRoutes = (
  instance: FastifyInstance,
  clock: Clock,
  table: {
    tags: string[];
    routes: readonly AnyRow[];
    /**
     * hooks every signed-in row runs right after sign-in, before its body is read or parsed (the admin area's
     * administrator check: a consultant without the flag learns nothing of a route's shape, as ADR 0111's caller
     * without a token)
     */
    onRequest?: onRequestAsyncHookHandler[];
    /**
     * The public link budgets (publicLimits.ts) the table's public rows are under (a respondent's link, a shared
     * story): each is counted per address on arrival instead of the gateway's per-route limit, and its prelude's
     * `takeLink` charges the link it opens.
     */
    publicLimits?: PublicLimits;
  },
) => {
  // the schemas are zod: the gateway's zod validator and serializer compile them (fastify-type-provider-zod)
  const app = instance;
  const limits = table.publicLimits;
  const anonymous = publicPrelude(clock, limits);
  for (const row of table.routes) {
    const status = row.status ?? 200;
    const signedIn = row.signedIn !== false;
    const prelude = signedIn
      ? routePrelude(clock, {
          scope: (request: FastifyRequest, user) => (row as Route).access.scope(inputOf(request, undefined), user),
          workspaceOf: (row as Route).access.workspaceOf,
        })
      : null;
    // a public link row: one budget per address for all of them, charged on arrival, instead of the gateway's per-route limit
    const linkLimits =
      !signedIn && limits ? { onRequest: limits.perAddress, config: { ...row.options?.config, rateLimit: false as const } } : {};
    app.route({
      method: row.method,
      url: row.url,
      ...(signedIn ? { onRequest: table.onRequest ? [app.requireUser, ...table.onRequest] : app.requireUser } : {}),
      ...row.options,
      ...linkLimits,
      schema: {
        tags: table.tags,
        summary: row.summary,
        ...(row.description ? { description: row.description } : {}),
        ...(row.consumes ? { consumes: row.consumes } : {}),
        ...(row.params ? { params: row.params } : {}),
        ...(row.querystring ? { querystring: row.querystring } : {}),
        ...(row.body ? { body: row.body } : {}),
        response: { ...row.otherResponses, [status]: row.response, ...ERRORS },
      },
      handler: async (request, reply) => {
        const before = prelude ? await prelude(request) : anonymous(request);
        const input = inputOf(request, row.form ? await row.form(request) : undefined);
        const output = prelude
          ? await (row as Route).handle(input, before as Prelude<unknown>)
          : await (row as PublicRoute).handle(input, before as PublicPrelude);
        if (output instanceof Answer) return reply.code(output.status).headers(output.headers).send(output.body);
        if (row.reply) {
          await row.reply(reply, output);
          return reply;
        }
        return reply.code(status).send(output);
      },
    });
  }
};

const inputOf = (request: FastifyRequest, form: unknown): Input<never, never, never, never> =>
  ({ params: request.params, query: request.query, body: request.body, form }) as Input<never, never, never, never>;
