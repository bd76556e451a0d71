/** `templates`: message templates; `team_id` null for organisation templates every team sees. A deleted one loses its row. */
export const templatesSchema = {
  name: 'templates',
  version: 1,
  migrations: [
    `create table templates (
      id text primary key,
      team_id text,
      type text not null,
      name text not null,
      subject text not null,
      html_content text not null,
      type_of_link_being_sent text not null,
      created_at timestamptz not null
    )`,
    'create index templates_team on templates (team_id)',
  ],
};
