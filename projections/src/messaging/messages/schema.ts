/**
 * `messages`: every live delayed or sent message of a package, as the Package Schedule and the wizard show it.
 * A deleted message loses its row. A failure names the participant, never the address (version 2: rebuilt so
 * rows projected before hold none). `mailed`: each participant a package's mail reached in a cycle, once however
 * many of its messages reached them: the package's notified count (version 3).
 */
export const messagesSchema = {
  name: 'messages',
  version: 3,
  migrations: [
    `create table messages (
      id text primary key,
      package_id text not null,
      workspace_id text not null,
      team_id text not null,
      status text not null,
      type_of_message text not null,
      send_at timestamptz not null,
      trigger_days_after int not null,
      type_of_link_being_sent text not null,
      subject text not null,
      html_content text not null,
      email_message text not null,
      email_signature text not null,
      groups jsonb not null,
      sent_at timestamptz,
      recipients int not null default 0,
      failures int not null default 0,
      errors jsonb not null default '[]',
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`,
    'create index messages_package on messages (package_id)',
    'create index messages_workspace on messages (workspace_id)',
    "create index messages_due on messages (status, send_at) where status in ('registered', 'triggered_start', 'triggered_termination')",
    `create table mailed (
      package_id text not null,
      cycle_id text not null,
      participant_id text not null,
      primary key (package_id, cycle_id, participant_id)
    )`,
  ],
};
