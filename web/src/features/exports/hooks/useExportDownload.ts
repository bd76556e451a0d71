import type { GroupReportRequest, RawDataRequest } from '@canopy/contracts/analytics/exports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { downloadExport } from '../api';
import { exportKeys } from '../queries';

type Download = { path: string; body: RawDataRequest | GroupReportRequest; fallbackName: string };

/**
 * An export downloaded as the server streams it: `received` counts the bytes so far for the progress line; after
 * it, the workspace's unmaskings are read again (an unmasked file has just been recorded).
 */
export function useExportDownload(workspaceId: string) {
  const queryClient = useQueryClient();
  const [received, setReceived] = useState(0);
  const mutation = useMutation({
    mutationFn: ({ path, body, fallbackName }: Download) => {
      setReceived(0);
      return downloadExport(path, body, fallbackName, setReceived);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: exportKeys.unmaskings(workspaceId) }),
  });
  return { ...mutation, received };
}
