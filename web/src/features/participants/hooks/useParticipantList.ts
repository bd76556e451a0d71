import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { flattenPages, nextPageTrigger, type ListFilter } from '../listQuery';
import { participantListQuery } from '../queries';

/** The participant list of a workspace, page by page, as one array; `triggerIndex` is the row that loads more. */
export function useParticipantList(filter: ListFilter) {
  const query = useInfiniteQuery(participantListQuery(filter));
  const { participants, total } = useMemo(() => flattenPages(query.data?.pages ?? []), [query.data]);
  return {
    ...query,
    participants,
    total,
    triggerIndex: nextPageTrigger(participants.length, query.hasNextPage),
  };
}
