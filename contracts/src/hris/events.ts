import { z } from 'zod';
import { Text } from '../platform/text.ts';
import { defineEvent } from '../platform/eventContract.ts';
import { HrisProviderKind, SyncTrigger } from './api.ts';

// Events of the HRIS connection of a workspace (ADR 0012). Stream: `hris-<workspace id>`.
//
// They record what happened to the connection and its sync runs, never who the employees are: names,
// e-mails and the provider's token stay outside the log (the token encrypted in `hris_sync.tokens`, a
// run's preview encrypted in `hris_sync.previews`). The participants themselves are the roster's events.

const isoTime = z.iso.datetime({ offset: true });
const count = z.number().int().nonnegative();

/** `next_sync_at`: when the daily schedule runs next */
export const HrisConnected = defineEvent(
  'HrisConnected',
  z.object({
    workspace_id: Text(),
    connection_id: Text(),
    provider: HrisProviderKind,
    /** the provider's id of the company (Finch company_id), for support */
    provider_company_id: Text().nullable(),
    connected_by: Text(),
    connected_at: isoTime,
    next_sync_at: isoTime,
  }),
);

/** the provider refused the stored token (Finch 401): reading stops until a consultant connects again */
export const HrisReauthorizationRequired = defineEvent(
  'HrisReauthorizationRequired',
  z.object({ workspace_id: Text(), connection_id: Text(), reason: Text(), required_at: isoTime }),
);

/** a consultant went through the connect flow again while the connection needed it: a fresh token */
export const HrisReauthorized = defineEvent(
  'HrisReauthorized',
  z.object({ workspace_id: Text(), connection_id: Text(), reauthorized_by: Text(), reauthorized_at: isoTime, next_sync_at: isoTime }),
);

/** a run began reading the HR system; a scheduled run also moves the next scheduled time */
export const HrisSyncStarted = defineEvent(
  'HrisSyncStarted',
  z.object({
    workspace_id: Text(),
    connection_id: Text(),
    run_id: Text(),
    trigger: SyncTrigger,
    started_at: isoTime,
    next_sync_at: isoTime.nullable(),
  }),
);

const changeCounts = {
  participants_added: count,
  participants_updated: count,
  participants_deleted: count,
  groups_added: count,
  groups_updated: count,
  groups_deleted: count,
};

/**
 * A run read the HR system and stored its change set. `outcome`: `apply` (a scheduled run within the
 * safety stop: it applies itself), `awaiting_review` (started by a consultant, or a review was already
 * waiting), `paused` (the safety stop tripped).
 */
export const HrisSyncPreviewed = defineEvent(
  'HrisSyncPreviewed',
  z.object({
    workspace_id: Text(),
    connection_id: Text(),
    run_id: Text(),
    ...changeCounts,
    active_automatic: count,
    outcome: z.enum(['apply', 'awaiting_review', 'paused']),
    previewed_at: isoTime,
  }),
);

/** the chosen changes of a run reached the roster (one append there); `applied_by` is 'system' for a scheduled run */
export const HrisSyncApplied = defineEvent(
  'HrisSyncApplied',
  z.object({
    workspace_id: Text(),
    connection_id: Text(),
    run_id: Text(),
    applied_by: Text(),
    created: count,
    updated: count,
    deactivated: count,
    groups_created: count,
    groups_deleted: count,
    applied_at: isoTime,
  }),
);

/** a run failed while reading (`read`) or applying (`apply`); `will_retry`: the scheduler tries again with backoff */
export const HrisSyncFailed = defineEvent(
  'HrisSyncFailed',
  z.object({
    workspace_id: Text(),
    connection_id: Text(),
    run_id: Text(),
    stage: z.enum(['read', 'apply']),
    reason: Text(),
    attempt: z.number().int().positive(),
    will_retry: z.boolean(),
    failed_at: isoTime,
  }),
);

/** participants it created stay (and become editable again); no more syncs */
export const HrisDisconnected = defineEvent(
  'HrisDisconnected',
  z.object({ workspace_id: Text(), connection_id: Text(), disconnected_by: Text(), disconnected_at: isoTime }),
);

export const hrisEvents = [
  HrisConnected,
  HrisReauthorizationRequired,
  HrisReauthorized,
  HrisSyncStarted,
  HrisSyncPreviewed,
  HrisSyncApplied,
  HrisSyncFailed,
  HrisDisconnected,
] as const;
