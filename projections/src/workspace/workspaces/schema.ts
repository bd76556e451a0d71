/** the `workspaces` read model's schema: its name, its version (bump to rebuild) and its migrations */
export const workspacesSchema = {
  name: 'workspaces',
  version: 2,
  migrations: [
    `create table workspaces (
      id text primary key,
      team_id text not null,
      created_by text not null,
      name text not null,
      logo_image_id text,
      group_classification text not null default 'none',
      time_zone text not null default 'America/New_York',
      formation_type int,
      group_type int,
      organization_size int,
      organization_industry int,
      organization_geographic_structure int,
      organization_remote_work int,
      organization_location int,
      contact_first_name text not null default '',
      contact_last_name text not null default '',
      contact_email text not null default '',
      contact_phone_code text not null default '',
      contact_phone text not null default '',
      site_link text not null default '',
      created_at timestamptz not null,
      updated_at timestamptz not null,
      deleted_at timestamptz
    )`,
    'create index workspaces_team on workspaces (team_id) where deleted_at is null',
    `create table assignments (
      workspace_id text not null,
      consultant_id text not null,
      assigned_at timestamptz not null,
      primary key (workspace_id, consultant_id)
    )`,
    'create index assignments_consultant on assignments (consultant_id)',
    // ADR 0133: the defaults are DEFAULT_ALERT_THRESHOLDS, which a workspace without the event keeps
    `alter table workspaces add column alert_alpha double precision not null default 0.05,
       add column alert_minimum_respondents int not null default 20,
       add column alert_minimum_move double precision not null default 8`,
  ],
};
