import { queryOptions } from '@tanstack/react-query';
import { fetchAppVersion, fetchPlatformHealth } from './api';

/** how often the platform's readiness is asked again while its page is open */
export const HEALTH_REFRESH_MS = 5_000;

export const platformKeys = {
  all: ['platform'] as const,
  version: () => [...platformKeys.all, 'version'] as const,
  health: () => [...platformKeys.all, 'health'] as const,
};

/** The deployed app version; it only changes on deploy, so it is fetched once per session. */
export const appVersionQuery = () =>
  queryOptions({ queryKey: platformKeys.version(), queryFn: ({ signal }) => fetchAppVersion(signal), staleTime: Infinity });

/** Readiness of the platform; the next poll is the retry. */
export const platformHealthQuery = () =>
  queryOptions({ queryKey: platformKeys.health(), queryFn: ({ signal }) => fetchPlatformHealth(signal), retry: false });
