import {
  HrisConnected,
  HrisDisconnected,
  HrisReauthorizationRequired,
  HrisReauthorized,
  HrisSyncApplied,
  HrisSyncFailed,
  HrisSyncPreviewed,
  HrisSyncStarted,
} from '@canopy/contracts/hris/events';
import { handlerProjection, on } from '../../handlers.ts';
import { hrisSchema } from './schema.ts';

/**
 * `hris.connections`: one row per HRIS connection a workspace ever had, with the statuses and times the
 * HRIS integrations tab shows (null times are 'never'). `status` is 'connected' or
 * 'disconnected': the roster locks participant editing of a workspace that has a connected row.
 * `pending_run_id`: the run whose preview waits for a consultant.
 */
export const hrisProjection = handlerProjection(hrisSchema, [
  on(HrisConnected, async (client, data) => {
    await client.query(
      `insert into connections (connection_id, workspace_id, provider, status, sync_status, local_sync_status, sync_scheduled_at, connected_at, updated_at)
       values ($1, $2, $3, 'connected', 'pending', 'pending', $4, $5, $5) on conflict (connection_id) do nothing`,
      [data.connection_id, data.workspace_id, data.provider, data.next_sync_at, data.connected_at],
    );
  }),
  on(HrisReauthorizationRequired, async (client, data) => {
    await client.query(
      `update connections set sync_status = 'reauth_required', failure_reason = $2, updated_at = $3 where connection_id = $1`,
      [data.connection_id, data.reason, data.required_at],
    );
  }),
  on(HrisReauthorized, async (client, data) => {
    await client.query(
      `update connections set sync_status = 'pending', failure_reason = null, sync_scheduled_at = $2, updated_at = $3 where connection_id = $1`,
      [data.connection_id, data.next_sync_at, data.reauthorized_at],
    );
  }),
  on(HrisSyncStarted, async (client, data) => {
    await client.query(
      `update connections set sync_status = 'in_progress', failure_reason = null, sync_scheduled_at = coalesce($2, sync_scheduled_at), updated_at = $3
        where connection_id = $1`,
      [data.connection_id, data.next_sync_at, data.started_at],
    );
  }),
  on(HrisSyncPreviewed, async (client, data) => {
    // outcome 'apply': the run goes on applying itself (replacing any preview waiting); otherwise it waits for a consultant
    await client.query(
      `update connections set sync_status = 'completed', sync_completed_at = $2,
              local_sync_status = case when $3 = 'apply' then 'in_progress' else $3 end,
              pending_run_id = case when $3 = 'apply' then null else $4 end,
              updated_at = $2
        where connection_id = $1`,
      [data.connection_id, data.previewed_at, data.outcome, data.run_id],
    );
  }),
  on(HrisSyncApplied, async (client, data) => {
    await client.query(
      `update connections set local_sync_status = 'completed', local_sync_completed_at = $2, pending_run_id = null, failure_reason = null, updated_at = $2
        where connection_id = $1 and (pending_run_id is null or pending_run_id = $3)`,
      [data.connection_id, data.applied_at, data.run_id],
    );
  }),
  on(HrisSyncFailed, async (client, data) => {
    const column = data.stage === 'read' ? 'sync_status' : 'local_sync_status';
    const status = data.will_retry ? (data.stage === 'read' ? 'retrying' : 'in_progress') : 'failed';
    await client.query(`update connections set ${column} = $2, failure_reason = $3, updated_at = $4 where connection_id = $1`, [
      data.connection_id,
      status,
      data.reason,
      data.failed_at,
    ]);
  }),
  on(HrisDisconnected, async (client, data) => {
    await client.query(`update connections set status = 'disconnected', pending_run_id = null, updated_at = $2 where connection_id = $1`, [
      data.connection_id,
      data.disconnected_at,
    ]);
  }),
]);
