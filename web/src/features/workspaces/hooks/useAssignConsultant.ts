import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assignConsultant } from '../api';
import { putWorkspace } from '../cache';

/** Assigns a colleague to a workspace or takes them off it; the answer carries the new consultants_ids. */
export function useAssignConsultant() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silentError: true },
    mutationFn: assignConsultant,
    onSuccess: (workspace) => putWorkspace(queryClient, workspace),
  });
}
