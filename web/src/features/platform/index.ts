export { AppVersionContent, AppVersionPage } from './AppVersionPage';
export { useAppVersion, usePlatformHealth, platformKeys, HEALTH_REFRESH_MS } from './hooks';
export { fetchAppVersion, fetchPlatformHealth } from './api';
export * from './schemas';
