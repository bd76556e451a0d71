/** the `admin_benchmark_participation` read model: the teams that keep their workspaces out of the platform benchmark */
export const benchmarkParticipationSchema = {
  name: 'admin_benchmark_participation',
  version: 1,
  migrations: [
    `create table teams (
      team_id text primary key,
      opted_out boolean not null,
      set_by text not null,
      set_at timestamptz not null
    )`,
  ],
};
