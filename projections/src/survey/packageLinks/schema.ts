/**
 * `survey_package_links`: one row per cycle, that is per link ever generated (docs/decisions/0035-link-cycles.md).
 * A package's current link is its row without `removed_at` or `replaced_at` (expired or not: expiry is judged at read time).
 */
export const packageLinksSchema = {
  name: 'survey_package_links',
  version: 1,
  migrations: [
    `create table links (
      link_id text primary key,
      cycle_id text not null unique,
      package_id text not null,
      workspace_id text not null,
      team_id text not null,
      is_forever boolean not null,
      expires_at timestamptz,
      is_paused boolean not null default false,
      created_at timestamptz not null,
      removed_at timestamptz,
      -- set when a new link follows an expired one that was never removed
      replaced_at timestamptz
    )`,
    'create index links_package on links (package_id, created_at)',
    'create unique index links_current on links (package_id) where removed_at is null and replaced_at is null',
  ],
} as const;
