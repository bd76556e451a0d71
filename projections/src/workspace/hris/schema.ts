/** the `hris` read model's schema: its name, its version (bump to rebuild) and its migrations */
export const hrisSchema = {
  name: 'hris',
  version: 1,
  migrations: [
    `create table connections (
      connection_id text primary key,
      workspace_id text not null,
      provider text not null,
      status text not null,
      sync_status text not null,
      sync_completed_at timestamptz,
      local_sync_status text not null,
      local_sync_completed_at timestamptz,
      sync_scheduled_at timestamptz,
      failure_reason text,
      pending_run_id text,
      connected_at timestamptz not null,
      updated_at timestamptz not null
    )`,
    "create index connections_connected on connections (workspace_id) where status = 'connected'",
  ],
};
