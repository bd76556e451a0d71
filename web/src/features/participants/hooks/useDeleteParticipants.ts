import { ParticipantMessages } from '@canopy/contracts';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteParticipant, deleteParticipants } from '../api';
import { invalidateRoster } from '../queries';

/**
 * Deletes one participant (DELETE participants/{id}) or several (DELETE participants) with the spec's
 * toasts; once the server confirms, the list and every group are reloaded without them.
 */
export function useDeleteParticipants(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silentError: true },
    mutationFn: async (ids: readonly string[]) => {
      if (ids.length === 1) await deleteParticipant(ids[0]!);
      else await deleteParticipants(ids);
      return ids;
    },
    onSuccess: () => notifications.show({ color: 'canopy', title: ParticipantMessages.deletedTitle, message: ParticipantMessages.deleted }),
    onError: () => notifications.show({ color: 'red', title: 'Error', message: ParticipantMessages.notDeleted }),
    onSettled: () => invalidateRoster(queryClient, workspaceId),
  });
}
