import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorDetail } from '../../../shared/api/http';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { deleteTemplate } from '../api';
import { messageKeys } from '../queries';

/** Deletes one of the team's templates (asked first by the wizard). */
export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    meta: { silentError: true },
    onSuccess: () => {
      notifySuccess('Template was deleted');
      return queryClient.invalidateQueries({ queryKey: messageKeys.templates() });
    },
    onError: (error) => notifyError(errorDetail(error)),
  });
}
