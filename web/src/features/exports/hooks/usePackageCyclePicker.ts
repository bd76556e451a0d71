import { ALL_ASSESSMENTS_ID } from '@canopy/contracts/analytics/exports';
import { AnalyticsFilters } from '@canopy/contracts/analytics/api';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { participationQuery } from '../../culture/queries';
import { latestAnsweredCycle, preferredPackageId } from '../picker/preselect';
import { useAnsweredAssessments } from './useAnsweredAssessments';
import { useAnsweredCycles } from './useAnsweredCycles';
import { useAnsweredPackages } from './useAnsweredPackages';

const ALL_ANSWERS = AnalyticsFilters.parse({});

/** undefined: not chosen by hand yet, so the page's preselection stands; null: chosen empty */
type Picked = { packageId?: string | null; assessmentId?: string | null; links?: string[] };

/**
 * The package, assessment and cycle choices of both export pages (ADR 0131). Until a step is chosen by hand it holds
 * the preselection: the package of the newest answered cycle, its first answered assessment (Raw Data; the Group
 * Report reads every assessment) and its latest answered cycle. Choosing a package preselects its own latest cycle.
 */
export function usePackageCyclePicker(workspaceId: string, options: { rawData: boolean; onPackageChange?: () => void }) {
  const { rawData } = options;
  const [picked, setPicked] = useState<Picked>({});
  const packages = useAnsweredPackages(workspaceId, rawData);
  const participation = useQuery(participationQuery(workspaceId, ALL_ANSWERS));
  // the preselection waits for participation so it does not jump from the first package to the right one
  const preferred = packages.data && !participation.isLoading ? preferredPackageId(packages.data, participation.data ?? []) : null;
  const packageId = picked.packageId !== undefined ? picked.packageId : preferred;
  const assessments = useAnsweredAssessments(workspaceId, rawData ? packageId : null);
  const assessmentId = rawData
    ? picked.assessmentId !== undefined
      ? picked.assessmentId
      : (assessments.data?.[0]?.id ?? null)
    : packageId
      ? ALL_ASSESSMENTS_ID
      : null;
  const cycles = useAnsweredCycles(workspaceId, packageId, assessmentId, rawData);
  const latest = latestAnsweredCycle(cycles.data ?? []);
  const links = picked.links !== undefined ? picked.links : latest ? [latest.link] : [];

  return {
    packages,
    assessments,
    cycles,
    packageId,
    assessmentId,
    links,
    choosePackage: (id: string | null) => {
      // a new package clears what depended on the old one, and preselects its own assessment and cycle
      setPicked({ packageId: id });
      options.onPackageChange?.();
    },
    chooseAssessment: (id: string | null) => setPicked({ ...picked, packageId, assessmentId: id, links: undefined }),
    chooseLinks: (next: string[]) => setPicked({ ...picked, packageId, assessmentId, links: next }),
  };
}

export type PackageCyclePickerState = ReturnType<typeof usePackageCyclePicker>;
