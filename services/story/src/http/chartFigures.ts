import { AnalyticsPaths, ChartData, type ChartDataRequest } from '@canopy/contracts/analytics/api';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The figures a chart shows under the given request, computed by the analytics context as the Culture page asks
 * for them: the same route, the caller's own authorization, the same access rule and the same held-back figures.
 * A snapshot stores these, never figures a client sends (ADR 0064). The analytics context is reached through its
 * HTTP contract in-process (fastify's inject), so the story depends on no analytics module.
 */
export type ChartFigures = (request: FastifyRequest, workspaceId: string, chart: ChartDataRequest) => Promise<ChartData>;

export const chartFiguresOverHttp =
  (app: FastifyInstance): ChartFigures =>
  async (request, workspaceId, chart) => {
    const answer = await app.inject({
      method: 'POST',
      url: `/api/v1${AnalyticsPaths.chartData(encodeURIComponent(workspaceId))}`,
      // the caller's own address: the inner call spends the caller's rate budget, not one shared by every caller
      remoteAddress: request.ip,
      headers: { authorization: request.headers.authorization ?? '', 'content-type': 'application/json', 'x-request-id': request.id },
      payload: JSON.stringify(chart),
    });
    const body = answer.json() as unknown;
    if (answer.statusCode !== 200) {
      const detail = (body as { detail?: unknown })?.detail;
      throw httpError(answer.statusCode, typeof detail === 'string' ? detail : 'Could not compute the chart');
    }
    return ChartData.parse(body);
  };
