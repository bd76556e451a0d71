import {
  AnswerType,
  AssessmentType,
  Collection,
  LanguageTag,
  languagesOf,
  Origin,
  Question,
  type Assessment,
} from '@canopy/contracts/survey/api';
import { typedQueries, type Queryable } from '@canopy/platform/db/typedQueries';
import { sql, type FragmentSqlToken } from 'slonik';
import { z } from 'zod';

// The only door to `survey_library` (ADR 0028): typed readers whose every row is checked against its zod
// schema (typedQueries), so a column that drifts from what the screens expect fails here.

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
  unreviewed_languages: z.array(LanguageTag),
  created_at: z.date(),
});
export type AssessmentRow = z.infer<typeof AssessmentRow>;

export const CategoryRow = z.object({ id: z.string(), team_id: z.string().nullable(), name: z.string(), description: z.string() });
export type CategoryRow = z.infer<typeof CategoryRow>;

/** the columns of an assessment row, for readers that join more to it */
export const ASSESSMENT_COLUMNS = sql.fragment`a.id, a.team_id, a.origin, a.collection, a.code, a.version, a.category_id, c.name as category_name, a.name,
  a.description, a.type, a.answer_type, a.is_cloneable, a.is_archived, a.been_answered, a.questions, a.unreviewed_languages, a.created_at`;
/** an assessment with its category's name (a deleted category leaves it nameless) */
export const ASSESSMENT_FROM = sql.fragment`survey_library.assessments a
  left join survey_library.categories c on c.id = a.category_id and c.deleted_at is null`;

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
  unreviewed_languages: row.unreviewed_languages,
  questions: row.questions,
  created_at: row.created_at.toISOString(),
});

export const createLibraryReader = (queryable: Queryable) => {
  const db = typedQueries(queryable);
  const assessments = async (where: FragmentSqlToken): Promise<readonly AssessmentRow[]> =>
    db.any(sql.type(AssessmentRow)`
      select ${ASSESSMENT_COLUMNS} from ${ASSESSMENT_FROM}
       where a.deleted_at is null and ${where}
       order by lower(a.name ->> 'en_US'), a.created_at, a.id`);
  return {
    /** a team's categories (null: the default library's shelves), by name */
    categories: (teamId: string | null): Promise<readonly CategoryRow[]> =>
      db.any(sql.type(CategoryRow)`
        select id, team_id, name, description from survey_library.categories
         where deleted_at is null and team_id is not distinct from ${teamId}
         order by lower(name), created_at, id`),
    /** whether the category is one of the team's own (the default shelves are nobody's to fill) */
    isTeamCategory: (teamId: string, categoryId: string): Promise<boolean> =>
      db.exists(
        sql.type(
          z.object({}),
        )`select from survey_library.categories where id = ${categoryId} and team_id = ${teamId} and deleted_at is null`,
      ),
    activeInCategory: (categoryId: string): Promise<number> =>
      db.oneFirst(sql.type(z.object({ n: z.number().int() }))`
        select count(*)::int as n from survey_library.assessments where category_id = ${categoryId} and deleted_at is null and not is_archived`),
    /** whether the team ever had a category, deleted or not (the demo seed fills a team's library once) */
    teamHasAnyCategory: (teamId: string): Promise<boolean> =>
      db.exists(sql.type(z.object({}))`select from survey_library.categories where team_id = ${teamId}`),
    /** the team's own assessments, archived or not */
    ofTeam: (teamId: string, archived: boolean) => assessments(sql.fragment`a.team_id = ${teamId} and a.is_archived = ${archived}`),
    /** the default library's assessments on one shelf */
    ofCollection: (collection: Collection) => assessments(sql.fragment`a.origin = 'default' and a.collection = ${collection}`),
    /** an assessment the team may see: its own or a default one */
    async visible(teamId: string, id: string): Promise<AssessmentRow | null> {
      const rows = await assessments(sql.fragment`a.id = ${id} and (a.team_id = ${teamId} or a.team_id is null)`);
      return rows[0] ?? null;
    },
    byIds: (ids: readonly string[]) => assessments(sql.fragment`a.id = any(${sql.array(ids, 'text')})`),
  };
};

export type LibraryReader = ReturnType<typeof createLibraryReader>;
