import type pg from 'pg';
import { runMigrations } from '../db/migrations.ts';

/** `platform_images`: uploaded pictures and logos of every context, by unguessable id (ADR 0007). */
export const migrateImages = (pool: pg.Pool) =>
  runMigrations(pool, {
    component: 'platform-images',
    steps: [
      `create table public.platform_images (
        id text primary key,
        team_id text not null,
        content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/svg+xml')),
        size int not null,
        sha256 text not null,
        bytes bytea not null,
        created_by text not null,
        created_at timestamptz not null default now()
      )`,
      'create index platform_images_team on public.platform_images (team_id)',
    ],
  });
