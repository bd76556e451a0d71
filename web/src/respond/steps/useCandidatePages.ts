import { COLLABORATOR_SEARCH_MIN, type CollaboratorCandidates } from '@canopy/contracts/survey/respondent';
import { fetchCollaborators } from '../api';
import { LOAD_AHEAD, useSearchPages } from './useSearchPages';

export type Candidate = CollaboratorCandidates['participants'][number];

/** the collaborator pickers' people, searched on the server from the third character and paged */
export function useCandidatePages(token: string, typed: string) {
  const pages = useSearchPages<Candidate>(typed, COLLABORATOR_SEARCH_MIN, token, (search, offset, signal) =>
    fetchCollaborators(token, search, offset, signal).then((page) => ({ items: page.participants, total: page.all_count })),
  );
  /** nobody else in the workspace at all: known only from the first page of an unsearched list */
  const alone = pages.search === '' && !pages.loading && pages.error === null && pages.total === 0;
  return { ...pages, alone, sentinelIndex: Math.max(0, pages.people.length - LOAD_AHEAD) };
}
