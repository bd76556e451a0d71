import { useQuery } from '@tanstack/react-query';
import { workspaceOptionTypesQuery } from '../queries';

/** The answers each additional-info question offers (GET /workspaces/option-types). */
export function useWorkspaceOptionTypes() {
  return useQuery(workspaceOptionTypesQuery());
}
