import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { contextOf } from '../commands/commandContext.ts';
import type { CommandContext } from '../commands/eventLog.ts';
import type { Clock } from '../time/clock.ts';
import type { AuthUser } from './auth.ts';
import type { PublicLimits } from './publicLimits.ts';
import { httpError } from './sharedPlugin.ts';

/** what a signed-in route knows once its prelude ran: who asks, what it acts on, when, and its events' metadata */
export type Prelude<Scope> = { user: AuthUser; scope: Scope; now: Date; context: CommandContext };

/**
 * A route's prelude, the same in every context: the access check (which resolves what the route acts on: a team, a
 * workspace, a package; it throws the context's 404 or 403), the moment the use case decides at (`deps.clock`), and
 * the command context its events carry. A route then parses, runs its prelude and calls one use case:
 *
 *   const assigned = routePrelude(deps.clock, {
 *     scope: (request: FastifyRequest<{ Params: { id: string } }>, user) => access.assigned(user, request.params.id),
 *     workspaceOf: (workspace) => workspace.id,
 *   });
 *   app.put('/workspaces/:id', …, async (request) => {
 *     const { user, scope, context } = await assigned(request);
 *     …
 *   });
 *
 * Errors: a use case throws a `DomainError` (its status and message), which the gateway answers as `{ detail }`;
 * errors of an adapter a route calls are turned into that with `answerErrors`.
 */
export const routePrelude =
  <Scope, Request extends FastifyRequest = FastifyRequest>(
    clock: Clock,
    options: {
      scope: (request: Request, user: AuthUser) => Promise<Scope>;
      /** the workspace the events belong to (null for team-wide ones) */
      workspaceOf: (scope: Scope) => string | null;
    },
  ) =>
  async (request: Request): Promise<Prelude<Scope>> => {
    const user = request.user;
    const scope = await options.scope(request, user);
    const now = clock.now();
    return { user, scope, now, context: contextOf(request, user, options.workspaceOf(scope), now) };
  };

/** the signed-in caller's team: for routes whose access is being signed in (their team's own things) */
export const teamPrelude = (clock: Clock) =>
  routePrelude(clock, { scope: async (_request, user) => ({ teamId: user.teamId }), workspaceOf: () => null });

/** what a route without a session knows (sign-in, a reset, a respondent's page): the moment, the caller's address, and its events' metadata */
export type PublicPrelude = {
  now: Date;
  ip: string;
  context: CommandContext;
  /** the request's logger (its lines carry the request id) */
  log: FastifyBaseLogger;
  /**
   * Spends one request of an opened public link's budget across addresses, or answers 429 once it is spent: in a
   * table under the public link budgets (`publicLimits` of `mountRoutes`, publicLimits.ts); elsewhere it spends nothing.
   */
  takeLink: (linkId: string) => Promise<void>;
};

/** the prelude of a public route: an anonymous actor at the clock's moment (under `limits`, its link budget charged) */
export const publicPrelude =
  (clock: Clock, limits?: Pick<PublicLimits, 'takeLink'>) =>
  (request: FastifyRequest): PublicPrelude => {
    const now = clock.now();
    return {
      now,
      ip: request.ip,
      context: { teamId: null, actor: 'anonymous', correlationId: request.id, now },
      log: request.log,
      takeLink: async (linkId) => limits?.takeLink(request, linkId),
    };
  };

// biome-ignore lint/suspicious/noExplicitAny: any error class, whatever its constructor takes
type ErrorClass = abstract new (...args: any[]) => Error;
/** an error class and how it is answered: a status (its own message as detail), or a status and a detail (or one made from the error) */
export type ErrorAnswers = ReadonlyArray<readonly [ErrorClass, number | { status: number; detail: string | ((error: Error) => string) }]>;

/**
 * Runs `work` and answers the errors listed as `{ detail }` with their status (e.g. an HR system's refusal as 502);
 * any other error goes on to the gateway's handler unchanged.
 */
export const answerErrors = async <T>(work: () => Promise<T>, answers: ErrorAnswers): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    const answer = answers.find(([type]) => error instanceof type)?.[1];
    if (answer === undefined) throw error;
    if (typeof answer === 'number') throw httpError(answer, (error as Error).message);
    throw httpError(answer.status, typeof answer.detail === 'function' ? answer.detail(error as Error) : answer.detail);
  }
};
