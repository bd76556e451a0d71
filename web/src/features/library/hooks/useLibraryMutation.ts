import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateLibrary } from '../queries';

/** one mutation of the library that reloads what it changed; `silent`: the caller shows its own errors (forms) */
export function useLibraryMutation<V, R>(mutationFn: (variables: V) => Promise<R>, silent = false) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, meta: { silentError: silent }, onSuccess: () => invalidateLibrary(queryClient) });
}
