import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchBenchmarkParticipation, saveBenchmarkParticipation } from '../api';
import { adminKeys } from '../queries';

const key = [...adminKeys.all, 'benchmark-participation'] as const;

/** whether the signed-in consultant's team keeps out of the platform benchmark, and the switch */
export function useBenchmarkParticipation() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchBenchmarkParticipation({ signal }) });
  const save = useMutation({
    meta: { silentError: true },
    mutationFn: saveBenchmarkParticipation,
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
  });
  return { query, save };
}
