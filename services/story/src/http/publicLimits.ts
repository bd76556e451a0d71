import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';

// The shared story's budgets, as the public respondent routes count theirs (services/survey/src/respondent/publicLimits.ts):
// one per client address across every public story route, and one per link across addresses.

const COUNTED = 50_000;
export const LINK_BUDGET_SPENT = 'This link is receiving too many requests; try again in a minute';

export const createStoryLimits = (app: FastifyInstance, options: { perAddressPerMinute: number; perLinkPerMinute: number }) => {
  if (!app.hasDecorator('createRateLimit'))
    return { perAddress: undefined, takeLink: async (_request: FastifyRequest, _link: string) => {} };
  const perAddress = app.rateLimit({ max: options.perAddressPerMinute, timeWindow: '1 minute', cache: COUNTED });
  const opened = new WeakMap<FastifyRequest, string>();
  // `cache` sizes the limiter's own store; the plugin reads it here too, though its types list it for routes only
  const perLinkOptions = {
    max: options.perLinkPerMinute,
    timeWindow: '1 minute',
    cache: COUNTED,
    keyGenerator: (request: FastifyRequest) => `story-link:${opened.get(request)}`,
  };
  const perLink = app.createRateLimit(perLinkOptions as Parameters<FastifyInstance['createRateLimit']>[0]);
  return {
    perAddress,
    async takeLink(request: FastifyRequest, link: string) {
      opened.set(request, link);
      const verdict = await perLink(request);
      if (!verdict.isAllowed && verdict.isExceeded) throw httpError(429, LINK_BUDGET_SPENT);
    },
  };
};
