import { AnalyticsPaths, BlocksResponse, ChartData, ParticipationItem, PassesItem } from '@canopy/contracts/analytics/api';
import { mountRoutes, route } from '@canopy/platform/http/routeTable';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createVisualizationsReader } from '@canopy/projections/analytics/visualizations/read';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { createAnalyticsPorts } from '../analyticsPorts.ts';
import * as chartFigures from '../charts/chartFigures.ts';
import * as readBlocks from '../charts/readBlocks.ts';
import * as readParticipation from '../charts/readParticipation.ts';
import * as readPasses from '../charts/readPasses.ts';

/**
 * The Culture page's calls under /api/v1 (paths the spec does not show: docs/decisions/0042-analytics-api.md).
 * Every one goes through the workspace rule: another team's workspace is 404, one the caller is not assigned to 403.
 * Each row names its use case in charts/ (its access rule and handler, ADR 0145).
 */
export const analyticsRoutes =
  (deps: ServiceDeps): FastifyPluginAsync =>
  async (app) => {
    const analytics = createAnalyticsPorts(deps);
    const ports = { ...analytics, custom: createVisualizationsReader(analytics.pool) };
    mountRoutes(app, deps.clock, {
      tags: ['analytics'],
      routes: [
        route({
          method: 'GET',
          url: AnalyticsPaths.blocks(':workspaceId'),
          summary: "The Culture page's blocks, groups and cycles",
          params: readBlocks.Params,
          response: BlocksResponse,
          access: readBlocks.access(ports),
          handle: readBlocks.readBlocks(ports),
        }),
        route({
          method: 'POST',
          url: AnalyticsPaths.chartData(':workspaceId'),
          summary: "One chart's figures under the filters",
          params: chartFigures.Params,
          body: chartFigures.Body,
          response: ChartData,
          access: chartFigures.access(ports),
          handle: chartFigures.chartFigures(ports),
        }),
        route({
          method: 'POST',
          url: AnalyticsPaths.participation(':workspaceId'),
          summary: 'Who has and has not answered each package in each cycle (names for the consultant only)',
          params: readParticipation.Params,
          body: readParticipation.Body,
          response: z.array(ParticipationItem),
          access: readParticipation.access(ports),
          handle: readParticipation.readParticipation(ports),
        }),
        route({
          method: 'POST',
          url: AnalyticsPaths.passes(':workspaceId'),
          summary: 'How many passed each question of an assessment, per cycle',
          params: readPasses.Params,
          body: readPasses.Body,
          response: z.array(PassesItem),
          access: readPasses.access(ports),
          handle: readPasses.readPasses(ports),
        }),
      ],
    });
  };
