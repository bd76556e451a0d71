import { useMutation } from '@tanstack/react-query';
import { downloadActions } from '../api';

/** downloads the xlsx of every action of the workspace's plan */
export function useDownloadActions(workspaceId: string) {
  return useMutation({ meta: { silentError: true }, mutationFn: () => downloadActions(workspaceId) });
}
