import { queryOptions } from '@tanstack/react-query';
import { fetchActionPlan } from './api';

/** the query keys of the action plans feature */
export const actionPlanKeys = {
  all: ['action-plans'] as const,
  plan: (workspaceId: string) => [...actionPlanKeys.all, 'workspace', workspaceId] as const,
};

export const actionPlanQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: actionPlanKeys.plan(workspaceId),
    queryFn: ({ signal }) => fetchActionPlan(workspaceId, { signal }),
    staleTime: 30_000,
  });
