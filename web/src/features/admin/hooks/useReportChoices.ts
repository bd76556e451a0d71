import { useQuery } from '@tanstack/react-query';
import { groupTypesQuery, packageCyclesQuery, teamWorkspacesQuery, workspaceGroupsQuery, workspacePackagesQuery } from '../queries';

/** the choices of the report wizards, each loaded once the step before it is chosen */
export function useReportChoices(choice: { teamId: string | null; workspaceId: string | null; packageId: string | null }) {
  const workspaces = useQuery({ ...teamWorkspacesQuery(choice.teamId ?? ''), enabled: choice.teamId !== null });
  const packages = useQuery({ ...workspacePackagesQuery(choice.workspaceId ?? ''), enabled: choice.workspaceId !== null });
  const groups = useQuery({ ...workspaceGroupsQuery(choice.workspaceId ?? ''), enabled: choice.workspaceId !== null });
  const groupTypes = useQuery({ ...groupTypesQuery(choice.workspaceId ?? ''), enabled: choice.workspaceId !== null });
  const cycles = useQuery({ ...packageCyclesQuery(choice.packageId ?? ''), enabled: choice.packageId !== null });
  return { workspaces, packages, groups, groupTypes, cycles };
}
