import { LanguageTag, type Package } from '@canopy/contracts/survey/api';
import type pg from 'pg';
import { z } from 'zod';
import { AssessmentRow, toAssessment } from '../library/read.ts';

// Typed readers of `survey_packages` (schema.ts); the assessments of a package are read with the library's
// row shape (a deleted assessment drops out of every package).

const texts = z.partialRecord(LanguageTag, z.string());

export const PackageRow = z.object({
  id: z.string(),
  workspace_id: z.string(),
  team_id: z.string(),
  name: z.string(),
  description: z.string(),
  languages_tags: z.array(LanguageTag),
  is_scheduled: z.boolean(),
  logo_team: z.boolean(),
  logo_workspace: z.boolean(),
  welcome_screen_title: texts,
  welcome_screen_description: texts,
  created_at: z.date(),
});
export type PackageRow = z.infer<typeof PackageRow>;

const MemberRow = AssessmentRow.extend({ package_id: z.string(), relation_created_at: z.date() });

const SELECT_PACKAGE = `select id, workspace_id, team_id, name, description, languages_tags, is_scheduled, logo_team, logo_workspace,
                               welcome_screen_title, welcome_screen_description, created_at
                          from survey_packages.packages`;

export const createPackagesReader = (pool: pg.Pool) => {
  const withAssessments = async (rows: PackageRow[]): Promise<Package[]> => {
    if (rows.length === 0) return [];
    const result = await pool.query(
      `select pa.package_id, pa.relation_created_at, a.id, a.team_id, a.origin, a.collection, a.code, a.version, a.category_id, c.name as category_name,
              a.name, a.description, a.type, a.answer_type, a.is_cloneable, a.is_archived, a.been_answered, a.questions, a.created_at
         from survey_packages.package_assessments pa
         join survey_library.assessments a on a.id = pa.assessment_id and a.deleted_at is null
         left join survey_library.categories c on c.id = a.category_id and c.deleted_at is null
        where pa.package_id = any($1::text[])
        order by pa.relation_created_at, a.id`,
      [rows.map((row) => row.id)],
    );
    const members = result.rows.map((row) => MemberRow.parse(row));
    return rows.map((row) => ({
      ...row,
      created_at: row.created_at.toISOString(),
      assessments: members
        .filter((member) => member.package_id === row.id)
        .map((member) => ({ ...toAssessment(member), relation_created_at: member.relation_created_at.toISOString() })),
    }));
  };
  return {
    /** a live package, whichever team it belongs to (the route applies the access rule) */
    async byId(id: string): Promise<PackageRow | null> {
      const result = await pool.query(`${SELECT_PACKAGE} where id = $1 and deleted_at is null`, [id]);
      return result.rows[0] ? PackageRow.parse(result.rows[0]) : null;
    },
    async one(id: string): Promise<Package | null> {
      const row = await this.byId(id);
      return row ? ((await withAssessments([row]))[0] ?? null) : null;
    },
    async ofWorkspace(workspaceId: string): Promise<Package[]> {
      const result = await pool.query(`${SELECT_PACKAGE} where workspace_id = $1 and deleted_at is null order by lower(name), created_at, id`, [workspaceId]);
      return withAssessments(result.rows.map((row) => PackageRow.parse(row)));
    },
    /** the ids of the assessments the workspace's packages hold */
    async assessmentIdsOfWorkspace(workspaceId: string): Promise<string[]> {
      const result = await pool.query(
        `select distinct pa.assessment_id from survey_packages.package_assessments pa
           join survey_packages.packages p on p.id = pa.package_id and p.deleted_at is null
          where p.workspace_id = $1`,
        [workspaceId],
      );
      return result.rows.map((row) => z.object({ assessment_id: z.string() }).parse(row).assessment_id);
    },
  };
};

export type PackagesReader = ReturnType<typeof createPackagesReader>;
