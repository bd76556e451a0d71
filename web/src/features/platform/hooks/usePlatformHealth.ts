import { useQuery } from '@tanstack/react-query';
import { HEALTH_REFRESH_MS, platformHealthQuery } from '../queries';

/** Readiness of the platform (GET /health/ready), polled every 5 s while the page is visible. */
export function usePlatformHealth(options: { refetchInterval?: number } = {}) {
  return useQuery({ ...platformHealthQuery(), refetchInterval: options.refetchInterval ?? HEALTH_REFRESH_MS });
}
