import { randomBytes } from 'node:crypto';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { PublicLinkMessages } from '@canopy/contracts/platform/http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpError } from './sharedPlugin.ts';

/** addresses and links counted at once; past that the least recently seen is forgotten (its count starts again) */
const COUNTED = 50_000;

/**
 * A public link's id (a respondent link, a shared story): 128 random bits, 22 base64url characters, so links
 * cannot be guessed or enumerated.
 */
export const newPublicLinkId = (): string => randomBytes(16).toString('base64url');

export type PublicLimits = {
  /** the route's `onRequest` hook: one budget per client address shared by every public link route */
  perAddress: ReturnType<FastifyInstance['rateLimit']> | undefined;
  /** spends one request of the link's budget (across addresses), or answers 429 when it is spent */
  takeLink(request: FastifyRequest, linkId: string): Promise<void>;
};

export type PublicLimitsOptions = { perAddressPerMinute: number; perLinkPerMinute: number };

/** one pair of budgets per server: every context's public routes share them */
const perServer = new WeakMap<object, PublicLimits>();

/**
 * The public link routes' two budgets (respondent links, shared stories), both counted by the gateway's
 * @fastify/rate-limit: per client address (one bucket whichever public route of whichever context it calls, so an
 * address does not get a budget per route), and per link across addresses (a leaked link must not let anyone
 * hammer what is behind it). The limiters are made once per server and shared by every route that asks: the plugin
 * counts each limiter's configuration in a store of its own. The link is known only once the link or token is
 * opened, so it is charged then, and only for a link that exists. Without the plugin (a gateway built with limits
 * off) nothing is limited. Counts are per process. The first caller's options set the budgets (both come from the
 * runtime's config: RESPONDENT_RATE_LIMIT_PER_MINUTE, RESPONDENT_LINK_RATE_LIMIT_PER_MINUTE).
 */
export const publicLimitsOf = (app: FastifyInstance, options: PublicLimitsOptions): PublicLimits => {
  if (!app.hasDecorator('createRateLimit')) return { perAddress: undefined, takeLink: async () => {} };
  const known = perServer.get(app.server);
  if (known) return known;
  const perAddress = app.rateLimit({ max: options.perAddressPerMinute, timeWindow: '1 minute', cache: COUNTED });
  const openedLink = new WeakMap<FastifyRequest, string>();
  // `cache` sizes the limiter's own store; the plugin reads it here too, though its types list it for routes only
  const perLinkOptions: RateLimitOptions = {
    max: options.perLinkPerMinute,
    timeWindow: '1 minute',
    cache: COUNTED,
    keyGenerator: (request) => `link:${openedLink.get(request)}`,
  };
  const perLink = app.createRateLimit(perLinkOptions);
  const limits: PublicLimits = {
    perAddress,
    async takeLink(request, linkId) {
      openedLink.set(request, linkId);
      const verdict = await perLink(request);
      if (!verdict.isAllowed && verdict.isExceeded) throw httpError(429, PublicLinkMessages.linkBudgetSpent);
    },
  };
  perServer.set(app.server, limits);
  return limits;
};
