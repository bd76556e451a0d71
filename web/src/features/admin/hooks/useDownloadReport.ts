import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadReport } from '../api';
import { adminKeys } from '../queries';

/** downloads a report file; the audit trail it adds to is reloaded */
export function useDownloadReport() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silentError: true },
    mutationFn: ({ path, fallbackName, body }: { path: string; fallbackName: string; body?: unknown }) =>
      downloadReport(path, fallbackName, body),
    onSuccess: (name) => {
      notifications.show({ color: 'green', title: 'Downloaded', message: name });
      return queryClient.invalidateQueries({ queryKey: adminKeys.audit({}).slice(0, 2) });
    },
  });
}
