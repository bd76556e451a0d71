import { useQuery } from '@tanstack/react-query';
import { useAuthenticatedSession } from '../../session/hooks/useSession';
import { teamWorkspacesQuery } from '../queries';

/** Every workspace of the signed-in consultant's team (GET /workspaces/by-team/{teamId}). */
export function useTeamWorkspaces() {
  const { team } = useAuthenticatedSession();
  return useQuery(teamWorkspacesQuery(team.id));
}
