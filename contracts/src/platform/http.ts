import { z } from 'zod';
import { Text } from './text.ts';
import { GlobalPosition } from './envelope.ts';

/**
 * Every error the HTTP API answers, whatever its status: `{ "detail": "..." }` (the web app shows an
 * error's detail). Validation errors name the failing field as `<part>/<path>: <message>`,
 * e.g. `body/email: Invalid email address`, several issues joined with `; `.
 */
export const ErrorBody = z.object({ detail: Text() }).meta({ id: 'ErrorBody', description: 'Error answer: a human-readable detail' });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** `GET /api/v1/version`: the running build, shown on the web app's version page. */
export const AppVersion = z.object({ version: Text() }).meta({ id: 'AppVersion' });
export type AppVersion = z.infer<typeof AppVersion>;

/** `GET /health/live`. */
export const Liveness = z.object({ status: z.literal('ok') });
export type Liveness = z.infer<typeof Liveness>;

export const ProjectionHealth = z.object({
  name: Text(),
  state: z.enum(['starting', 'catching_up', 'live', 'rebuilding', 'failed']),
  /** events in the log this projection has not applied yet */
  lag: z.number(),
  /** last applied position, null before the first event */
  position: GlobalPosition.nullable(),
  /** events this projection could not apply and set aside until `npm run replay -- --parked` */
  parked: z.number().int().nonnegative(),
});
export type ProjectionHealth = z.infer<typeof ProjectionHealth>;

/**
 * `GET /health/ready`: 200 with status `ready`, or 503 with status `not_ready` and a `detail`
 * saying why (so a 503 still carries the `{ detail }` every error has).
 */
export const Readiness = z.object({
  status: z.enum(['ready', 'not_ready']),
  detail: Text().optional(),
  database: z.boolean(),
  projections: z.array(ProjectionHealth),
});
export type Readiness = z.infer<typeof Readiness>;

/** What the public link routes (respondent links, shared stories) answer when a budget is spent. */
export const PublicLinkMessages = {
  /** a link's own budget of public requests, across all addresses, is spent for this minute */
  linkBudgetSpent: 'Too many requests for this link; try again in a minute.',
} as const;
