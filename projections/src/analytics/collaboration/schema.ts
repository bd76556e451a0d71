/**
 * the `collaboration` read model's schema: who chose whom in each submitted collaboration assessment, and each
 * participant's average score per submitted assessment (the details popup). Bump the version to rebuild.
 */
// ids are compared byte-wise (collate "C"): grouping and joining 20,000 pairs under a linguistic collation costs
// several times more, and an id has no language.
export const collaborationSchema = {
  name: 'collaboration',
  // 4: a deleted participant's choices leave (ADR 0091); a rebuild removes those of people deleted before
  version: 4,
  migrations: [
    `create table choices (
      workspace_id text not null,
      package_id text not null,
      cycle_id text not null,
      assessment_id text not null,
      source_id text collate "C" not null,
      target_id text collate "C" not null,
      collaboration_type text not null,
      submitted_at timestamptz not null,
      primary key (package_id, cycle_id, assessment_id, source_id, target_id, collaboration_type)
    )`,
    'create index choices_of_workspace on choices (workspace_id, submitted_at)',
    `create table scores (
      workspace_id text not null,
      participant_id text not null,
      package_id text not null,
      cycle_id text not null,
      assessment_id text not null,
      answer_type text not null,
      average double precision,
      submitted_at timestamptz not null,
      primary key (package_id, cycle_id, assessment_id, participant_id)
    )`,
    'create index scores_of_participant on scores (participant_id, submitted_at)',
  ],
};
