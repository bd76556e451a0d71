import { api, requestJson } from '../../shared/api/http';
import { AppVersion, PlatformHealth } from './schemas';

export function fetchAppVersion(signal?: AbortSignal): Promise<AppVersion> {
  return api.get('/version', { schema: AppVersion, ...(signal ? { signal } : {}) });
}

/** A 503 from /health/ready is an answer ("not ready"), not a failure: its body is returned like a 200's. */
export function fetchPlatformHealth(signal?: AbortSignal): Promise<PlatformHealth> {
  return requestJson('/health/ready', { schema: PlatformHealth, acceptStatus: [503], ...(signal ? { signal } : {}) });
}
