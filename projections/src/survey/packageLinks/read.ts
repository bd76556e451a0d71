import { typedQueries, type Queryable } from '@canopy/platform/db/typedQueries';
import { sql } from 'slonik';
import { z } from 'zod';
import { systemClock } from '@canopy/platform/time/clock';

// The only door to `survey_package_links` (ADR 0028): the package card's link, the public link lookup and the
// cycles analytics and exports list (docs/decisions/0035-link-cycles.md).

export const LinkRow = z.strictObject({
  link_id: z.string(),
  cycle_id: z.string(),
  package_id: z.string(),
  workspace_id: z.string(),
  team_id: z.string(),
  is_forever: z.boolean(),
  expires_at: z.date().nullable(),
  is_paused: z.boolean(),
  created_at: z.date(),
  removed_at: z.date().nullable(),
  replaced_at: z.date().nullable(),
});
export type LinkRow = z.infer<typeof LinkRow>;

/** what a link is to a respondent right now */
export type LinkState = 'open' | 'paused' | 'expired' | 'removed';
export const linkStateOf = (
  row: Pick<LinkRow, 'is_forever' | 'expires_at' | 'is_paused' | 'removed_at' | 'replaced_at'>,
  now: Date,
): LinkState => {
  if (row.removed_at || row.replaced_at) return 'removed';
  if (!row.is_forever && row.expires_at && row.expires_at.getTime() <= now.getTime()) return 'expired';
  return row.is_paused ? 'paused' : 'open';
};

/** a cycle as analytics and exports show it: `to` null while it is open ('to current') */
export type Cycle = { cycle_id: string; link_id: string; package_id: string; is_forever: boolean; from: Date; to: Date | null };
export const cycleOf = (row: LinkRow, now: Date): Cycle => {
  const ends = [
    row.removed_at,
    row.replaced_at,
    !row.is_forever && row.expires_at && row.expires_at.getTime() <= now.getTime() ? row.expires_at : null,
  ].filter((date): date is Date => date instanceof Date);
  const to = ends.length === 0 ? null : new Date(Math.min(...ends.map((date) => date.getTime())));
  return { cycle_id: row.cycle_id, link_id: row.link_id, package_id: row.package_id, is_forever: row.is_forever, from: row.created_at, to };
};

const COLUMNS = sql.fragment`link_id, cycle_id, package_id, workspace_id, team_id, is_forever, expires_at, is_paused, created_at, removed_at, replaced_at`;

export const createPackageLinksReader = (queryable: Queryable) => {
  const db = typedQueries(queryable);
  return {
    /** the package's link (not removed; it may have expired), null when it has none */
    current: (packageId: string): Promise<LinkRow | null> =>
      db.maybeOne(
        sql.type(
          LinkRow,
        )`select ${COLUMNS} from survey_package_links.links where package_id = ${packageId} and removed_at is null and replaced_at is null`,
      ),
    /** any link ever generated, by its id: the public lookup (the caller judges its state with `linkStateOf`) */
    byLinkId: (linkId: string): Promise<LinkRow | null> =>
      db.maybeOne(sql.type(LinkRow)`select ${COLUMNS} from survey_package_links.links where link_id = ${linkId}`),
    byCycleId: (cycleId: string): Promise<LinkRow | null> =>
      db.maybeOne(sql.type(LinkRow)`select ${COLUMNS} from survey_package_links.links where cycle_id = ${cycleId}`),
    /** every cycle of the package, oldest first */
    async cyclesOfPackage(packageId: string, now = systemClock.now()): Promise<Cycle[]> {
      const rows = await db.any(
        sql.type(LinkRow)`select ${COLUMNS} from survey_package_links.links where package_id = ${packageId} order by created_at, link_id`,
      );
      return rows.map((row) => cycleOf(row, now));
    },
    /** the cycles that ended (removed, replaced or expired) at or after `since` and by `now`: the alert digest's (ADR 0133) */
    async endedBetween(since: Date, now: Date): Promise<(Cycle & { workspace_id: string })[]> {
      const rows = await db.any(
        sql.type(LinkRow)`select ${COLUMNS} from survey_package_links.links
          where least(removed_at, replaced_at, case when not is_forever then expires_at end) between ${since.toISOString()}::timestamptz and ${now.toISOString()}::timestamptz
          order by created_at, link_id`,
      );
      return rows.flatMap((row) => {
        const cycle = cycleOf(row, now);
        return cycle.to ? [{ ...cycle, workspace_id: row.workspace_id }] : [];
      });
    },
    /** the current links of these packages (for a list of package cards) */
    async currentOfPackages(packageIds: readonly string[]): Promise<Map<string, LinkRow>> {
      const rows = await db.any(
        sql.type(
          LinkRow,
        )`select ${COLUMNS} from survey_package_links.links where package_id = any(${sql.array([...packageIds], 'text')}) and removed_at is null and replaced_at is null`,
      );
      return new Map(rows.map((row) => [row.package_id, row]));
    },
  };
};
export type PackageLinksReader = ReturnType<typeof createPackageLinksReader>;
