import { useEffect, useRef, useState } from 'react';
import { errorDetail } from '../../shared/api/http';

const SEARCH_DEBOUNCE_MS = 500;
/** the next page is fetched when this many names are left below the last one seen */
export const LOAD_AHEAD = 50;

/** one page of a search; `total` null keeps the total already known (a later page that came back empty says none) */
export type SearchPage<T> = { items: T[]; total: number | null };

/**
 * A workspace's people a page at a time, for the respondent's pickers: a workspace holds more people than one page,
 * so the search runs on the server (from `minimum` characters; shorter terms list everyone), typing waits a moment
 * before it asks, and scrolling to the sentinel fetches the next page. `source` names what is searched (a link, a
 * token): a new one starts again; `fetchPage` may be a new function each render.
 */
export function usePagedSearch<T>(
  typed: string,
  minimum: number,
  source: string,
  fetchPage: (search: string, offset: number, signal: AbortSignal) => Promise<SearchPage<T>>,
) {
  const [search, setSearch] = useState('');
  const [people, setPeople] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [offset, setOffset] = useState(0);
  const sentinel = useRef<HTMLLIElement | null>(null);
  const fetcher = useRef(fetchPage);
  fetcher.current = fetchPage;

  useEffect(() => {
    const term = [...typed.trim()].length >= minimum ? typed.trim() : '';
    const timer = setTimeout(() => setSearch(term), term === search ? 0 : SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, search, minimum]);

  // a new search starts from the first page
  // biome-ignore lint/correctness/useExhaustiveDependencies: the search term and what is searched reset the pages
  useEffect(() => {
    setOffset(0);
    setPeople([]);
  }, [search, source]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `source` stands for what fetchPage reads
  useEffect(() => {
    const abort = new AbortController();
    setLoading(true);
    fetcher
      .current(search, offset, abort.signal)
      .then((page) => {
        setPeople((before) => (offset === 0 ? page.items : [...before, ...page.items]));
        setTotal((before) => page.total ?? before);
        setError(null);
        setLoading(false);
      })
      .catch((failure: unknown) => {
        if (abort.signal.aborted) return;
        setError(errorDetail(failure));
        setLoading(false);
      });
    return () => abort.abort();
  }, [source, search, offset]);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || loading || people.length >= total) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setOffset(people.length);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [people.length, total, loading]);

  return { search, people, total, loading, error, sentinel };
}
