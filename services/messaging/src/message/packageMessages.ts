import { createMessagesReader } from '@canopy/projections/messaging/messages/read';
import type { PackageMessagesPort } from '@canopy/survey';

/**
 * Messaging's side of survey's port (ADR 0136): a package's notified count and its schedule, read from the
 * messages read model messaging owns, and nothing else of it.
 */
export const createPackageMessages: PackageMessagesPort = (queryable) => {
  const messages = createMessagesReader(queryable);
  return { notified: messages.notified, packageSchedule: (packageId, now) => messages.packageSchedule(packageId, now) };
};
