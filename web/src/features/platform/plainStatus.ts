import type { PlatformHealth } from './schemas';

/** the one line everyone may read: whether Canopy works, without the names of its parts */
export function plainStatus(health: PlatformHealth | undefined, failed: boolean): string {
  if (failed) return 'Canopy cannot be reached right now.';
  if (!health) return 'Checking…';
  if (health.status === 'ready' && health.database) return 'Everything is working.';
  return 'Canopy is catching up: recent changes may take a moment to appear.';
}
