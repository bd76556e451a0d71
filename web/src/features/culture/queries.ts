import type { AnalyticsFilters, ChartDataRequest } from '@canopy/contracts/analytics/api';
import type { DriversRequest } from '@canopy/contracts/analytics/drivers';
import { queryOptions } from '@tanstack/react-query';
import { fetchAnalyticsSettings, fetchBlocks, fetchChart, fetchDrivers, fetchParticipation, fetchPasses } from './api';

/**
 * The culture page's query keys. They stay under ['analytics', <kind>, workspaceId] because the Visualizations page
 * shares the blocks' cache entry, and one invalidation of a kind reaches every chart of the workspace.
 */
export const cultureKeys = {
  all: ['analytics'] as const,
  blocks: (workspaceId: string) => [...cultureKeys.all, 'blocks', workspaceId] as const,
  charts: (workspaceId: string) => [...cultureKeys.all, 'chart', workspaceId] as const,
  chart: (workspaceId: string, chartId: string, request: ChartDataRequest) =>
    [...cultureKeys.charts(workspaceId), chartId, request] as const,
  participation: (workspaceId: string, filters: AnalyticsFilters) => [...cultureKeys.all, 'participation', workspaceId, filters] as const,
  passes: (workspaceId: string, assessmentId: string, filters: AnalyticsFilters) =>
    [...cultureKeys.all, 'passes', workspaceId, assessmentId, filters] as const,
  drivers: (workspaceId: string) => [...cultureKeys.all, 'drivers', workspaceId] as const,
  driversFor: (workspaceId: string, body: DriversRequest) => [...cultureKeys.drivers(workspaceId), body] as const,
  settings: (workspaceId: string) => [...cultureKeys.all, 'settings', workspaceId] as const,
};

export const blocksQuery = (workspaceId: string) =>
  queryOptions({ queryKey: cultureKeys.blocks(workspaceId), queryFn: ({ signal }) => fetchBlocks(workspaceId, { signal }) });

export const chartQuery = (workspaceId: string, chartId: string, request: ChartDataRequest) =>
  queryOptions({
    queryKey: cultureKeys.chart(workspaceId, chartId, request),
    queryFn: ({ signal }) => fetchChart(workspaceId, request, { signal }),
  });

export const participationQuery = (workspaceId: string, filters: AnalyticsFilters) =>
  queryOptions({ queryKey: cultureKeys.participation(workspaceId, filters), queryFn: () => fetchParticipation(workspaceId, filters) });

export const passesQuery = (workspaceId: string, assessmentId: string, filters: AnalyticsFilters) =>
  queryOptions({
    queryKey: cultureKeys.passes(workspaceId, assessmentId, filters),
    queryFn: () => fetchPasses(workspaceId, { ...filters, assessment_id: assessmentId }),
  });

export const driversQuery = (workspaceId: string, body: DriversRequest) =>
  queryOptions({ queryKey: cultureKeys.driversFor(workspaceId, body), queryFn: () => fetchDrivers(workspaceId, body) });

/** the workspace's minimum group sizes (the fewest respondents a chart may show an aggregate of) */
export const settingsQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: cultureKeys.settings(workspaceId),
    queryFn: ({ signal }) => fetchAnalyticsSettings(workspaceId, { signal }),
  });
