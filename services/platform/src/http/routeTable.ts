import { ErrorBody } from '@canopy/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import type { Clock } from '../time/clock.ts';
import type { AuthUser } from './auth.ts';
import { routePrelude, type Prelude } from './prelude.ts';

// A context's HTTP layer as a table (ADR 0145): each row names a method, a path, its OpenAPI words and schemas, and
// the use case it calls. The use case lives in the context's folder (`<area>/<verb>.ts`) as its input schemas, its
// access rule and its handler; the table does parse (fastify's zod validation), access (once, through the prelude),
// call, answer. A handler is a plain function of its parsed input and its prelude, so a spec calls it without HTTP.

/** a request's parsed parts, which is all a handler sees of it */
export type Input<Params = undefined, Query = undefined, Body = undefined> = { params: Params; query: Query; body: Body };

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

/** the caller's own team: the access of routes whose rule is being signed in (a team's own things) */
export const teamAccess: AccessRule<unknown, { teamId: string }> = {
  scope: async (_input, user) => ({ teamId: user.teamId }),
  workspaceOf: () => null,
};

type Schema = z.ZodType;
type Parsed<S> = S extends Schema ? z.output<S> : undefined;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** one row of a route table; `route(...)` types it from its schemas */
export type Route<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema = Schema,
  Scope = unknown,
> = {
  method: Method;
  url: string;
  summary: string;
  description?: string;
  params?: P;
  querystring?: Q;
  body?: B;
  /** the answer's schema at `status` (200 unless told) */
  response: R;
  status?: 200 | 201 | 202;
  access: AccessRule<Input<Parsed<P>, Parsed<Q>, Parsed<B>>, Scope>;
  handle: Handler<Input<Parsed<P>, Parsed<Q>, Parsed<B>>, Scope, z.input<R>>;
  /** for the few answers that are not a JSON body at `status` (a file, a header): sends the handler's output */
  reply?: (reply: FastifyReply, output: z.input<R>) => unknown;
  /** fastify's options the row needs beyond the schema (a body limit, rate-limit config) */
  options?: Pick<RouteShorthandOptions, 'bodyLimit' | 'config'>;
};

/** one row, typed by its schemas (the handler's input and answer follow from them) */
export const route = <
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema = Schema,
  Scope = unknown,
>(
  row: Route<P, Q, B, R, Scope>,
): Route => row as unknown as Route;

const ERRORS = { '4xx': ErrorBody, '5xx': ErrorBody } as const;

/**
 * Mounts a table: every row signed in (`app.requireUser`), parsed by its schemas, its access rule run once through
 * the route prelude at `clock`, its handler called with the parsed input, its output answered at its status.
 */
export const mountRoutes = (instance: FastifyInstance, clock: Clock, table: { tags: string[]; routes: readonly Route[] }) => {
  // the schemas are zod: the gateway's zod validator and serializer compile them (fastify-type-provider-zod)
  const app = instance;
  for (const row of table.routes) {
    const status = row.status ?? 200;
    const prelude = routePrelude(clock, {
      scope: (request: FastifyRequest, user) => row.access.scope(inputOf(request), user),
      workspaceOf: row.access.workspaceOf,
    });
    app.route({
      method: row.method,
      url: row.url,
      onRequest: app.requireUser,
      ...row.options,
      schema: {
        tags: table.tags,
        summary: row.summary,
        ...(row.description ? { description: row.description } : {}),
        ...(row.params ? { params: row.params } : {}),
        ...(row.querystring ? { querystring: row.querystring } : {}),
        ...(row.body ? { body: row.body } : {}),
        response: { [status]: row.response, ...ERRORS },
      },
      handler: async (request, reply) => {
        const output = await row.handle(inputOf(request), await prelude(request));
        if (row.reply) {
          await row.reply(reply, output);
          return reply;
        }
        return reply.code(status).send(output);
      },
    });
  }
};

const inputOf = (request: FastifyRequest): Input<never, never, never> =>
  ({ params: request.params, query: request.query, body: request.body }) as Input<never, never, never>;
