import { COLLABORATOR_SEARCH_MIN, type CollaboratorCandidates } from '@canopy/contracts/survey/respondent';
import { useEffect, useRef, useState } from 'react';
import { errorDetail } from '../../shared/api/http';
import { fetchCollaborators } from '../api';

export type Candidate = CollaboratorCandidates['participants'][number];

const SEARCH_DEBOUNCE_MS = 500;
/** the next page is fetched when this many names are left below the last one seen */
export const LOAD_AHEAD = 50;

/**
 * The collaborator pickers' people, a page at a time: a workspace holds more people than one page, so the search
 * runs on the server (from its third character, shorter terms list everyone) and scrolling down fetches the next page.
 */
export function useCandidatePages(token: string, typed: string) {
  const [search, setSearch] = useState('');
  const [people, setPeople] = useState<Candidate[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [offset, setOffset] = useState(0);
  const sentinel = useRef<HTMLLIElement | null>(null);

  useEffect(() => {
    const term = [...typed.trim()].length >= COLLABORATOR_SEARCH_MIN ? typed.trim() : '';
    const timer = setTimeout(() => setSearch(term), term === search ? 0 : SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, search]);

  // a new search starts from the first page
  // biome-ignore lint/correctness/useExhaustiveDependencies: the search term is what resets the pages
  useEffect(() => {
    setOffset(0);
    setPeople([]);
  }, [search]);

  useEffect(() => {
    const abort = new AbortController();
    setLoading(true);
    fetchCollaborators(token, search, offset, abort.signal)
      .then((page) => {
        setPeople((before) => (offset === 0 ? page.participants : [...before, ...page.participants]));
        setTotal(page.all_count);
        setError(null);
        setLoading(false);
      })
      .catch((failure: unknown) => {
        if (abort.signal.aborted) return;
        setError(errorDetail(failure));
        setLoading(false);
      });
    return () => abort.abort();
  }, [token, search, offset]);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || loading || people.length >= total) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setOffset(people.length);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [people.length, total, loading]);

  /** nobody else in the workspace at all: known only from the first page of an unsearched list */
  const alone = search === '' && !loading && error === null && total === 0;
  return { people, total, loading, error, alone, sentinel, sentinelIndex: Math.max(0, people.length - LOAD_AHEAD) };
}
