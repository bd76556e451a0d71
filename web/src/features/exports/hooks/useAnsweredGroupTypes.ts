import { useQuery } from '@tanstack/react-query';
import { fetchAnsweredOriginSources } from '../api';
import { exportKeys } from '../queries';

/** the group types of the groups the package's respondents are in: of one cycle (its link), or of every answered one */
export function useAnsweredGroupTypes(workspaceId: string, packageId: string | null, link: string | null) {
  return useQuery({
    queryKey: exportKeys.answeredGroupTypes(workspaceId, packageId, link),
    queryFn: () => fetchAnsweredOriginSources(workspaceId, { package_id: packageId!, link: link ?? '', is_all: link === null }),
    enabled: packageId !== null,
  });
}
