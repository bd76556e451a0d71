import { actionPlanEvents } from '@canopy/contracts/actions/events';
import { defineServiceModule, type ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { ownerRoutes } from './http/ownerRoutes.ts';
import { planRoutes } from './http/planRoutes.ts';
import { migrateDeliveries } from '@canopy/messaging';
import { actionMailOf } from './reminders/actionMailOf.ts';

/**
 * The actions context (ADR 0123): a workspace's action plan on `action-plan-<workspace id>`, its focus areas (a
 * figure the analytics computed, a target, an outcome) and the actions agreed under them, read from the
 * `action_plans` read model (projections/src/actions); its mail (assignments, reminders) on jobs (ADR 0134).
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
  // the assignment mails and reminders (ADR 0134): jobs on messaging's ledger, swept where messages are
  start: async (deps) => {
    await migrateDeliveries(deps.platform.pool);
    await actionMailOf(deps).mail.start(deps.platform.config.MESSAGE_SCHEDULER);
    return async () => {};
  },
});

/** the reminder sweep, for specs that run it on their own clock (`sweep(now)` is what each pg-boss run calls) */
export const actionRemindersOf = (deps: ServiceDeps) => ({ sweep: actionMailOf(deps).mail.sweep });

/** the plan as the pages read it, tracked to the next cycle (ADR 0142): for the deck's 'Action plan' slides */
export { createPlanReader, type PlanReader } from './plan/readPlan.ts';
