import { useQuery } from '@tanstack/react-query';
import { storyActionPlanQuery } from '../queries';

/** a workspace's story's 'Action plan' slides (none chosen: nothing is fetched) */
export function useStoryActionPlan(workspaceId: string | null) {
  return useQuery({ ...storyActionPlanQuery(workspaceId ?? ''), enabled: workspaceId !== null });
}
