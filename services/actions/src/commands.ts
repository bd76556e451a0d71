import { actionPlanStream } from '@canopy/contracts/actions/events';
import { streamCommand } from '@canopy/platform/commands/streamCommand';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { actionPlanDecider } from './plan/decide.ts';

/** the plan's commands: one stream per workspace's plan, answered once the `action_plans` read model holds them */
export const createActionPlanCommands = (deps: Pick<ServiceDeps, 'platform' | 'waiter'>) => ({
  plan: streamCommand(deps, actionPlanDecider, actionPlanStream, ['action_plans']),
});
