import { IdentifyFailures, RespondentPaths } from '@canopy/contracts/survey/respondent';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createRespondentRosterReader } from '@canopy/projections/workspace/participants/respondentRead';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createIdentifyThrottle, IDENTIFY_LIMITS, type IdentifyLimits } from '../respondent/identifyThrottle.ts';
import { createPackageAccess } from './packageAccess.ts';
import { errors, IdParams } from './shared.ts';

/**
 * The consultant's view of wrong credentials typed on a package's link (docs/decisions/0059-identify-attempts-and-answer-rules.md),
 * reached through the package's workspace like every package route.
 */
export const identifyFailureRoutes =
  (deps: ServiceDeps, limits: IdentifyLimits = IDENTIFY_LIMITS): FastifyPluginAsync =>
  async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const { pool } = deps.platform;
    const access = createPackageAccess(pool);
    const throttle = createIdentifyThrottle(pool, limits);
    const roster = createRespondentRosterReader(pool);
    app.get(
      RespondentPaths.identifyFailures(':id'),
      {
        onRequest: app.requireUser,
        schema: {
          tags: ['package links'],
          summary: "Wrong credentials typed on the package's link in the last seven days, per person",
          params: IdParams,
          response: { 200: IdentifyFailures, ...errors },
        },
      },
      async (request) => {
        const pkg = await access.assigned(request.user, request.params.id);
        const rows = await throttle.ofPackage(pkg.id, deps.clock.now());
        const ids = rows.flatMap((row) => (row.participant_id ? [row.participant_id] : []));
        const names = new Map((ids.length === 0 ? [] : await roster.namesAmong(pkg.workspace_id, ids)).map((row) => [row.id, row]));
        return {
          per_person_per_hour: limits.perPerson,
          people: rows.map((row) => {
            const name = row.participant_id ? names.get(row.participant_id) : undefined;
            return {
              participant_id: row.participant_id,
              first_name: name?.first_name ?? '',
              last_name: name?.last_name ?? '',
              failures: row.failures,
              failures_last_hour: row.failures_in_window,
              last_failed_at: row.last_failed_at,
              locked: row.locked,
            };
          }),
        };
      },
    );
  };
