import { queryOptions } from '@tanstack/react-query';
import { fetchSharedActionPlan, fetchSharedStory, fetchStory, fetchStoryActionPlan } from './api';

/** the query keys of the story feature, one factory so invalidations name what they mean */
export const storyKeys = {
  all: ['story'] as const,
  story: (workspaceId: string) => [...storyKeys.all, 'workspace', workspaceId] as const,
  shared: (link: string) => [...storyKeys.all, 'shared', link] as const,
  // apart from the story's keys: a change of a snapshot does not read the plan again
  actionPlan: (workspaceId: string) => [...storyKeys.all, 'action-plan', workspaceId] as const,
  sharedActionPlan: (link: string) => [...storyKeys.all, 'shared-action-plan', link] as const,
};

/** a workspace's data story; its image URLs are signed for an hour or two, so it is fetched again well before */
export const storyQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: storyKeys.story(workspaceId),
    queryFn: ({ signal }) => fetchStory(workspaceId, { signal }),
    staleTime: 30_000,
    refetchInterval: 30 * 60_000,
  });

/** a shared story, for a visitor; a link that expired or was removed answers 404 and is not retried */
export const sharedStoryQuery = (link: string) =>
  queryOptions({ queryKey: storyKeys.shared(link), queryFn: ({ signal }) => fetchSharedStory(link, { signal }), retry: false });

/** the story's 'Action plan' slides; read again on each visit, since the plan changes on the Action Plans page */
export const storyActionPlanQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: storyKeys.actionPlan(workspaceId),
    queryFn: ({ signal }) => fetchStoryActionPlan(workspaceId, { signal }),
  });

/** a shared story's 'Action plan' slides; a link that expired or was removed answers 404 and is not retried */
export const sharedActionPlanQuery = (link: string) =>
  queryOptions({
    queryKey: storyKeys.sharedActionPlan(link),
    queryFn: ({ signal }) => fetchSharedActionPlan(link, { signal }),
    retry: false,
  });
