import { AppliedSync, ForcedSync, HrisPaths, LinkToken, SyncPreview, type ApplySyncRequest } from '@canopy/contracts/hris/api';
import { HrisIntegration } from '@canopy/contracts';
import { z } from 'zod';
import { isApiError } from '../../shared/api/http';
import { apiFetch } from '../session/apiFetch';

type Signal = { signal?: AbortSignal };

/** GET hris/generate-link-token/workspace/{id}: how to open the provider's connect flow */
export function fetchLinkToken(workspaceId: string): Promise<LinkToken> {
  return apiFetch(HrisPaths.linkToken(workspaceId), { schema: LinkToken });
}

/** POST hris/retrieve-account-token/workspace/{id}: the code the connect flow gave; the server keeps the token */
export function connectHris(workspaceId: string, code: string): Promise<HrisIntegration> {
  return apiFetch(HrisPaths.retrieveAccountToken(workspaceId), { method: 'POST', body: { code }, schema: HrisIntegration });
}

/** GET hris/by-workspace/{id} */
export function fetchIntegrations(workspaceId: string, { signal }: Signal = {}): Promise<HrisIntegration[]> {
  return apiFetch(HrisPaths.byWorkspace(workspaceId), { schema: z.array(HrisIntegration), signal });
}

/** GET hris/receive-synced-data/{id}: the sync waiting for review, or null when none waits (404) */
export async function fetchSyncPreview(workspaceId: string, { signal }: Signal = {}): Promise<SyncPreview | null> {
  try {
    return await apiFetch(HrisPaths.syncedData(workspaceId), { schema: SyncPreview, signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** POST hris/receive-synced-data/{id}: Done, with the ticked changes */
export function applySync(workspaceId: string, body: ApplySyncRequest): Promise<AppliedSync> {
  return apiFetch(HrisPaths.syncedData(workspaceId), { method: 'POST', body, schema: AppliedSync });
}

/** POST hris/force-sync/{id} */
export function forceSync(workspaceId: string): Promise<z.infer<typeof ForcedSync>> {
  return apiFetch(HrisPaths.forceSync(workspaceId), { method: 'POST', schema: ForcedSync });
}

/** DELETE hris/by-workspace/{id} */
export async function disconnectHris(workspaceId: string): Promise<void> {
  await apiFetch(HrisPaths.disconnect(workspaceId), { method: 'DELETE' });
}
