/**
 * `survey_packages`: the packages of every workspace and the assessments each holds (with when they joined).
 * A deleted package keeps its row with `deleted_at` and loses its memberships.
 */
export const packagesSchema = {
  name: 'survey_packages',
  version: 3,
  migrations: [
    `create table packages (
      id text primary key,
      workspace_id text not null,
      team_id text not null,
      name text not null,
      description text not null,
      languages_tags jsonb not null,
      is_scheduled boolean not null,
      logo_team boolean not null,
      logo_workspace boolean not null,
      welcome_screen_title jsonb not null,
      welcome_screen_description jsonb not null,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      deleted_at timestamptz
    )`,
    'create index packages_workspace on packages (workspace_id) where deleted_at is null',
    `create table package_assessments (
      package_id text not null,
      assessment_id text not null,
      relation_created_at timestamptz not null,
      primary key (package_id, assessment_id)
    )`,
    'create index package_assessments_assessment on package_assessments (assessment_id)',
    // what the link rules read; the messaging context sets them from its events (until then: no delayed messages, no minimum)
    'alter table packages add column has_delayed_messages boolean not null default false, add column min_number_of_days int not null default 0',
    // answers seen with the respondent's name (ADR 0085); every package written before the field is confidential
    'alter table packages add column is_attributed boolean not null default false',
  ],
};
