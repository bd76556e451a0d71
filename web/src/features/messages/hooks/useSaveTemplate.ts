import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorDetail } from '../../../shared/api/http';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { createTemplate } from '../api';
import { messageKeys } from '../queries';

/** Keeps the wizard's subject, text and link type as a template of the team. */
export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTemplate,
    meta: { silentError: true },
    onSuccess: () => {
      notifySuccess('Template was saved');
      return queryClient.invalidateQueries({ queryKey: messageKeys.templates() });
    },
    onError: (error) => notifyError(errorDetail(error)),
  });
}
