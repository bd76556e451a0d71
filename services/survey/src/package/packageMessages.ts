import type { Queryable } from '@canopy/platform/db/typedQueries';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';

// What survey asks of a package's messages (ADR 0136). Messaging owns the messages read model and imports survey
// (package access, personal links), so survey cannot import messaging back: it names this port and messaging
// implements it (`createPackageMessages` in @canopy/messaging); the gateway hands it over when it mounts survey.

/** the package rule's answer: whether scheduled or triggered messages hold the link, and the days they need */
export type PackageSchedule = { is_has_delayed_message: boolean; min_number_of_days: number };

export type PackageMessages = {
  /** how many distinct participants the package's mail reached in the cycle (its notified count) */
  notified: (packageId: string, cycleId: string) => Promise<number>;
  /** the package's scheduled and triggered messages as of `now` */
  packageSchedule: (packageId: string, now: Date) => Promise<PackageSchedule>;
};

/** the port: messaging's reader over the queryable survey reads with */
export type PackageMessagesPort = (queryable: Queryable) => PackageMessages;

/** what survey's routes need: the platform's deps and the ports other contexts implement for it */
export type SurveyDeps = ServiceDeps & { packageMessages: PackageMessagesPort };
