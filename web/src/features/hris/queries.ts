import { isSyncInProgress } from '@canopy/contracts/hris/api';
import type { HrisIntegration } from '@canopy/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { participantKeys } from '../participants/queries';
import { workspaceKeys } from '../workspaces/queries';
import { fetchIntegrations, fetchLinkToken, fetchSyncPreview } from './api';

export const hrisKeys = {
  all: ['hris'] as const,
  workspace: (workspaceId: string) => [...hrisKeys.all, workspaceId] as const,
  integrations: (workspaceId: string) => [...hrisKeys.workspace(workspaceId), 'integrations'] as const,
  preview: (workspaceId: string) => [...hrisKeys.workspace(workspaceId), 'preview'] as const,
  linkToken: (workspaceId: string) => [...hrisKeys.workspace(workspaceId), 'link-token'] as const,
};

/** how often an integration is read again while its sync runs (a run works in the background) */
export const SYNC_POLL_MS = 2000;

/** whether a sync of these integrations is still moving (the answer can change without anyone acting) */
export const isMoving = (integrations: readonly HrisIntegration[] | undefined, now = new Date()) =>
  (integrations ?? []).some((integration) => isSyncInProgress(integration, now));

export const integrationsQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: hrisKeys.integrations(workspaceId),
    queryFn: ({ signal }) => fetchIntegrations(workspaceId, { signal }),
    staleTime: 0,
  });

export const syncPreviewQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: hrisKeys.preview(workspaceId),
    queryFn: ({ signal }) => fetchSyncPreview(workspaceId, { signal }),
    staleTime: 0,
  });

/** how to open the provider's connect flow: asked afresh each time the dialog opens, never kept, never retried */
export const linkTokenQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: hrisKeys.linkToken(workspaceId),
    queryFn: () => fetchLinkToken(workspaceId),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/** after the connection or its data changed: the HRIS reads, the workspace (finch_integration) and its participants */
export const invalidateAfterSync = (queryClient: QueryClient, workspaceId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: hrisKeys.workspace(workspaceId) }),
    queryClient.invalidateQueries({ queryKey: workspaceKeys.all }),
    queryClient.invalidateQueries({ queryKey: participantKeys.workspace(workspaceId) }),
  ]);
