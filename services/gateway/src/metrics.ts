import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { ReadyReport } from './health.ts';

export type GatewayMetrics = {
  registry: Registry;
  /** seconds per request, labelled by method, route template and status code */
  httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  /** puts a fresh `ready()` report (or its failure) into the gauges before a scrape */
  refresh: (report: ReadyReport | Error) => void;
};

/** One registry per gateway instance, so several gateways (tests) never share or clash on metrics. */
export const createMetrics = (): GatewayMetrics => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const httpDuration = new Histogram({
    name: 'canopy_http_request_duration_seconds',
    help: 'HTTP request duration in seconds, by method, route template and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const lag = new Gauge({
    name: 'canopy_projection_lag',
    help: 'Events in the log a projection has not applied yet',
    labelNames: ['projection'] as const,
    registers: [registry],
  });
  const position = new Gauge({
    name: 'canopy_projection_position',
    help: 'Sequence (seq half of the global position) of the last event a projection applied; 0 before the first',
    labelNames: ['projection'] as const,
    registers: [registry],
  });
  const parked = new Gauge({
    name: 'canopy_projection_parked',
    help: 'Events a projection could not apply and set aside until they are replayed (ADR 0020)',
    labelNames: ['projection'] as const,
    registers: [registry],
  });
  const database = new Gauge({
    name: 'canopy_database_up',
    help: '1 when the readiness check reached the database, else 0',
    registers: [registry],
  });
  const refresh = (report: ReadyReport | Error): void => {
    lag.reset();
    position.reset();
    parked.reset();
    if (report instanceof Error) {
      database.set(0);
      return;
    }
    database.set(report.database ? 1 : 0);
    for (const p of report.projections) {
      lag.set({ projection: p.name }, p.lag);
      parked.set({ projection: p.name }, p.parked);
      position.set({ projection: p.name }, p.position === null ? 0 : Number(p.position.seq));
    }
  };
  return { registry, httpDuration, refresh };
};
