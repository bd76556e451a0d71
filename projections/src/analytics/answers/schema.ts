import { CELLS_AFTER_REPLAY } from './cells.ts';

/**
 * The `analytics_answers` read model: every scored answer with what a chart filters and groups it by, copied
 * onto the row when it was given (the respondent's groups and start date then: ADR 0041), and the roster facts
 * it needs for that (who is in which group, who started when) kept here from the roster's own events.
 */
const ANSWERS_INDEX =
  'create index answers_assessment on answers (workspace_id, assessment_id, question_id) include (value, participant_id, cycle_id, answered_at)';
const SCORES_INDEX = 'create index scores_assessment on scores (workspace_id, assessment_id)';
const RESPONSES_INDEX = 'create index responses_workspace on responses (workspace_id)';

export const answersSchema = {
  name: 'analytics_answers',
  version: 8,
  migrations: [
    `create table people (
      participant_id text primary key,
      workspace_id text not null,
      first_name text not null,
      last_name text not null,
      hiring_date timestamptz
    )`,
    `create table groups (
      id text primary key,
      workspace_id text not null,
      name text not null,
      origin text not null,
      origin_source text not null,
      deleted boolean not null default false
    )`,
    'create index groups_workspace on groups (workspace_id)',
    `create table memberships (
      group_id text not null,
      participant_id text not null,
      primary key (participant_id, group_id)
    )`,
    'create index memberships_group on memberships (group_id)',
    `create table answers (
      workspace_id text not null,
      package_id text not null,
      cycle_id text not null,
      assessment_id text not null,
      question_id text not null,
      participant_id text not null,
      scale smallint not null,
      value smallint not null,
      answered_at timestamptz not null,
      tenure_days int,
      group_ids text[] not null
    )`,
    // no key: a submission's answers are written once, when its responses row is new (ADR 0049)
    ANSWERS_INDEX,
    // one row per submission with its scored answers counted by value: a chart over all of an assessment's
    // questions reads a tenth of the rows of \`answers\`
    `create table scores (
      workspace_id text not null,
      package_id text not null,
      cycle_id text not null,
      assessment_id text not null,
      participant_id text not null,
      answered_at timestamptz not null,
      tenure_days int,
      group_ids text[] not null,
      counts int[] not null,
      passes int not null,
      primary key (package_id, cycle_id, participant_id, assessment_id)
    )`,
    SCORES_INDEX,
    `create table responses (
      package_id text not null,
      cycle_id text not null,
      participant_id text not null,
      assessment_id text not null,
      workspace_id text not null,
      submitted_at timestamptz not null,
      primary key (package_id, cycle_id, participant_id, assessment_id)
    )`,
    RESPONSES_INDEX,
    // people erased: a submission projected after their erasure (accepted a moment before it) is left out
    'create table erased (participant_id text primary key)',
    `create table cycles (
      cycle_id text primary key,
      package_id text not null,
      workspace_id text not null,
      cycle_date timestamptz not null
    )`,
    // the cells of the filter lattice (ADR 0056, ADR 0086), kept as answers arrive: per question, cycle, set of groups
    // at the answer and tenure bucket (TENURE_BUCKETS' index; -1 no hiring date, -2 an answer before it), and scale,
    // how many answered (a pass is no answer), the passes and the answers by value. Every chart figure is a sum of
    // released rows here (ADR 0129: the per-cell rollups every released figure sums); `answered` summed over a cell's
    // scales is its size
    `create table cells (
      workspace_id text not null,
      assessment_id text not null,
      question_id text not null,
      cycle_id text not null,
      group_ids text[] not null,
      bucket smallint not null,
      scale smallint not null,
      answered int not null,
      passes int not null,
      c1 int not null, c2 int not null, c3 int not null, c4 int not null, c5 int not null, c6 int not null, c7 int not null, c8 int not null, c9 int not null, c10 int not null,
      primary key (workspace_id, assessment_id, question_id, cycle_id, group_ids, bucket, scale)
    )`,
    // the data version of each assessment's cells: the id of the last transaction that changed its `cells`,
    // `cell_submissions` or `cell_people` (cells.ts), so a reader keeps the cells' rollups and the release rule's atoms
    // for as long as it is unchanged, at one row's read a chart (ADR 0129). Transaction ids never repeat, a rebuild's included
    `create table cell_versions (
      workspace_id text not null,
      assessment_id text not null,
      version bigint not null,
      primary key (workspace_id, assessment_id)
    )`,
    // each respondent's cells across cycles, for the figures' distinct respondents and the people held back: per
    // question, set of groups and tenure bucket, the cycles they gave a row in (answered or passed) and those they answered
    `create table cell_people (
      workspace_id text not null,
      assessment_id text not null,
      question_id text not null,
      group_ids text[] not null,
      bucket smallint not null,
      participant_id text not null,
      row_cycles text[] not null,
      answered_cycles text[] not null,
      primary key (workspace_id, assessment_id, question_id, group_ids, bucket, participant_id)
    )`,
    'create index cell_people_participant on cell_people (participant_id)',
    // the submissions of each cell of a cycle by the questions they hold (answered or passed), for a cycle's respondents
    `create table cell_submissions (
      workspace_id text not null,
      assessment_id text not null,
      cycle_id text not null,
      group_ids text[] not null,
      bucket smallint not null,
      question_ids text[] not null,
      submissions int not null,
      primary key (workspace_id, assessment_id, cycle_id, group_ids, bucket, question_ids)
    )`,
  ],
  // the indexes only readers use: a replay builds them once at the end instead of entry by entry (ADR 0049)
  deferredInRebuild: [ANSWERS_INDEX, SCORES_INDEX, RESPONSES_INDEX],
  // a rebuild's cells, counted over all the answers its replay wrote, the four tables at once (ADR 0157)
  afterReplay: CELLS_AFTER_REPLAY,
};
