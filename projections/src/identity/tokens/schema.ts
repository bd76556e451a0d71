/** the `identity_tokens` read model's schema: its name, its version (bump to rebuild) and its migrations */
export const tokensSchema = {
  name: 'identity_tokens',
  version: 1,
  migrations: [
    `create table tokens (
      token_hash text primary key,
      consultant_id text not null,
      kind text not null check (kind in ('invitation', 'reset')),
      created_at timestamptz not null,
      expires_at timestamptz not null,
      used_at timestamptz,
      superseded_at timestamptz
    )`,
    'create index tokens_consultant on tokens (consultant_id, kind)',
  ],
};
