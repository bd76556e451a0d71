import type { ApplySyncRequest } from '@canopy/contracts/hris/api';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applySync, connectHris, disconnectHris, forceSync } from '../api';
import { invalidateAfterSync } from '../queries';

/** POST retrieve-account-token with the connect flow's code */
export function useConnectHris(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silentError: true },
    mutationFn: (code: string) => connectHris(workspaceId, code),
    onSuccess: () =>
      notifications.show({
        color: 'canopy',
        title: 'HR system connected',
        message: 'The first synchronisation is running. You review its changes before anything is applied.',
      }),
    onSettled: () => invalidateAfterSync(queryClient, workspaceId),
  });
}

/** Done in the preview */
export function useApplySync(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silentError: true },
    mutationFn: (body: ApplySyncRequest) => applySync(workspaceId, body),
    onSuccess: (applied) =>
      notifications.show({
        color: 'canopy',
        title: 'Synchronisation applied',
        message: `${applied.created} added, ${applied.updated} updated, ${applied.deactivated} deactivated; ${applied.groups_created} groups created, ${applied.groups_deleted} deleted.`,
      }),
    onSettled: () => invalidateAfterSync(queryClient, workspaceId),
  });
}

export function useForceSync(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => forceSync(workspaceId),
    onSuccess: () =>
      notifications.show({
        color: 'canopy',
        title: 'Sync started',
        message: 'Canopy is reading the HR system. You review the changes when it is done.',
      }),
    onSettled: () => invalidateAfterSync(queryClient, workspaceId),
  });
}

export function useDisconnectHris(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => disconnectHris(workspaceId),
    onSuccess: () =>
      notifications.show({
        color: 'canopy',
        title: 'HR system disconnected',
        message: 'Participants stay in the workspace and can be edited by hand again.',
      }),
    onSettled: () => invalidateAfterSync(queryClient, workspaceId),
  });
}
