/**
 * Whether this process has begun to stop (a signal arrived). Ctrl+C signals the whole process group, so the
 * embedded PostgreSQL stops at the same moment: the failures that follow are the stop itself, not faults,
 * and are logged at debug level instead of as errors.
 */
let stopping = false;

export const markStopping = (): void => {
  stopping = true;
};

export const isStopping = (): boolean => stopping;

/** admin_shutdown, crash_shutdown, cannot_connect_now: PostgreSQL is stopping (Ctrl+C stops it with Canopy) or starting */
const SHUTDOWN_CODES = new Set(['57P01', '57P02', '57P03']);

export const isDatabaseShuttingDown = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && SHUTDOWN_CODES.has(String((error as { code?: unknown }).code));
