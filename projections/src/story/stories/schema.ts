/**
 * The `story` read model: each workspace's data story (settings, share link) and its live snapshots in presentation
 * order, with what each was drawn with and the figures it holds (ADR 0063).
 */
export const storySchema = {
  name: 'story',
  version: 1,
  migrations: [
    `create table stories (
      workspace_id text primary key,
      team_id text not null,
      logo_team boolean not null default true,
      logo_workspace boolean not null default true,
      frame_color text,
      link_id text unique,
      link_days int,
      link_expires_at timestamptz
    )`,
    `create table snapshots (
      id text primary key,
      workspace_id text not null,
      team_id text not null,
      position int not null,
      kind text not null,
      name text not null,
      image_id text not null,
      chart jsonb,
      figures jsonb,
      settings jsonb not null,
      comment text not null default '',
      added_at timestamptz not null
    )`,
    'create index snapshots_workspace on snapshots (workspace_id, position)',
  ],
};
