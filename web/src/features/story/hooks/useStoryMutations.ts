import type { DataStory, StoryUpdateInput } from '@canopy/contracts/story/api';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorDetail } from '../../../shared/api/http';
import { addImage, addSnapshot, commentSnapshot, deleteSnapshot, removeLink, shareLink, type SnapshotDraft, updateStory } from '../api';
import { storyKeys } from '../queries';

const failed = (title: string) => (error: unknown) => notifications.show({ color: 'red', title, message: errorDetail(error) });

/** every change a consultant makes to a workspace's story; each refreshes the story the pages read */
export function useStoryMutations(workspaceId: string) {
  const queryClient = useQueryClient();
  const key = storyKeys.story(workspaceId);
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  const update = useMutation({
    meta: { silentError: true },
    mutationFn: (body: StoryUpdateInput) => updateStory(workspaceId, body),
    // a new order shows at once; the server's answer (or a reload after a refusal) settles it
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
      failed('The Data Story was not saved')(error);
    },
  });
  const comment = useMutation({
    meta: { silentError: true },
    mutationFn: ({ id, text }: { id: string; text: string }) => commentSnapshot(id, text),
    onSuccess: refresh,
    onError: failed('The comment was not saved'),
  });
  const remove = useMutation({
    meta: { silentError: true },
    mutationFn: (id: string) => deleteSnapshot(id),
    onSuccess: refresh,
    onError: failed('The snapshot was not deleted'),
  });
  const share = useMutation({
    meta: { silentError: true },
    mutationFn: (days: number) => shareLink(workspaceId, days),
    onSuccess: refresh,
    onError: failed('The link was not saved'),
  });
  const unshare = useMutation({
    meta: { silentError: true },
    mutationFn: () => removeLink(workspaceId),
    onSuccess: refresh,
    onError: failed('The link was not removed'),
  });
  const uploadImage = useMutation({
    meta: { silentError: true },
    mutationFn: ({ name, file }: { name: string; file: File }) => addImage(workspaceId, name, file),
    onSuccess: refresh,
  });
  const add = useMutation({
    meta: { silentError: true },
    mutationFn: (draft: SnapshotDraft) => addSnapshot(workspaceId, draft),
    onSuccess: refresh,
  });
  return { update, comment, remove, share, unshare, uploadImage, add };
}
