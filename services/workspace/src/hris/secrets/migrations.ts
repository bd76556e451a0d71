import { runMigrations } from '@canopy/platform/db/migrations';
import type pg from 'pg';

/**
 * What the HRIS sync keeps outside the event log (ADR 0012, like the sessions of ADR 0006): the provider's
 * access token of each connection and the change set of the run waiting for review, both sealed with the
 * HRIS key (AES-256-GCM). Not a projection: never rebuilt, never replayed, deleted on disconnect.
 */
export const migrateHrisSecrets = (pool: pg.Pool) =>
  runMigrations(pool, {
    component: 'hris-sync',
    steps: [
      'create schema if not exists hris_sync',
      `create table hris_sync.tokens (
        connection_id text primary key,
        workspace_id text not null,
        provider text not null,
        sealed_token text not null,
        key_fingerprint text not null,
        products text[] not null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      )`,
      'create index tokens_workspace on hris_sync.tokens (workspace_id)',
      `create table hris_sync.previews (
        workspace_id text primary key,
        connection_id text not null,
        run_id text not null,
        sealed text not null,
        key_fingerprint text not null,
        created_at timestamptz not null
      )`,
    ],
  });
