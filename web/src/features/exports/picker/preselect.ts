import type { ParticipationItem } from '@canopy/contracts/analytics/api';
import type { AnsweredCycle } from '@canopy/contracts/analytics/exports';

// What the export pages open on (nothing to choose before the first Export): the package of the newest cycle someone
// finished, and that package's latest answered cycle. The open cycle of today, with nobody finished, is never it.

/** the package holding the newest cycle with a finished answer, among those the page offers; else the first offered */
export const preferredPackageId = (offered: readonly { id: string }[], participation: readonly ParticipationItem[]): string | null => {
  const ids = new Set(offered.map((item) => item.id));
  const newest = participation
    .filter((item) => item.number_of_finished > 0 && ids.has(item.package_id))
    .sort((a, b) => Date.parse(b.cycle_date) - Date.parse(a.cycle_date))[0];
  return newest?.package_id ?? offered[0]?.id ?? null;
};

/** the package's latest cycle with respondents (the lookups list answered cycles oldest first) */
export const latestAnsweredCycle = (cycles: readonly AnsweredCycle[]): AnsweredCycle | null =>
  [...cycles].filter((cycle) => cycle.respondents > 0).sort((a, b) => Date.parse(b.from) - Date.parse(a.from))[0] ?? null;
