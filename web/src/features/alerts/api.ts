import { AlertPaths, AlertsResponse } from '@canopy/contracts/analytics/alerts';
import { apiFetch } from '../session/apiFetch';

/** GET the workspace's alerts: the significant moves since the cycle before, under its thresholds */
export const fetchAlerts = (workspaceId: string, { signal }: { signal?: AbortSignal } = {}) =>
  apiFetch(AlertPaths.alerts(workspaceId), { schema: AlertsResponse, signal });
