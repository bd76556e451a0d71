import { AnalyticsPaths, AnalyticsSettings, BlockAnswer, VisualizationPaths } from '@canopy/contracts/analytics/api';
import { mountRoutes, route } from '@canopy/platform/http/routeTable';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createVisualizationsReader } from '@canopy/projections/analytics/visualizations/read';
import type { FastifyPluginAsync } from 'fastify';
import { createAnalyticsPorts } from '../analyticsPorts.ts';
import { createAnalyticsCommands } from '../commands.ts';
import * as readSettings from '../settings/readSettings.ts';
import * as setMinimumGroupSize from '../settings/setMinimumGroupSize.ts';
import * as addChart from '../visualization/addChart.ts';
import * as createBlock from '../visualization/createBlock.ts';
import * as deleteBlock from '../visualization/deleteBlock.ts';
import * as deleteChart from '../visualization/deleteChart.ts';
import * as renameBlock from '../visualization/renameBlock.ts';

/**
 * Custom blocks and their charts (`visualization-<id>` streams) and the workspace's minimum group size.
 * A block is reached through its workspace: another team's is 404, one in a workspace the caller is not assigned to 403.
 * Each row names its use case in visualization/ or settings/ (its access rule and handler, ADR 0145).
 */
export const visualizationRoutes =
  (deps: ServiceDeps): FastifyPluginAsync =>
  async (app) => {
    const analytics = createAnalyticsPorts(deps);
    const commands = createAnalyticsCommands(deps);
    const ports = { ...analytics, blocks: createVisualizationsReader(analytics.pool), commands };
    mountRoutes(app, deps.clock, {
      tags: ['analytics'],
      routes: [
        route({
          method: 'POST',
          url: VisualizationPaths.custom(':workspaceId'),
          summary: "A custom block, with the custom graph of 'Add Custom Graph' when it names one",
          params: createBlock.Params,
          body: createBlock.Body,
          response: BlockAnswer,
          status: 201,
          access: createBlock.access(ports),
          handle: createBlock.createBlock(ports),
        }),
        route({
          method: 'PUT',
          url: VisualizationPaths.one(':id'),
          summary: 'Rename a custom block',
          params: renameBlock.Params,
          body: renameBlock.Body,
          response: BlockAnswer,
          access: renameBlock.access(ports),
          handle: renameBlock.renameBlock(ports),
        }),
        route({
          method: 'DELETE',
          url: VisualizationPaths.one(':id'),
          summary: 'Delete a custom block (one holding charts only with confirmed=true)',
          params: deleteBlock.Params,
          querystring: deleteBlock.Query,
          response: BlockAnswer,
          access: deleteBlock.access(ports),
          handle: deleteBlock.deleteBlock(ports),
        }),
        route({
          method: 'POST',
          url: VisualizationPaths.charts(':id'),
          summary: 'Add a custom graph to a custom block',
          params: addChart.Params,
          body: addChart.Body,
          response: BlockAnswer,
          status: 201,
          access: addChart.access(ports),
          handle: addChart.addChart(ports),
        }),
        route({
          method: 'DELETE',
          url: VisualizationPaths.chart(':id', ':chartId'),
          summary: 'Delete a custom graph',
          params: deleteChart.Params,
          response: BlockAnswer,
          access: deleteChart.access(ports),
          handle: deleteChart.deleteChart(ports),
        }),
        route({
          method: 'GET',
          url: AnalyticsPaths.settings(':workspaceId'),
          summary: "The workspace's minimum group sizes",
          params: readSettings.Params,
          response: AnalyticsSettings,
          access: readSettings.access(ports),
          handle: readSettings.readSettings(ports),
        }),
        route({
          method: 'PUT',
          url: AnalyticsPaths.settings(':workspaceId'),
          summary: 'Set the minimum group sizes',
          params: setMinimumGroupSize.Params,
          body: setMinimumGroupSize.Body,
          response: AnalyticsSettings,
          access: setMinimumGroupSize.access(ports),
          handle: setMinimumGroupSize.setMinimumGroupSize(ports),
        }),
      ],
    });
  };
