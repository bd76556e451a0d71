/** the `analytics_visualizations` read model: the custom blocks of each workspace and their charts */
export const visualizationsSchema = {
  name: 'analytics_visualizations',
  version: 1,
  migrations: [
    `create table blocks (
      id text primary key,
      workspace_id text not null,
      team_id text not null,
      name text not null,
      created_at timestamptz not null,
      deleted_at timestamptz
    )`,
    'create index blocks_workspace on blocks (workspace_id) where deleted_at is null',
    `create table charts (
      id text primary key,
      block_id text not null,
      name text not null,
      type text not null,
      assessment_id text not null,
      x_question_id text,
      y_question_id text,
      added_at timestamptz not null
    )`,
    'create index charts_block on charts (block_id)',
  ],
};
