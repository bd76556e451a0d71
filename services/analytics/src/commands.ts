import { analyticsSettingsStream, visualizationStream } from '@canopy/contracts/analytics/events';
import { exportLogStream } from '@canopy/contracts/analytics/exports';
import { streamCommand } from '@canopy/platform/commands/streamCommand';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { exportLogDecider } from './exports/decide.ts';
import { settingsDecider } from './settings/decide.ts';
import { visualizationDecider } from './visualization/decide.ts';

/** the analytics commands, each answered once its read model has the events (so the next read sees them) */
export const createAnalyticsCommands = (deps: Pick<ServiceDeps, 'platform' | 'waiter'>) => ({
  visualization: streamCommand(deps, visualizationDecider, visualizationStream, ['analytics_visualizations']),
  settings: streamCommand(deps, settingsDecider, analyticsSettingsStream, ['analytics_settings']),
  exportLog: streamCommand(deps, exportLogDecider, exportLogStream, ['analytics_exports']),
});
