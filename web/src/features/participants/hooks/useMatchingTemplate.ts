import { useQuery } from '@tanstack/react-query';
import { matchingTemplateQuery } from '../queries';

/** The column mapping the workspace's CSV imports saved (null when there is none yet). */
export function useMatchingTemplate(workspaceId: string) {
  return useQuery(matchingTemplateQuery(workspaceId));
}
