/** the `identity_teams` read model's schema: its name, its version (bump to rebuild) and its migrations */
export const teamsSchema = {
  name: 'identity_teams',
  version: 1,
  migrations: [
    `create table teams (
      id text primary key,
      name text not null,
      logo_image_id text,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`,
  ],
};
