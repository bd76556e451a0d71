import {
  AnalyticsPaths,
  AnalyticsSettings,
  BlockAnswer,
  VisualizationPaths,
  type CustomChartInput,
  BlocksResponse,
  ChartData,
  ParticipationItem,
  PassesItem,
  type AnalyticsFilters,
  type ChartDataRequest,
} from '@canopy/contracts/analytics/api';
import { DriversPaths, DriversResponse, type DriversRequest } from '@canopy/contracts/analytics/drivers';
import { z } from 'zod';
import { apiFetch } from '../session/apiFetch';

export const fetchBlocks = (workspaceId: string, { signal }: { signal?: AbortSignal } = {}) =>
  apiFetch(AnalyticsPaths.blocks(workspaceId), { schema: BlocksResponse, signal });

export const fetchChart = (workspaceId: string, body: ChartDataRequest, { signal }: { signal?: AbortSignal } = {}) =>
  apiFetch(AnalyticsPaths.chartData(workspaceId), { method: 'POST', body, schema: ChartData, signal });

export const fetchParticipation = (workspaceId: string, body: Partial<AnalyticsFilters>) =>
  apiFetch(AnalyticsPaths.participation(workspaceId), { method: 'POST', body, schema: z.array(ParticipationItem) });

export const fetchPasses = (workspaceId: string, body: Partial<AnalyticsFilters> & { assessment_id: string }) =>
  apiFetch(AnalyticsPaths.passes(workspaceId), { method: 'POST', body, schema: z.array(PassesItem) });

export const createCustomBlock = (workspaceId: string, body: CustomChartInput) =>
  apiFetch(VisualizationPaths.custom(workspaceId), { method: 'POST', body, schema: BlockAnswer });

export const addCustomChart = (blockId: string, body: CustomChartInput) =>
  apiFetch(VisualizationPaths.charts(blockId), { method: 'POST', body, schema: BlockAnswer });

export const renameBlock = (blockId: string, name: string) =>
  apiFetch(VisualizationPaths.one(blockId), { method: 'PUT', body: { name }, schema: BlockAnswer });

export const deleteBlock = (blockId: string, confirmed: boolean) =>
  apiFetch(`${VisualizationPaths.one(blockId)}?confirmed=${confirmed}`, { method: 'DELETE', schema: BlockAnswer });

export const deleteCustomChart = (blockId: string, chartId: string) =>
  apiFetch(VisualizationPaths.chart(blockId, chartId), { method: 'DELETE', schema: BlockAnswer });

export const fetchDrivers = (workspaceId: string, body: DriversRequest) =>
  apiFetch(DriversPaths.drivers(workspaceId), { method: 'POST', body, schema: DriversResponse });

export const fetchAnalyticsSettings = (workspaceId: string, { signal }: { signal?: AbortSignal } = {}) =>
  apiFetch(AnalyticsPaths.settings(workspaceId), { schema: AnalyticsSettings, signal });

export const saveAnalyticsSettings = (workspaceId: string, body: AnalyticsSettings) =>
  apiFetch(AnalyticsPaths.settings(workspaceId), { method: 'PUT', body, schema: AnalyticsSettings });
