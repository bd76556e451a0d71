import { ParticipantMessages } from '@canopy/contracts';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { uploadCsv, type CsvUpload } from '../api';
import { newImportId } from '../csv/importId';
import type { UploadProgress } from '../csv/sendWithProgress';
import { invalidateRoster } from '../queries';

/**
 * POST participants/workspace/{id}/by-csv with its upload progress; success announces itself with the
 * spec's toast and reloads the list, the groups and the saved template. The import screen shows failures.
 * Every upload gets a fresh import id, so the screen can ask the server how far that one import has got.
 */
export function useCsvImport(workspaceId: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [importId, setImportId] = useState<string | null>(null);
  const mutation = useMutation({
    meta: { silentError: true },
    mutationFn: (input: Omit<CsvUpload, 'workspaceId' | 'importId' | 'onProgress'>) => {
      const id = newImportId();
      setImportId(id);
      setProgress({ loaded: 0, total: input.file.size, sent: false });
      return uploadCsv({ ...input, workspaceId, importId: id, onProgress: setProgress });
    },
    onSuccess: () => {
      notifications.show({ color: 'canopy', title: 'Success', message: ParticipantMessages.csvUploaded });
      return invalidateRoster(queryClient, workspaceId);
    },
  });
  return { ...mutation, progress, importId };
}
