import { useQuery } from '@tanstack/react-query';
import { withoutCollaborationsQuery } from '../queries';

/** The participants who have not chosen collaborators yet (read once the Participation List opens). */
export function useWithoutCollaborations(workspaceId: string, enabled: boolean) {
  return useQuery({ ...withoutCollaborationsQuery(workspaceId), enabled });
}
