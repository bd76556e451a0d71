import type { GlobalPosition } from '@canopy/contracts';

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
};
