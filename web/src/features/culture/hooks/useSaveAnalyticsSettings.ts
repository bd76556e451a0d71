import type { AnalyticsSettings } from '@canopy/contracts/analytics/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveAnalyticsSettings } from '../api';
import { notifySuccess } from '../../../shared/ui/notify';
import { cultureKeys } from '../queries';

/** saves the minimum group sizes; every chart of the workspace is drawn again under the new ones */
export function useSaveAnalyticsSettings(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silentError: true },
    mutationFn: (body: AnalyticsSettings) => saveAnalyticsSettings(workspaceId, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(cultureKeys.settings(workspaceId), saved);
      notifySuccess(
        'Minimum group size saved',
        `Charts now hide groups of fewer than ${saved.minimum_group_size} people (${saved.minimum_group_size_open_answers} for open answers).`,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: cultureKeys.charts(workspaceId) }),
        queryClient.invalidateQueries({ queryKey: cultureKeys.blocks(workspaceId) }),
        queryClient.invalidateQueries({ queryKey: cultureKeys.drivers(workspaceId) }),
      ]);
    },
  });
}
