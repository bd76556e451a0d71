import { useQuery } from '@tanstack/react-query';
import { fetchSharedStory, fetchStory, storyKeys } from '../api';

/** a workspace's data story; its image URLs are signed for an hour or two, so it is fetched again well before */
export function useStory(workspaceId: string | null) {
  return useQuery({
    queryKey: storyKeys.story(workspaceId ?? ''),
    queryFn: ({ signal }) => fetchStory(workspaceId!, { signal }),
    enabled: workspaceId !== null,
    staleTime: 30_000,
    refetchInterval: 30 * 60_000,
  });
}

/** a shared story, for a visitor; a link that expired or was removed answers 404 and is not retried */
export function useSharedStory(link: string) {
  return useQuery({
    queryKey: storyKeys.shared(link),
    queryFn: ({ signal }) => fetchSharedStory(link, { signal }),
    retry: false,
  });
}
