import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorDetail } from '../../../shared/api/http';
import { storyKeys } from '../queries';

/** a refusal of a story change, titled after what was not done, in the server's words */
export const storyFailed = (title: string) => (error: unknown) => notifications.show({ color: 'red', title, message: errorDetail(error) });

/**
 * One change to a workspace's story that refreshes the story the pages read; `failedTitle`: the refusal is shown
 * as a notice (absent: the caller shows it, e.g. beside a form field).
 */
export function useStoryChange<V, R>(workspaceId: string, mutationFn: (variables: V) => Promise<R>, failedTitle?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silentError: true },
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storyKeys.story(workspaceId) }),
    onError: failedTitle ? storyFailed(failedTitle) : undefined,
  });
}
