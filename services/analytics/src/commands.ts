import { analyticsSettingsStream, visualizationStream } from '@canopy/contracts/analytics/events';
import type { CommandContext } from '@canopy/platform/commands/eventLog';
import { handleCommand } from '@canopy/platform/commands/handleCommand';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { settingsDecider, type SetMinimumGroupSize } from './settings/decide.ts';
import { visualizationDecider, type VisualizationCommand } from './visualization/decide.ts';

/** the analytics commands, each answered once its read model has the events (so the next read sees them) */
export const createAnalyticsCommands = (deps: Pick<ServiceDeps, 'platform' | 'waiter'>) => {
  const { log } = deps.platform;
  return {
    visualization: (blockId: string, command: VisualizationCommand, context: CommandContext) =>
      handleCommand({
        log,
        decider: visualizationDecider,
        streamId: visualizationStream(blockId),
        command,
        context,
        settle: { waiter: deps.waiter, readModels: ['analytics_visualizations'] },
      }),
    settings: (workspaceId: string, command: SetMinimumGroupSize, context: CommandContext) =>
      handleCommand({
        log,
        decider: settingsDecider,
        streamId: analyticsSettingsStream(workspaceId),
        command,
        context,
        settle: { waiter: deps.waiter, readModels: ['analytics_settings'] },
      }),
  };
};
