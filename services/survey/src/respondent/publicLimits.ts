import type { RateLimitOptions } from '@fastify/rate-limit';
import { RespondentMessages } from '@canopy/contracts/survey/respondent';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** addresses and links counted at once; past that the least recently seen is forgotten (its count starts again) */
const COUNTED = 50_000;

export type PublicLimits = {
  /** the route's `onRequest` hook: one budget per client address shared by every public respondent route */
  perAddress: ReturnType<FastifyInstance['rateLimit']> | undefined;
  /** spends one request of the link's budget (across addresses), or answers 429 when it is spent */
  takeLink(request: FastifyRequest, linkId: string): Promise<void>;
};

/**
 * The public respondent routes' two budgets, both counted by the gateway's @fastify/rate-limit: per client address
 * (one bucket whichever public route it calls, so an address does not get a budget per route), and per link across
 * addresses (a leaked link must not let anyone hammer the roster behind it). Each limiter is made once and shared by
 * every route: the plugin counts each route's own configuration in a store of its own, `groupId` included.
 * The link is known only once the link or token is opened, so it is charged then, and only for a link that exists.
 * Without the plugin (a gateway built with limits off) nothing is limited. Counts are per process.
 */
export const createPublicLimits = (
  app: FastifyInstance,
  options: { perAddressPerMinute: number; perLinkPerMinute: number },
): PublicLimits => {
  if (!app.hasDecorator('createRateLimit')) return { perAddress: undefined, takeLink: async () => {} };
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
  return {
    perAddress,
    async takeLink(request, linkId) {
      openedLink.set(request, linkId);
      const verdict = await perLink(request);
      if (!verdict.isAllowed && verdict.isExceeded) throw httpError(429, RespondentMessages.linkBudgetSpent);
    },
  };
};
