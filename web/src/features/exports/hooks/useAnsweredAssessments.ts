import { useQuery } from '@tanstack/react-query';
import { answeredAssessmentsQuery } from '../queries';

/** the answered assessments of a package (none chosen: nothing is fetched) */
export function useAnsweredAssessments(workspaceId: string, packageId: string | null) {
  return useQuery({ ...answeredAssessmentsQuery(workspaceId, packageId ?? ''), enabled: packageId !== null });
}
