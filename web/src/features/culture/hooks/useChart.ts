import type { ChartDataRequest } from '@canopy/contracts/analytics/api';
import { useQuery } from '@tanstack/react-query';
import { chartQuery } from '../queries';

/** one chart's figures under its filters; a chart type the page cannot draw is not asked for */
export function useChart(workspaceId: string, chartId: string, request: ChartDataRequest, enabled: boolean) {
  return useQuery({ ...chartQuery(workspaceId, chartId, request), enabled });
}
