/**
 * `survey_participation`: who answered which assessment of a package in which cycle (one row per accepted
 * submission), for messaging's 'All participants have responded' and the participation
 * rate. No answers' content: analytics keep their own read model. An erased participant's rows are deleted.
 */
export const participationSchema = {
  name: 'survey_participation',
  version: 1,
  migrations: [
    `create table responses (
      cycle_id text not null,
      participant_id text not null,
      assessment_id text not null,
      package_id text not null,
      workspace_id text not null,
      assessment_version int not null,
      submitted_at timestamptz not null,
      primary key (cycle_id, participant_id, assessment_id)
    )`,
    'create index responses_package on responses (package_id, cycle_id)',
    'create index responses_participant on responses (participant_id)',
    'create table erased (participant_id text primary key)',
  ],
} as const;
