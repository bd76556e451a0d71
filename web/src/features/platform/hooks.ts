import { useQuery } from '@tanstack/react-query';
import { fetchAppVersion, fetchPlatformHealth } from './api';

export const HEALTH_REFRESH_MS = 5_000;

export const platformKeys = {
  all: ['platform'] as const,
  version: () => [...platformKeys.all, 'version'] as const,
  health: () => [...platformKeys.all, 'health'] as const,
};

/** The deployed app version; it only changes on deploy, so it is fetched once per session. */
export function useAppVersion() {
  return useQuery({
    queryKey: platformKeys.version(),
    queryFn: ({ signal }) => fetchAppVersion(signal),
    staleTime: Infinity,
  });
}

/** Readiness of the platform, polled every 5 s while the page is visible. */
export function usePlatformHealth(options: { refetchInterval?: number } = {}) {
  return useQuery({
    queryKey: platformKeys.health(),
    queryFn: ({ signal }) => fetchPlatformHealth(signal),
    refetchInterval: options.refetchInterval ?? HEALTH_REFRESH_MS,
    // The next poll is the retry.
    retry: false,
  });
}
