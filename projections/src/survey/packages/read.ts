import type { PackageCore } from '@canopy/contracts/survey/api';
import { packageShape } from '@canopy/contracts/survey/events';
import { typedQueries, type Queryable } from '@canopy/platform/db/typedQueries';
import { sql } from 'slonik';
import { z } from 'zod';
import { ASSESSMENT_COLUMNS, ASSESSMENT_FROM, AssessmentRow, toAssessment } from '../library/read.ts';

// The only door to `survey_packages` (ADR 0028), rows checked by their zod schemas (typedQueries); the
// assessments of a package are read with the library's row shape (a deleted assessment drops out of every package).

export const PackageRow = z.object({
  id: z.string(),
  workspace_id: z.string(),
  team_id: z.string(),
  ...packageShape,
  created_at: z.date(),
});
export type PackageRow = z.infer<typeof PackageRow>;

const MemberRow = AssessmentRow.extend({ package_id: z.string(), relation_created_at: z.date() });
type MemberRow = z.infer<typeof MemberRow>;

const PACKAGE_COLUMNS = sql.fragment`id, workspace_id, team_id, name, description, languages_tags, is_scheduled, logo_team, logo_workspace,
  welcome_screen_title, welcome_screen_description, is_attributed, created_at`;

export const createPackagesReader = (queryable: Queryable) => {
  const db = typedQueries(queryable);
  const membersOf = async (ids: readonly string[]) =>
    ids.length === 0
      ? []
      : db.any(sql.type(MemberRow)`
      select pa.package_id, pa.relation_created_at, ${ASSESSMENT_COLUMNS}
        from survey_packages.package_assessments pa
        join (${ASSESSMENT_FROM}) on a.id = pa.assessment_id and a.deleted_at is null
       where pa.package_id = any(${sql.array(ids, 'text')})
       order by pa.relation_created_at, a.id`);
  const attach = (rows: readonly PackageRow[], members: readonly MemberRow[]): PackageCore[] =>
    rows.map((row) => ({
      ...row,
      created_at: row.created_at.toISOString(),
      assessments: members
        .filter((member) => member.package_id === row.id)
        .map((member) => ({ ...toAssessment(member), relation_created_at: member.relation_created_at.toISOString() })),
    }));
  const withAssessments = async (rows: readonly PackageRow[]): Promise<PackageCore[]> =>
    attach(rows, await membersOf(rows.map((row) => row.id)));
  const byId = (id: string): Promise<PackageRow | null> =>
    db.maybeOne(sql.type(PackageRow)`select ${PACKAGE_COLUMNS} from survey_packages.packages where id = ${id} and deleted_at is null`);
  return {
    /** a live package, whichever team it belongs to (the route applies the access rule) */
    byId,
    async one(id: string): Promise<PackageCore | null> {
      // both at once: every respondent request reads its package, and one round trip fewer is latency saved
      const [row, members] = await Promise.all([byId(id), membersOf([id])]);
      return row ? (attach([row], members)[0] ?? null) : null;
    },
    async ofWorkspace(workspaceId: string): Promise<PackageCore[]> {
      const rows = await db.any(sql.type(PackageRow)`
        select ${PACKAGE_COLUMNS} from survey_packages.packages
         where workspace_id = ${workspaceId} and deleted_at is null order by lower(name), created_at, id`);
      return withAssessments(rows);
    },
    /** what the link rules need: whether delayed messages hold the link, and the fewest days a link may run */
    linkRulesOf: (id: string) =>
      db.maybeOne(
        sql.type(z.object({ has_delayed_messages: z.boolean(), min_number_of_days: z.number().int() }))`
          select has_delayed_messages, min_number_of_days from survey_packages.packages where id = ${id} and deleted_at is null`,
      ),
    /** the ids of the assessments the package holds now */
    assessmentIdsOf: (id: string): Promise<readonly string[]> =>
      db.anyFirst(sql.type(z.object({ assessment_id: z.string() }))`
        select pa.assessment_id from survey_packages.package_assessments pa where pa.package_id = ${id} order by pa.relation_created_at, pa.assessment_id`),
    /** the ids of the assessments the workspace's packages hold */
    assessmentIdsOfWorkspace: (workspaceId: string): Promise<readonly string[]> =>
      db.anyFirst(sql.type(z.object({ assessment_id: z.string() }))`
        select distinct pa.assessment_id from survey_packages.package_assessments pa
          join survey_packages.packages p on p.id = pa.package_id and p.deleted_at is null
         where p.workspace_id = ${workspaceId}`),
  };
};

export type PackagesReader = ReturnType<typeof createPackagesReader>;
