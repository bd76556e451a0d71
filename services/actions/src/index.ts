import { actionPlanEvents } from '@canopy/contracts/actions/events';
import { defineServiceModule } from '@canopy/platform/runtime/serviceModule';
import { ownerRoutes } from './http/ownerRoutes.ts';
import { planRoutes } from './http/planRoutes.ts';

/**
 * The actions context (ADR 0123): a workspace's action plan on `action-plan-<workspace id>`, its focus areas (a
 * figure the analytics computed, a target, an outcome) and the actions agreed under them, read from the
 * `action_plans` read model (projections/src/actions).
 */
export const actionsModule = defineServiceModule({
  name: 'actions',
  contracts: [...actionPlanEvents],
  routes: (deps) => async (app) => {
    await app.register(planRoutes(deps));
    const config = deps.platform.config;
    await app.register(
      ownerRoutes(deps, {
        perAddressPerMinute: config.RESPONDENT_RATE_LIMIT_PER_MINUTE,
        perLinkPerMinute: config.RESPONDENT_LINK_RATE_LIMIT_PER_MINUTE,
      }),
    );
  },
});
