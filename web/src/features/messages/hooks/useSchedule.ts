import { useQuery } from '@tanstack/react-query';
import { scheduleQuery } from '../queries';

/** The Package Schedule of a workspace (none asked while no workspace is chosen). */
export function useSchedule(workspaceId: string | undefined) {
  return useQuery({ ...scheduleQuery(workspaceId ?? ''), enabled: Boolean(workspaceId) });
}
