import { ActionPlanPaths as P, OwnerView } from '@canopy/contracts/actions/api';
import { publicLimitsOf } from '@canopy/platform/http/publicLimits';
import { mountRoutes, publicRoute } from '@canopy/platform/http/routeTable';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import type { FastifyPluginAsync } from 'fastify';
import * as changeOwnAction from '../owners/changeOwnAction.ts';
import { createOwnerPorts } from '../owners/ownerPorts.ts';
import * as showOwnActions from '../owners/showOwnActions.ts';

export type OwnerRouteOptions = { perAddressPerMinute: number; perLinkPerMinute: number };

/**
 * A client contact's personal link (ADR 0125), no account: the contact's own live actions, their status and notes.
 * An expired link, one replaced by a newer one, and one whose contact owns no live action any more answer 404
 * 'This link has expired or was replaced'; another owner's action is 404 'Could not find action' (the decider's rule).
 * Rate-limited as the respondent links: one budget per address shared by every public route, one per link. The
 * budgets are this scope's hooks (the table's rows are public, ADR 0145): the address's on every request, before
 * anything else, and the link's once the request is parsed and its link is known to live, as the rows did before.
 */
export const ownerRoutes =
  (deps: ServiceDeps, options: OwnerRouteOptions): FastifyPluginAsync =>
  async (instance) => {
    const ports = createOwnerPorts(deps);
    const limits = publicLimitsOf(instance, options);
    if (limits.perAddress) instance.addHook('onRequest', limits.perAddress);
    instance.addHook('preHandler', async (request) => {
      const linkId = (request.params as { link?: string }).link;
      if (linkId && (await ports.liveLink(linkId, deps.clock.now()))) await limits.takeLink(request, linkId);
    });
    const config = { rateLimit: false } as const;
    mountRoutes(instance, deps.clock, {
      tags: ['action plans'],
      routes: [
        publicRoute({
          method: 'GET',
          url: P.owner(':link'),
          summary: "A client contact's own actions, by their personal link",
          params: showOwnActions.Params,
          response: OwnerView,
          options: { config },
          handle: showOwnActions.showOwnActions(ports),
        }),
        publicRoute({
          method: 'PATCH',
          url: P.ownerAction(':link', ':actionId'),
          summary: 'A client contact updates the status of their action or adds a progress note',
          params: changeOwnAction.Params,
          body: changeOwnAction.Body,
          response: OwnerView,
          options: { config },
          handle: changeOwnAction.changeOwnAction(ports),
        }),
      ],
    });
  };
