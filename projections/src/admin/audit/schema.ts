/** the `admin_audit` read model: one row per administrator action or unmasked export, newest first on the audit page */
export const auditSchema = {
  name: 'admin_audit',
  version: 2,
  migrations: [
    `create table actions (
      id text primary key,
      kind text not null check (kind in ('team_added', 'member_added', 'password_reset', 'report_exported', 'unmasked_export')),
      actor_id text not null,
      team_id text,
      workspace_id text,
      subject_id text,
      detail text not null,
      occurred_at timestamptz not null
    )`,
    'create index actions_at on actions (occurred_at desc, id desc)',
    'create index actions_team on actions (team_id, occurred_at desc)',
  ],
};
