import { runMigrations } from '@canopy/platform/db/migrations';
import type pg from 'pg';

/**
 * Security state of sign-in, kept outside the event log (ADR 0006): sessions (refresh-token families),
 * their refresh tokens (SHA-256 only) and failed sign-in attempts for throttling.
 */
export const migrateIdentitySessions = (pool: pg.Pool) =>
  runMigrations(pool, {
    component: 'identity-sessions',
    steps: [
      'create schema if not exists identity',
      `create table identity.sessions (
        id uuid primary key,
        consultant_id text not null,
        created_at timestamptz not null,
        last_refreshed_at timestamptz not null,
        revoked_at timestamptz,
        revoked_reason text
      )`,
      'create index sessions_consultant on identity.sessions (consultant_id)',
      `create table identity.refresh_tokens (
        token_hash text primary key,
        session_id uuid not null references identity.sessions (id) on delete cascade,
        issued_at timestamptz not null,
        expires_at timestamptz not null,
        used_at timestamptz
      )`,
      'create index refresh_tokens_session on identity.refresh_tokens (session_id)',
      `create table identity.login_failures (
        scope text not null check (scope in ('account', 'address')),
        key text not null,
        failed_at timestamptz not null
      )`,
      'create index login_failures_key on identity.login_failures (scope, key, failed_at)',
      // an attempt is counted before its password is checked; a successful one takes its rows back by this id
      'alter table identity.login_failures add column attempt_id uuid',
    ],
  });
