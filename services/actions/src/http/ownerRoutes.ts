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
 * Rate-limited as the respondent links: one budget per address shared by every public route, counted on arrival,
 * and one per link, spent once the link is known to live (the table's `publicLimits`, ADR 0145).
 */
export const ownerRoutes =
  (deps: ServiceDeps, options: OwnerRouteOptions): FastifyPluginAsync =>
  async (instance) => {
    const ports = createOwnerPorts(deps);
    // one budget per address shared by every public route on arrival, the link's own once it is open (openLink);
    // the gateway's own limit is off for these rows
    mountRoutes(instance, deps.clock, {
      tags: ['action plans'],
      publicLimits: publicLimitsOf(instance, options),
      routes: [
        publicRoute({
          method: 'GET',
          url: P.owner(':link'),
          summary: "A client contact's own actions, by their personal link",
          params: showOwnActions.Params,
          response: OwnerView,
          handle: showOwnActions.showOwnActions(ports),
        }),
        publicRoute({
          method: 'PATCH',
          url: P.ownerAction(':link', ':actionId'),
          summary: 'A client contact updates the status of their action or adds a progress note',
          params: changeOwnAction.Params,
          body: changeOwnAction.Body,
          response: OwnerView,
          handle: changeOwnAction.changeOwnAction(ports),
        }),
      ],
    });
  };
