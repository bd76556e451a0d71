/**
 * The `analytics_exports` read model (ADR 0068): every submission as the respondent gave it (the scale value as
 * chosen, passes, what named text questions said), the anonymous texts apart with no participant, and every
 * export that named people. Each submission keeps the respondent's organisational fields at the answer (ADR
 * 0126). The raw data export reads it page by page; `analytics_answers` keeps the scores the charts and the group
 * report count, and the groups and tenure at the answer.
 */
export const exportsSchema = {
  name: 'analytics_exports',
  version: 2,
  migrations: [
    `create table submissions (
      package_id text not null,
      cycle_id text not null,
      participant_id text not null,
      assessment_id text not null,
      workspace_id text not null,
      submitted_at timestamptz not null,
      -- [{question_id, answer_type, value, passed}] as recorded
      answers jsonb not null,
      -- question id -> what a named text question said (personal data, opened by the runner)
      texts jsonb not null,
      primary key (package_id, cycle_id, participant_id, assessment_id)
    )`,
    'create index submissions_workspace on submissions (workspace_id, package_id, assessment_id, cycle_id)',
    'create table erased (participant_id text primary key)',
    `create table anonymous_texts (
      event_id text primary key,
      workspace_id text not null,
      package_id text not null,
      cycle_id text not null,
      assessment_id text not null,
      question_id text not null,
      text text not null
    )`,
    'create index anonymous_texts_package on anonymous_texts (package_id, assessment_id, cycle_id)',
    `create table unmaskings (
      export_id text primary key,
      workspace_id text not null,
      team_id text not null,
      consultant_id text not null,
      package_id text not null,
      package_name text not null,
      assessment_id text not null,
      assessment_name text not null,
      cycles jsonb not null,
      exported_at timestamptz not null
    )`,
    'create index unmaskings_workspace on unmaskings (workspace_id, exported_at desc)',
    // the organisational fields (job, department, location, pay group...) each person has now, from the roster's
    // events, so a submission is stamped with those they had when they answered (ADR 0126): a roster change after
    // the answer changes no exported row. Not personal data: the roster keeps them unsealed after an erasure
    `create table people (
      participant_id text primary key,
      fields jsonb not null
    )`,
    `alter table submissions add column fields jsonb not null default '{}'`,
  ],
};
