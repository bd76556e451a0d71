import type { ProjectionStatus } from '@canopy/platform/projections/status';
import type { Readiness } from '@canopy/contracts';

export type ReadyReport = { database: boolean; projections: ProjectionStatus[] };

/**
 * Ready when the database answers, no projection has failed and every projection's lag is at most
 * `maxLag`. A failed check (`report` is an Error) counts as the database being down. Parked events
 * (ADR 0020) are shown per projection but keep nobody from being ready: the projection goes on without them.
 */
export const evaluateReadiness = (report: ReadyReport | Error, maxLag: number): { ready: boolean; body: Readiness } => {
  if (report instanceof Error) {
    return {
      ready: false,
      body: { status: 'not_ready', detail: 'The readiness check failed', database: false, projections: [] },
    };
  }
  const problems: string[] = [];
  if (!report.database) problems.push('database unavailable');
  for (const p of report.projections) {
    if (p.state === 'failed') problems.push(`projection ${p.name} failed`);
    else if (p.lag > maxLag) problems.push(`projection ${p.name} lags ${p.lag} events (max ${maxLag})`);
  }
  const body: Readiness = {
    status: problems.length === 0 ? 'ready' : 'not_ready',
    database: report.database,
    projections: report.projections.map((p) => ({ name: p.name, state: p.state, lag: p.lag, position: p.position, parked: p.parked })),
  };
  if (problems.length > 0) body.detail = `Not ready: ${problems.join('; ')}`;
  return { ready: problems.length === 0, body };
};
