/** the `identity_consultants` read model's schema: its name, its version (bump to rebuild) and its migrations */
export const consultantsSchema = {
  name: 'identity_consultants',
  version: 2,
  migrations: [
    `create table consultants (
      id text primary key,
      team_id text not null,
      email text,
      first_name text,
      last_name text,
      password_hash text,
      is_platform_admin boolean not null default false,
      picture_image_id text,
      workspace_ids text[] not null default '{}',
      status text not null check (status in ('invited', 'active')),
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`,
    'create unique index consultants_email on consultants (email)',
    'create index consultants_team on consultants (team_id)',
  ],
};
