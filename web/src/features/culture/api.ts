import {
  AnalyticsPaths,
  BlocksResponse,
  ChartData,
  ParticipationItem,
  PassesItem,
  type AnalyticsFilters,
  type ChartDataRequest,
} from '@canopy/contracts/analytics/api';
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
