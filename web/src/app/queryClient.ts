import { notifications } from '@mantine/notifications';
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { errorDetail, isApiError } from '../shared/api/http';

/** Retry only what may succeed on its own: no response at all, or a 5xx. A 4xx will answer the same again. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!isApiError(error)) return false;
  return error.status === 0 || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
      },
      mutations: {
        retry: false,
      },
    },
    // Queries show their errors where their data would be; a failed action is announced once, here,
    // unless the mutation handles it itself (meta: { silentError: true }).
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.silentError) return;
        notifications.show({ color: 'red', title: 'Error', message: errorDetail(error) });
      },
    }),
  });
}
