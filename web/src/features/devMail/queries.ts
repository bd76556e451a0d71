import { infiniteQueryOptions } from '@tanstack/react-query';
import { fetchCaughtMail } from './api';

export const caughtMailKeys = {
  all: ['caught-mail'] as const,
};

/** newest first, a page at a time: every mail the catcher keeps is reachable with 'Older mail' */
export const caughtMailQuery = () =>
  infiniteQueryOptions({
    queryKey: caughtMailKeys.all,
    queryFn: ({ pageParam, signal }) => fetchCaughtMail(pageParam, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.older,
    retry: false,
  });
