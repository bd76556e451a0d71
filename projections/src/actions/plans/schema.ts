/**
 * The `action_plans` read model: each workspace's focus areas and the live actions under them, with their notes and
 * checklists (ADR 0123), and each client contact's current personal link (ADR 0125). A client contact's name and e-mail are kept opened (the log keeps them sealed); an erased
 * contact's read as null after a replay.
 */
export const actionPlansSchema = {
  name: 'action_plans',
  version: 1,
  migrations: [
    `create table focus_areas (
      id text primary key,
      workspace_id text not null,
      team_id text not null,
      subject jsonb not null,
      label text not null,
      population jsonb not null,
      baseline jsonb not null,
      target jsonb not null,
      status text not null default 'active',
      outcome text,
      outcome_note text,
      created_by text not null,
      created_at timestamptz not null,
      closed_at timestamptz
    )`,
    'create index focus_areas_workspace on focus_areas (workspace_id, created_at)',
    `create table actions (
      id text primary key,
      focus_area_id text not null,
      workspace_id text not null,
      team_id text not null,
      title text not null,
      description text not null,
      owner_consultant_id text,
      owner_contact_id text,
      owner_name text,
      owner_email text,
      due_date date not null,
      status text not null default 'planned',
      created_at timestamptz not null,
      updated_at timestamptz not null,
      updated_by text not null,
      updated_by_kind text not null
    )`,
    'create index actions_workspace on actions (workspace_id, due_date)',
    'create index actions_contact on actions (owner_contact_id) where owner_contact_id is not null',
    `create table notes (
      id text primary key,
      action_id text not null,
      body text not null,
      by text not null,
      by_kind text not null,
      at timestamptz not null
    )`,
    'create index notes_action on notes (action_id, at)',
    `create table checklist_items (
      id text primary key,
      action_id text not null,
      text text not null,
      done boolean not null default false,
      added_at timestamptz not null
    )`,
    'create index checklist_items_action on checklist_items (action_id, added_at)',
    `create table owner_links (
      link_id text primary key,
      contact_id text not null,
      workspace_id text not null,
      team_id text not null,
      expires_at timestamptz not null
    )`,
    'create index owner_links_contact on owner_links (workspace_id, contact_id)',
  ],
};
