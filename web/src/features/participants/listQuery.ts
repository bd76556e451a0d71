import { PARTICIPANT_PAGE_SIZE, type ListParticipantsRequest, type Participant, type ParticipantListPage } from '@canopy/contracts';

// The participant list as the page asks for it: search from 3 characters after
// a 500 ms pause, one sort key at a time, pages of 100, the next page asked for at the 50th row from the end.

export const SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_MIN_LENGTH = 3;
/** the row, counted from the end of what is loaded, whose appearance asks for the next page */
export const NEXT_PAGE_LOOKAHEAD = 50;

export type SortKey = 'name' | 'credentials' | 'hiring_date';
export type Sort = { key: SortKey; desc: boolean } | null;

/** what the server is asked to search: fewer than 3 characters search nothing (an empty string) */
export const searchTerm = (typed: string) => {
  const trimmed = typed.trim();
  return trimmed.length >= SEARCH_MIN_LENGTH ? trimmed : '';
};

export type ListFilter = { workspaceId: string; search: string; sort: Sort; groupId: string | null };

/** the body of POST participants/by-workspace for one page */
export const listRequest = ({ workspaceId, search, sort, groupId }: ListFilter, offset: number): ListParticipantsRequest => ({
  workspace_id: workspaceId,
  searchString: search,
  limit: PARTICIPANT_PAGE_SIZE,
  offset,
  ...(sort ? { sortType: sort.key, sortBy: sort.desc ? 'DESC' : 'ASC' } : {}),
  ...(groupId ? { group_id: groupId } : {}),
});

/** the offset of the next page, or undefined when the server said there is no more */
export const nextOffset = (page: ParticipantListPage): number | undefined => (page.has_more ? page.next_offset : undefined);

/**
 * The index of the row whose coming into view asks for the next page: the 50th from the end, once a full
 * page or more is loaded and while the server has more; -1 when no row should.
 */
export const nextPageTrigger = (loaded: number, hasMore: boolean) =>
  hasMore && loaded >= PARTICIPANT_PAGE_SIZE ? Math.max(0, loaded - NEXT_PAGE_LOOKAHEAD) : -1;

/**
 * The loaded pages as one list. A participant deleted or added between two page loads shifts the offsets,
 * so the same participant can arrive twice: the first one wins.
 */
export const flattenPages = (pages: readonly ParticipantListPage[]): { participants: Participant[]; total: number } => {
  const seen = new Set<string>();
  const participants: Participant[] = [];
  for (const page of pages) {
    for (const participant of page.participants) {
      if (seen.has(participant.id)) continue;
      seen.add(participant.id);
      participants.push(participant);
    }
  }
  return { participants, total: pages[0]?.all_count ?? 0 };
};
