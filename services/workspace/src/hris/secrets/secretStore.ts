import { createHash, hkdfSync } from 'node:crypto';
import type { ChangeSet, SafetyStop, SyncTrigger } from '@canopy/contracts/hris/api';
import { resolveJwtSecret } from '@canopy/platform/http/jwtSecret';
import { seal, unseal } from '@canopy/platform/pii/vault';
import type { RuntimeConfig } from '@canopy/platform/runtime/config';
import type pg from 'pg';
import type { AutomaticParticipant } from '../../roster/rosterPort.ts';

/** the key tokens and previews are sealed with, and a fingerprint to recognise data sealed with another one */
export type HrisKey = { key: Buffer; fingerprint: string };

/**
 * HRIS_TOKEN_KEY when set (required in production); otherwise a key derived from the JWT secret, which the
 * single-process runtime keeps in DATA_DIR (ADR 0006), so a developer's connections survive restarts.
 */
export const resolveHrisKey = async (
  config: Pick<RuntimeConfig, 'HRIS_TOKEN_KEY' | 'JWT_SECRET' | 'DATA_DIR' | 'BUS'>,
): Promise<HrisKey> => {
  const material = config.HRIS_TOKEN_KEY ?? (await resolveJwtSecret(config));
  const info = config.HRIS_TOKEN_KEY ? 'canopy hris tokens' : 'canopy hris tokens (from the jwt secret)';
  const key = Buffer.from(hkdfSync('sha256', material, Buffer.alloc(0), info, 32));
  return { key, fingerprint: createHash('sha256').update(key).digest('hex').slice(0, 16) };
};

/** data sealed under another key (HRIS_TOKEN_KEY changed): the connection must be authorised again */
export class HrisKeyChangedError extends Error {
  constructor() {
    super('The HRIS token key changed since this connection was made: connect the HR system again');
    this.name = 'HrisKeyChangedError';
  }
}

/** a run's reading kept until it is applied: the change set shown, and everyone the HR system listed */
export type StoredPreview = {
  run_id: string;
  connection_id: string;
  trigger: SyncTrigger;
  read_at: string;
  safety_stop: SafetyStop;
  changes: ChangeSet;
  employees: AutomaticParticipant[];
};

export const createHrisSecretStore = (pool: pg.Pool, { key, fingerprint }: HrisKey) => {
  const open = (sealed: string, subject: string, sealedWith: string) => {
    if (sealedWith !== fingerprint) throw new HrisKeyChangedError();
    return unseal(key, subject, sealed);
  };
  return {
    async saveToken(input: {
      connectionId: string;
      workspaceId: string;
      provider: string;
      accessToken: string;
      products: string[];
      now: Date;
    }) {
      await pool.query(
        `insert into hris_sync.tokens (connection_id, workspace_id, provider, sealed_token, key_fingerprint, products, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $7)
         on conflict (connection_id) do update set sealed_token = excluded.sealed_token, key_fingerprint = excluded.key_fingerprint,
           products = excluded.products, updated_at = excluded.updated_at`,
        [
          input.connectionId,
          input.workspaceId,
          input.provider,
          seal(key, input.connectionId, input.accessToken),
          fingerprint,
          input.products,
          input.now,
        ],
      );
    },
    /** null: no token (disconnected) */
    async readToken(connectionId: string): Promise<{ access_token: string; products: string[] } | null> {
      const result = await pool.query<{ sealed_token: string; key_fingerprint: string; products: string[] }>(
        'select sealed_token, key_fingerprint, products from hris_sync.tokens where connection_id = $1',
        [connectionId],
      );
      const row = result.rows[0];
      return row ? { access_token: open(row.sealed_token, connectionId, row.key_fingerprint), products: row.products } : null;
    },
    /** replaces the workspace's waiting preview: only the latest reading can be applied */
    async savePreview(workspaceId: string, preview: StoredPreview, now: Date) {
      await pool.query(
        `insert into hris_sync.previews (workspace_id, connection_id, run_id, sealed, key_fingerprint, created_at) values ($1, $2, $3, $4, $5, $6)
         on conflict (workspace_id) do update set connection_id = excluded.connection_id, run_id = excluded.run_id, sealed = excluded.sealed,
           key_fingerprint = excluded.key_fingerprint, created_at = excluded.created_at`,
        [workspaceId, preview.connection_id, preview.run_id, seal(key, preview.run_id, JSON.stringify(preview)), fingerprint, now],
      );
    },
    async readPreview(workspaceId: string): Promise<StoredPreview | null> {
      const result = await pool.query<{ run_id: string; sealed: string; key_fingerprint: string }>(
        'select run_id, sealed, key_fingerprint from hris_sync.previews where workspace_id = $1',
        [workspaceId],
      );
      const row = result.rows[0];
      return row ? (JSON.parse(open(row.sealed, row.run_id, row.key_fingerprint)) as StoredPreview) : null;
    },
    /** after a run is applied: its preview goes (a newer one stays) */
    async deletePreview(workspaceId: string, runId: string) {
      await pool.query('delete from hris_sync.previews where workspace_id = $1 and run_id = $2', [workspaceId, runId]);
    },
    /** a disconnected (or abandoned) connection: its token and its preview go */
    async forgetConnection(workspaceId: string, connectionId: string) {
      await pool.query('delete from hris_sync.tokens where connection_id = $1', [connectionId]);
      await pool.query('delete from hris_sync.previews where workspace_id = $1 and connection_id = $2', [workspaceId, connectionId]);
    },
  };
};

export type HrisSecretStore = ReturnType<typeof createHrisSecretStore>;
