/** the `analytics_settings` read model: each workspace's minimum group sizes (absent: the defaults) */
export const settingsSchema = {
  name: 'analytics_settings',
  version: 1,
  migrations: [
    `create table settings (
      workspace_id text primary key,
      minimum_group_size int not null,
      minimum_group_size_open_answers int not null,
      set_at timestamptz not null
    )`,
  ],
};
