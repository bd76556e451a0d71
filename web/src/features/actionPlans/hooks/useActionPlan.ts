import { useQuery } from '@tanstack/react-query';
import { actionPlanQuery } from '../queries';

/** a workspace's focus areas and actions (none chosen: nothing is fetched) */
export function useActionPlan(workspaceId: string | null) {
  return useQuery({ ...actionPlanQuery(workspaceId ?? ''), enabled: workspaceId !== null });
}
