import { LocalSyncStatus, ProviderSyncStatus } from '@canopy/contracts/hris/api';
import { ZERO_DATE, type HrisIntegration } from '@canopy/contracts/workspace/api';
import type pg from 'pg';
import type { HrisLookup } from '../workspace/readModel.ts';

type ConnectionRow = {
  connection_id: string;
  provider: string;
  sync_status: string;
  sync_completed_at: Date | null;
  local_sync_status: string;
  local_sync_completed_at: Date | null;
  sync_scheduled_at: Date | null;
  failure_reason: string | null;
};

const timeOf = (date: Date | null) => (date === null ? ZERO_DATE : date.toISOString());

/** the HRIS integrations tab's list: the workspace's connected HR system (at most one), from the `hris` projection */
export const createHrisReadModel = (pool: pg.Pool): { integrations: HrisLookup } => ({
  async integrations(workspaceId: string): Promise<HrisIntegration[]> {
    const result = await pool.query<ConnectionRow>(
      `select connection_id, provider, sync_status, sync_completed_at, local_sync_status, local_sync_completed_at, sync_scheduled_at, failure_reason
         from hris.connections where workspace_id = $1 and status = 'connected' order by connected_at`,
      [workspaceId],
    );
    return result.rows.map((row) => ({
      id: row.connection_id,
      provider: row.provider,
      logo_url: null,
      local_sync_status: LocalSyncStatus.parse(row.local_sync_status),
      local_sync_completed_at: timeOf(row.local_sync_completed_at),
      sync_status: ProviderSyncStatus.parse(row.sync_status),
      sync_completed_at: timeOf(row.sync_completed_at),
      sync_scheduled_at: timeOf(row.sync_scheduled_at),
      failure_reason: row.failure_reason,
    }));
  },
});
