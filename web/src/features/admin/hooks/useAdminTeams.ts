import { useQuery } from '@tanstack/react-query';
import { adminTeamsQuery } from '../queries';

/** every team with its members (GET /admin/teams) */
export function useAdminTeams() {
  return useQuery(adminTeamsQuery());
}
