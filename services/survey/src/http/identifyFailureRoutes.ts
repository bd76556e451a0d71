import { IdentifyFailures, RespondentPaths } from '@canopy/contracts/survey/respondent';
import { mountRoutes, route } from '@canopy/platform/http/routeTable';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createRespondentRosterReader } from '@canopy/workspace';
import type { FastifyPluginAsync } from 'fastify';
import { createIdentifyThrottle, IDENTIFY_LIMITS, type IdentifyLimits } from '../respondent/identifyThrottle.ts';
import * as readIdentifyFailures from '../respondent/readIdentifyFailures.ts';
import { createPackageAccess } from './packageAccess.ts';
import { IdParams } from './shared.ts';

/**
 * The consultant's view of wrong credentials typed on a package's link (docs/decisions/0059-identify-attempts-and-answer-rules.md),
 * reached through the package's workspace like every package route. Its row names its use case in respondent/ (ADR 0145).
 */
export const identifyFailureRoutes =
  (deps: ServiceDeps, limits: IdentifyLimits = IDENTIFY_LIMITS): FastifyPluginAsync =>
  async (app) => {
    const { pool } = deps.platform;
    const ports = {
      packageAccess: createPackageAccess(pool),
      throttle: createIdentifyThrottle(pool, limits),
      roster: createRespondentRosterReader(pool),
      limits,
    };
    mountRoutes(app, deps.clock, {
      tags: ['package links'],
      routes: [
        route({
          method: 'GET',
          url: RespondentPaths.identifyFailures(':id'),
          summary: "Wrong credentials typed on the package's link in the last seven days, per person",
          params: IdParams,
          response: IdentifyFailures,
          access: readIdentifyFailures.access(ports),
          handle: readIdentifyFailures.readIdentifyFailures(ports),
        }),
      ],
    });
  };
