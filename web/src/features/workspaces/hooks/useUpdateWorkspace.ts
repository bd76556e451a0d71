import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateWorkspace } from '../api';
import { putWorkspace } from '../cache';

/** Saves a change to a workspace (PUT, multipart) and shows the answer everywhere at once. */
export function useUpdateWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silentError: true },
    mutationFn: updateWorkspace,
    onSuccess: (workspace) => putWorkspace(queryClient, workspace),
  });
}
