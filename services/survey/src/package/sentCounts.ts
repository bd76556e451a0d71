import type { Package, PackageCore, SentCounts } from '@canopy/contracts/survey/api';
import type { Queryable } from '@canopy/platform/db/typedQueries';
import { createPackageLinksReader } from '@canopy/projections/survey/packageLinks/read';
import { createParticipationReader } from '@canopy/projections/survey/participation/read';
import type { PackageMessagesPort } from './packageMessages.ts';

const NONE: SentCounts = { notified: 0, surveyed: 0 };

/**
 * A package's counts in its link's current cycle, read from their owners: who its mail reached (messaging,
 * through the port it implements) and who finished every assessment it holds (the participation read model). A new cycle starts
 * both from nought; a package without a link has no cycle and counts nothing.
 */
export const createSentCounts = (queryable: Queryable, packageMessages: PackageMessagesPort) => {
  const links = createPackageLinksReader(queryable);
  const messages = packageMessages(queryable);
  const participation = createParticipationReader(queryable);
  const countsOf = async (pkg: PackageCore): Promise<SentCounts> => {
    const cycleId = (await links.current(pkg.id))?.cycle_id;
    if (!cycleId) return NONE;
    const assessmentIds = pkg.assessments.map((assessment) => assessment.id);
    const [notified, { finished }] = await Promise.all([
      messages.notified(pkg.id, cycleId),
      participation.participationOf(pkg.id, cycleId, assessmentIds),
    ]);
    return { notified, surveyed: finished.length };
  };
  const withCounts = async (pkg: PackageCore): Promise<Package> => ({ ...pkg, count_sent_unique_emails: await countsOf(pkg) });
  return { withCounts, allWithCounts: (pkgs: readonly PackageCore[]) => Promise.all(pkgs.map(withCounts)) };
};

export type PackageSentCounts = ReturnType<typeof createSentCounts>;
