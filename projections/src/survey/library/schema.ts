/**
 * `survey_library`: the categories and assessments of every team and of the default library (team_id null).
 * Texts in several languages are jsonb maps (`{"en_US": "...", "es_ES": "..."}`); questions a jsonb array.
 * Deleted rows keep their row with `deleted_at` (packages and answers of other contexts may still name them).
 */
export const librarySchema = {
  name: 'survey_library',
  // 2: been_answered from the answers themselves (AssessmentResponseSubmitted), not only from AssessmentAnswered
  version: 2,
  migrations: [
    `create table categories (
      id text primary key,
      team_id text,
      name text not null,
      description text not null default '',
      created_at timestamptz not null,
      deleted_at timestamptz
    )`,
    'create index categories_team on categories (team_id, lower(name)) where deleted_at is null',
    `create table assessments (
      id text primary key,
      team_id text,
      origin text not null,
      collection text,
      code text not null,
      version int not null,
      category_id text,
      name jsonb not null,
      description jsonb not null,
      type text not null,
      answer_type text not null,
      is_cloneable boolean not null,
      is_archived boolean not null default false,
      been_answered boolean not null default false,
      questions jsonb not null,
      copied_from text,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      deleted_at timestamptz
    )`,
    'create index assessments_team on assessments (team_id, category_id) where deleted_at is null',
    // the languages no fluent reader has reviewed (ADR 0135); older events carry none
    `alter table assessments add column unreviewed_languages jsonb not null default '[]'`,
  ],
};
