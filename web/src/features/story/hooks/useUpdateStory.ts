import type { DataStory, StoryUpdateInput } from '@canopy/contracts/story/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateStory } from '../api';
import { storyKeys } from '../queries';
import { storyFailed } from './useStoryChange';

/** the story's settings and slide order; a new order shows at once, the server's answer (or a reload after a refusal) settles it */
export function useUpdateStory(workspaceId: string) {
  const queryClient = useQueryClient();
  const key = storyKeys.story(workspaceId);
  return useMutation({
    meta: { silentError: true },
    mutationFn: (body: StoryUpdateInput) => updateStory(workspaceId, body),
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<DataStory>(key);
      if (before && body.snapshots_ids_position) {
        const byId = new Map(before.snapshots.map((snapshot) => [snapshot.id, snapshot]));
        const snapshots = body.snapshots_ids_position.flatMap((id) => byId.get(id) ?? []);
        queryClient.setQueryData<DataStory>(key, { ...before, snapshots });
      }
      return { before };
    },
    onSuccess: (story) => queryClient.setQueryData(key, story),
    onError: (error, _body, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      storyFailed('The Data Story was not saved')(error);
    },
  });
}
