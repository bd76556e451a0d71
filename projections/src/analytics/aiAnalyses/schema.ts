/**
 * The `analytics_ai` read model (ADR 0072): the open answers the AI analysis reads (each with the language it was
 * written in, its day and, unless it was anonymous, who wrote it, for cutting by group), and each analysis run with
 * its status and results. Comments of a deleted participant go with them.
 */
export const aiAnalysesSchema = {
  name: 'analytics_ai',
  version: 1,
  migrations: [
    `create table comments (
      source text primary key,
      workspace_id text not null,
      package_id text not null,
      cycle_id text not null,
      assessment_id text not null,
      question_id text not null,
      participant_id text,
      language text,
      text text not null,
      day date not null
    )`,
    'create index comments_package on comments (package_id, cycle_id, day)',
    'create index comments_participant on comments (participant_id) where participant_id is not null',
    `create table runs (
      run_id text primary key,
      workspace_id text not null,
      team_id text not null,
      package_id text not null,
      cycle_id text not null,
      link_id text not null,
      is_forever boolean not null,
      period_start timestamptz not null,
      period_end timestamptz,
      trigger text not null,
      status text not null,
      reason text,
      attempts int not null default 0,
      analyser text,
      requested_at timestamptz not null,
      updated_at timestamptz not null
    )`,
    'create index runs_workspace on runs (workspace_id, requested_at)',
    `create table results (
      run_id text not null,
      assessment_id text not null,
      question_id text not null,
      group_id text not null,
      language text not null,
      result jsonb not null,
      primary key (run_id, assessment_id, question_id, group_id, language)
    )`,
  ],
};
