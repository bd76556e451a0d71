import type { IdentifyFailures } from '@canopy/contracts/survey/respondent';
import type { Prelude } from '@canopy/platform/http/prelude';
import type { PackageRow } from '@canopy/projections/survey/packages/read';
import type { RespondentRosterReader } from '@canopy/workspace';
import type { IdentifyLimits, IdentifyThrottle } from './identifyThrottle.ts';

// the package in `:id` (another team's 404, one in a workspace the caller is not assigned to 403), as every package call
export { assignedPackage as access } from '../package/packagePorts.ts';

export type IdentifyFailurePorts = {
  throttle: Pick<IdentifyThrottle, 'ofPackage'>;
  roster: Pick<RespondentRosterReader, 'namesAmong'>;
  limits: Pick<IdentifyLimits, 'perPerson'>;
};

/** wrong credentials typed on the package's link in the last seven days, per person, named from the roster */
export const readIdentifyFailures =
  (ports: IdentifyFailurePorts) =>
  async (_input: unknown, { scope: pkg, now }: Prelude<PackageRow>): Promise<IdentifyFailures> => {
    const rows = await ports.throttle.ofPackage(pkg.id, now);
    const ids = rows.flatMap((row) => (row.participant_id ? [row.participant_id] : []));
    const names = new Map((ids.length === 0 ? [] : await ports.roster.namesAmong(pkg.workspace_id, ids)).map((row) => [row.id, row]));
    return {
      per_person_per_hour: ports.limits.perPerson,
      people: rows.map((row) => {
        const name = row.participant_id ? names.get(row.participant_id) : undefined;
        return {
          participant_id: row.participant_id,
          first_name: name?.first_name ?? '',
          last_name: name?.last_name ?? '',
          failures: row.failures,
          failures_last_hour: row.failures_in_window,
          last_failed_at: row.last_failed_at,
          locked: row.locked,
        };
      }),
    };
  };
