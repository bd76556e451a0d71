import { createCipheriv, createDecipheriv, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import type pg from 'pg';
import { runMigrations } from '../db/migrations.ts';

/**
 * Per-person keys, kept outside the event log. Erasing a person deletes their key: every event
 * that holds their data still reads, with that data gone (crypto-shredding).
 */
export type KeyVault = {
  /** keys for these people, created for those who have none; erased people get none */
  keysFor(subjects: readonly string[], options: { create: boolean }): Promise<Map<string, KeyObject>>;
  /**
   * keysFor with create, answered before the new keys are stored: `keys` holds a key for every subject, made
   * up here for those the vault had none of in memory, while they are stored. `settled` then answers the
   * subjects whose key turned out otherwise: the key stored earlier (by another writer, or before a
   * restart), or null for an erased person. Whatever was sealed with their made-up key must be sealed again.
   */
  keysAhead(subjects: readonly string[]): { keys: Map<string, KeyObject>; settled: Promise<Map<string, KeyObject | null>> };
  erase(subject: string): Promise<void>;
  isErased(subject: string): Promise<boolean>;
};

export const vaultMigrations = {
  component: 'vault',
  steps: [
    `create schema if not exists vault;
     create table vault.subject_keys (subject_id text primary key, key bytea not null, created_at timestamptz not null default now());
     create table vault.erasures (subject_id text primary key, erased_at timestamptz not null default now());`,
  ],
};

export const migrateVault = (pool: pg.Pool) => runMigrations(pool, vaultMigrations);

export const createPostgresKeyVault = (pool: pg.Pool): KeyVault => {
  // keys never change once made, so they can be cached; an erasure empties the cache entry. Cached as
  // KeyObjects: a cipher made from one skips importing raw key bytes, a third of a seal's cost.
  const cache = new Map<string, KeyObject>();

  const readKeys = async (subjects: readonly string[]) => {
    const rows = await pool.query<{ subject_id: string; key: Buffer }>(
      'select subject_id, key from vault.subject_keys where subject_id = any($1::text[])',
      [subjects],
    );
    const keys = new Map<string, KeyObject>();
    for (const row of rows.rows) {
      const key = createSecretKey(row.key);
      cache.set(row.subject_id, key);
      keys.set(row.subject_id, key);
    }
    return keys;
  };

  /** the keys these subjects have in memory, and the subjects that have none there */
  const cached = (subjects: readonly string[]) => {
    const keys = new Map<string, KeyObject>();
    const missing: string[] = [];
    for (const subject of new Set(subjects)) {
      const key = cache.get(subject);
      if (key) keys.set(subject, key);
      else missing.push(subject);
    }
    return { keys, missing };
  };

  const keysAhead: KeyVault['keysAhead'] = (subjects) => {
    const { keys, missing } = cached(subjects);
    if (missing.length === 0) return { keys, settled: Promise.resolve(new Map()) };
    const bytes = randomBytes(32 * missing.length);
    const fresh = missing.map((_, index) => bytes.subarray(32 * index, 32 * (index + 1)));
    missing.forEach((subject, index) => {
      keys.set(subject, createSecretKey(fresh[index]!));
    });
    const settled = (async () => {
      const inserted = await pool.query<{ subject_id: string }>(
        `insert into vault.subject_keys (subject_id, key)
         select s, k from unnest($1::text[], $2::bytea[]) as t(s, k)
          where not exists (select 1 from vault.erasures e where e.subject_id = t.s)
         on conflict (subject_id) do nothing
         returning subject_id`,
        [missing, fresh],
      );
      // a made-up key counts once stored; a subject that had a key or was erased gets what the vault holds
      const stored = new Set(inserted.rows.map((row) => row.subject_id));
      const other = missing.filter((subject) => !stored.has(subject));
      for (const subject of stored) cache.set(subject, keys.get(subject)!);
      if (other.length === 0) return new Map<string, KeyObject | null>();
      const held = await readKeys(other);
      return new Map(other.map((subject) => [subject, held.get(subject) ?? null]));
    })();
    // the caller awaits it once it has sealed: a failure meanwhile is not an unhandled rejection
    settled.catch(() => {});
    return { keys, settled };
  };

  return {
    keysAhead,
    async keysFor(subjects, { create }) {
      if (create) {
        const { keys, settled } = keysAhead(subjects);
        for (const [subject, key] of await settled) {
          if (key) keys.set(subject, key);
          else keys.delete(subject);
        }
        return keys;
      }
      const { keys: found, missing } = cached(subjects);
      if (missing.length === 0) return found;
      for (const [subject, key] of await readKeys(missing)) found.set(subject, key);
      return found;
    },
    async erase(subject) {
      await pool.query(
        `with gone as (delete from vault.subject_keys where subject_id = $1)
         insert into vault.erasures (subject_id) values ($1) on conflict do nothing`,
        [subject],
      );
      cache.delete(subject);
    },
    async isErased(subject) {
      const result = await pool.query('select 1 from vault.erasures where subject_id = $1', [subject]);
      return (result.rowCount ?? 0) > 0;
    },
  };
};

const VERSION = 'v1';

/** AES-256-GCM; the subject id is bound as associated data so a sealed value cannot move to another person. */
// IVs come from a pool refilled in one call: a bulk import seals tens of thousands of values, and one
// call into the random generator per value cost as much as the encryption
const IV_BYTES = 12;
const IV_POOL_SIZE = IV_BYTES * 4096;
let ivPool = Buffer.alloc(0);
let ivOffset = 0;
const nextIv = () => {
  if (ivOffset + IV_BYTES > ivPool.length) {
    ivPool = randomBytes(IV_POOL_SIZE);
    ivOffset = 0;
  }
  ivOffset += IV_BYTES;
  return ivPool.subarray(ivOffset - IV_BYTES, ivOffset);
};

export const seal = (key: Buffer | KeyObject, subject: string, plaintext: string): string => {
  const iv = nextIv();
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(subject));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
};

export const unseal = (key: Buffer | KeyObject, subject: string, sealed: string): string => {
  const [version, payload] = sealed.split('.');
  if (version !== VERSION || !payload) throw new Error(`sealed value of unknown format ${version}`);
  const raw = Buffer.from(payload, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAAD(Buffer.from(subject));
  decipher.setAuthTag(raw.subarray(raw.length - 16));
  return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString('utf8');
};
