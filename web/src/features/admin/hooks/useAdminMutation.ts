import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../queries';

/** one admin change: it reloads the teams table and the audit trail it adds to */
export function useAdminMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silentError: true },
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
