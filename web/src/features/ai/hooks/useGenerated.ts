import { useQuery } from '@tanstack/react-query';
import { fetchGeneratedAssessments, fetchGeneratedGroups, fetchGeneratedPackages, fetchGeneratedPeriods } from '../api';
import { aiKeys } from '../queries';

/** the AI Report's four steps: what has been analysed, narrowed by each choice before */
export function useGenerated(
  workspaceId: string,
  choice: {
    packageId: string | null;
    assessmentId: string | null;
    period: { run_id: string; package_link: string; period_start: string; period_end: string } | null;
  },
) {
  const { packageId, assessmentId, period } = choice;
  const packages = useQuery({
    queryKey: aiKeys.generatedPackages(workspaceId),
    queryFn: ({ signal }) => fetchGeneratedPackages(workspaceId, { signal }),
  });
  const assessments = useQuery({
    queryKey: aiKeys.generatedAssessments(workspaceId, packageId ?? ''),
    queryFn: ({ signal }) => fetchGeneratedAssessments(workspaceId, packageId!, { signal }),
    enabled: packageId !== null,
  });
  const periods = useQuery({
    queryKey: aiKeys.generatedPeriods(workspaceId, packageId ?? '', assessmentId ?? ''),
    queryFn: ({ signal }) => fetchGeneratedPeriods(workspaceId, packageId!, assessmentId!, { signal }),
    enabled: packageId !== null && assessmentId !== null,
  });
  const groups = useQuery({
    queryKey: aiKeys.generatedGroups(workspaceId, period?.run_id ?? '', assessmentId ?? ''),
    queryFn: ({ signal }) =>
      fetchGeneratedGroups(
        workspaceId,
        {
          link: period!.package_link,
          start_period: period!.period_start,
          end_period: period!.period_end,
          is_all: false,
          assessment_id: assessmentId!,
        },
        { signal },
      ),
    enabled: period !== null && assessmentId !== null,
  });
  return { packages, assessments, periods, groups };
}
