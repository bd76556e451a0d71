import { useQuery } from '@tanstack/react-query';
import { storyQuery } from '../queries';

/** a workspace's data story (none chosen: nothing is fetched) */
export function useStory(workspaceId: string | null) {
  return useQuery({ ...storyQuery(workspaceId ?? ''), enabled: workspaceId !== null });
}
