import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { errorDetail } from '../../shared/api/http';

const SEARCH_DEBOUNCE_MS = 500;
/** the next page is fetched when this many names are left below the last one seen */
export const LOAD_AHEAD = 50;

/** one page of a search; `total` null keeps the total already known (a later page that came back empty says none) */
export type SearchPage<T> = { items: T[]; total: number | null };

/** the term the server is asked for: from `minimum` characters, after the typing has paused (shorter terms list everyone) */
function useSearchTerm(typed: string, minimum: number) {
  const [search, setSearch] = useState('');
  useEffect(() => {
    const term = [...typed.trim()].length >= minimum ? typed.trim() : '';
    const timer = setTimeout(() => setSearch(term), term === search ? 0 : SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, search, minimum]);
  return search;
}

/** the total of a search: the last page that knew one */
const totalOf = <T>(pages: readonly SearchPage<T>[]) => pages.reduce((known, page) => page.total ?? known, 0);

/**
 * A workspace's people a page at a time, for the respondent's pickers, as one infinite query: a workspace holds more
 * people than one page, so the search runs on the server, and scrolling to the sentinel fetches the next page.
 * `source` names what is searched (a link, a token): a new one, like a new term, is a new query from the first
 * page. Nothing is kept once no picker shows it, so coming back to a term asks the server again.
 */
export function useSearchPages<T>(
  typed: string,
  minimum: number,
  source: string,
  fetchPage: (search: string, offset: number, signal: AbortSignal) => Promise<SearchPage<T>>,
) {
  const search = useSearchTerm(typed, minimum);
  const query = useInfiniteQuery({
    queryKey: ['respondent-search', source, search],
    queryFn: ({ pageParam, signal }) => fetchPage(search, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.items.length, 0);
      return last.items.length === 0 || loaded >= totalOf(pages) ? undefined : loaded;
    },
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const pages = query.data?.pages ?? [];
  const people = pages.flatMap((page) => page.items);
  const total = totalOf(pages);
  const loading = query.isFetching;
  const error = query.error ? errorDetail(query.error) : null;

  const sentinel = useRef<HTMLLIElement | null>(null);
  const { hasNextPage, fetchNextPage } = query;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page moves the sentinel to another row, observed afresh
  useEffect(() => {
    const element = sentinel.current;
    if (!element || loading || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [people.length, loading, hasNextPage, fetchNextPage]);

  return { search, people, total, loading, error, sentinel };
}
