export { AppVersionContent, AppVersionPage } from './AppVersionPage';
export { useAppVersion } from './hooks/useAppVersion';
export { usePlatformHealth } from './hooks/usePlatformHealth';
export { platformKeys, HEALTH_REFRESH_MS } from './queries';
export { fetchAppVersion, fetchPlatformHealth } from './api';
export * from './schemas';
