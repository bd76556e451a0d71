import { LocalSyncStatus, ProviderSyncStatus } from '@canopy/contracts/hris/api';
import { ZERO_DATE, type HrisIntegration } from '@canopy/contracts/workspace/api';
import type { Queryable } from '@canopy/platform/db/typedQueries';
import { createHrisReader, type ConnectionRow } from '@canopy/projections/workspace/hris/read';
import type { HrisLookup } from '../workspace/readModel.ts';

const timeOf = (date: Date | null) => (date === null ? ZERO_DATE : date.toISOString());

/** the HRIS integrations tab's list: the workspace's connected HR system (at most one), from the `hris` projection */
export const createHrisReadModel = (db: Queryable): { integrations: HrisLookup } => {
  const hris = createHrisReader(db);
  return {
    async integrations(workspaceId: string): Promise<HrisIntegration[]> {
      return (await hris.connected(workspaceId)).map((row: ConnectionRow) => ({
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
  };
};
