import { AnswerType, AssessmentType, Collection, LanguageTag, languagesOf, Origin, Question, type Assessment } from '@canopy/contracts/survey/api';
import type pg from 'pg';
import { z } from 'zod';

// Typed readers of `survey_library` (schema.ts). Every row is parsed by its zod schema, so a column that drifts
// from what the screens expect fails here, loudly, instead of in the browser.

const texts = z.partialRecord(LanguageTag, z.string());

export const AssessmentRow = z.object({
  id: z.string(),
  team_id: z.string().nullable(),
  origin: Origin,
  collection: Collection.nullable(),
  code: z.string(),
  version: z.number().int(),
  category_id: z.string().nullable(),
  category_name: z.string().nullable(),
  name: texts,
  description: texts,
  type: AssessmentType,
  answer_type: AnswerType,
  is_cloneable: z.boolean(),
  is_archived: z.boolean(),
  been_answered: z.boolean(),
  questions: z.array(Question),
  created_at: z.date(),
});
export type AssessmentRow = z.infer<typeof AssessmentRow>;

export const CategoryRow = z.object({ id: z.string(), team_id: z.string().nullable(), name: z.string(), description: z.string() });
export type CategoryRow = z.infer<typeof CategoryRow>;

const parseRows = <S extends z.ZodType>(schema: S, rows: unknown[]): z.infer<S>[] => rows.map((row) => schema.parse(row));

const SELECT_ASSESSMENT = `select a.id, a.team_id, a.origin, a.collection, a.code, a.version, a.category_id, c.name as category_name, a.name, a.description,
                                  a.type, a.answer_type, a.is_cloneable, a.is_archived, a.been_answered, a.questions, a.created_at
                             from survey_library.assessments a
                             left join survey_library.categories c on c.id = a.category_id and c.deleted_at is null`;
const ORDER_ASSESSMENTS = "order by lower(a.name ->> 'en_US'), a.created_at, a.id";

/** the API's Assessment */
export const toAssessment = (row: AssessmentRow): Assessment => ({
  id: row.id,
  name: row.name,
  description: row.description,
  type: row.type,
  answer_type: row.answer_type,
  code: row.code,
  version: row.version,
  team_id: row.team_id,
  category_id: row.category_id,
  category_name: row.category_name ?? '',
  origin: row.origin,
  collection: row.collection,
  is_cloneable: row.is_cloneable,
  is_archived: row.is_archived,
  been_answered: row.been_answered,
  number_of_questions: row.questions.length,
  languages: languagesOf(row.name, ...row.questions.map((question) => question.body)),
  questions: row.questions,
  created_at: row.created_at.toISOString(),
});

export const createLibraryReader = (pool: pg.Pool) => {
  const assessments = async (where: string, values: unknown[]) => {
    const result = await pool.query(`${SELECT_ASSESSMENT} where a.deleted_at is null and ${where} ${ORDER_ASSESSMENTS}`, values);
    return parseRows(AssessmentRow, result.rows);
  };
  return {
    /** a team's categories (null: the default library's shelves), by name */
    async categories(teamId: string | null): Promise<CategoryRow[]> {
      const result = await pool.query(
        `select id, team_id, name, description from survey_library.categories
          where deleted_at is null and team_id is not distinct from $1 order by lower(name), created_at, id`,
        [teamId],
      );
      return parseRows(CategoryRow, result.rows);
    },
    /** whether the category is one of the team's own (the default shelves are nobody's to fill) */
    async isTeamCategory(teamId: string, categoryId: string): Promise<boolean> {
      const result = await pool.query('select 1 from survey_library.categories where id = $1 and team_id = $2 and deleted_at is null', [categoryId, teamId]);
      return (result.rowCount ?? 0) > 0;
    },
    async activeInCategory(categoryId: string): Promise<number> {
      const result = await pool.query('select count(*)::int as n from survey_library.assessments where category_id = $1 and deleted_at is null and not is_archived', [categoryId]);
      return z.object({ n: z.number() }).parse(result.rows[0]).n;
    },
    /** the team's own assessments, archived or not */
    ofTeam: (teamId: string, archived: boolean) => assessments('a.team_id = $1 and a.is_archived = $2', [teamId, archived]),
    /** the default library's assessments on one shelf */
    ofCollection: (collection: Collection) => assessments("a.origin = 'default' and a.collection = $1", [collection]),
    /** an assessment the team may see: its own or a default one */
    async visible(teamId: string, id: string): Promise<AssessmentRow | null> {
      const rows = await assessments('a.id = $1 and (a.team_id = $2 or a.team_id is null)', [id, teamId]);
      return rows[0] ?? null;
    },
    byIds: (ids: readonly string[]) => assessments('a.id = any($1::text[])', [ids]),
  };
};

export type LibraryReader = ReturnType<typeof createLibraryReader>;
