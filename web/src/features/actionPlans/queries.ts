import { queryOptions } from '@tanstack/react-query';
import { fetchActionPlan, fetchOwnerView } from './api';

/** the query keys of the action plans feature */
export const actionPlanKeys = {
  all: ['action-plans'] as const,
  plan: (workspaceId: string) => [...actionPlanKeys.all, 'workspace', workspaceId] as const,
  owner: (link: string) => [...actionPlanKeys.all, 'owner', link] as const,
};

export const actionPlanQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: actionPlanKeys.plan(workspaceId),
    queryFn: ({ signal }) => fetchActionPlan(workspaceId, { signal }),
    staleTime: 30_000,
  });

/** a client contact's view; an expired or replaced link answers 404 and is not retried */
export const ownerViewQuery = (link: string) =>
  queryOptions({ queryKey: actionPlanKeys.owner(link), queryFn: ({ signal }) => fetchOwnerView(link, { signal }), retry: false });
