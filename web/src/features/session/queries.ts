import { queryOptions } from '@tanstack/react-query';
import { fetchCurrentConsultant } from './api';

export const sessionKeys = {
  all: ['session'] as const,
  currentConsultant: () => [...sessionKeys.all, 'current-consultant'] as const,
};

export const currentConsultantQuery = () =>
  queryOptions({
    queryKey: sessionKeys.currentConsultant(),
    queryFn: ({ signal }) => fetchCurrentConsultant({ signal }),
    staleTime: 5 * 60_000,
  });
