import type { GlobalPosition } from '@canopy/contracts';

/** Lag is counted up to this many events; beyond it the figure reads as this cap. */
export const LAG_CAP = 5000;

/** How far one projection is, for /health/ready and /metrics. */
export type ProjectionStatus = {
  name: string;
  version: number;
  /** last applied position, null before the first event */
  position: GlobalPosition | null;
  /** events in the log after `position` that this projection has not yet seen */
  lag: number;
  state: 'starting' | 'catching_up' | 'live' | 'rebuilding' | 'failed';
  lastError: string | null;
  /** events this projection could not apply and set aside (ADR 0020) */
  parked: number;
};
