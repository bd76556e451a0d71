import { deciderSpec } from '@canopy/platform/commands/givenWhenThen';
import { describe, it } from 'vitest';
import type { HrisEvent } from './connection.ts';
import { hrisDecider, type ChangeCounts } from './decide.ts';

const spec = deciderSpec(hrisDecider);
const now = '2026-11-21T10:00:00.000Z';
const later = '2026-11-21T11:00:00.000Z';
const next = '2026-11-22T03:00:00.000Z';
const ids = { workspace_id: 'w1', connection_id: 'c1' };
const counts: ChangeCounts = {
  participants_added: 3,
  participants_updated: 1,
  participants_deleted: 0,
  groups_added: 2,
  groups_updated: 0,
  groups_deleted: 0,
};

const connected: HrisEvent = {
  type: 'HrisConnected',
  data: { ...ids, provider: 'sandbox', provider_company_id: 'co-1', connected_by: 'u1', connected_at: now, next_sync_at: next },
};
const started = (run_id: string, trigger: 'connect' | 'manual' | 'scheduled' = 'connect'): HrisEvent => ({
  type: 'HrisSyncStarted',
  data: { ...ids, run_id, trigger, started_at: now, next_sync_at: trigger === 'scheduled' ? next : null },
});
const previewed = (run_id: string, outcome: 'apply' | 'awaiting_review' | 'paused', active_automatic = 0): HrisEvent => ({
  type: 'HrisSyncPreviewed',
  data: { ...ids, run_id, ...counts, active_automatic, outcome, previewed_at: later },
});
const applied = (run_id: string, by = 'u1'): HrisEvent => ({
  type: 'HrisSyncApplied',
  data: { ...ids, run_id, applied_by: by, created: 3, updated: 1, deactivated: 0, groups_created: 2, groups_deleted: 0, applied_at: later },
});
const connect = {
  type: 'ConnectHris' as const,
  data: { ...ids, provider: 'sandbox' as const, provider_company_id: 'co-1', by: 'u1', now, next_sync_at: next },
};
const preview = (run_id: string, safety_stop_tripped = false) => ({
  type: 'RecordPreview' as const,
  data: { run_id, counts, active_automatic: 0, safety_stop_tripped, now: later },
});
const apply = (run_id: string, by = 'u1') => ({
  type: 'ApplySync' as const,
  data: { run_id, by, created: 3, updated: 1, deactivated: 0, groups_created: 2, groups_deleted: 0, now: later },
});

describe('HRIS connection', () => {
  it('connects once; connecting again is refused while connected', () => {
    spec.given([]).when(connect).then([connected]);
    spec.given([connected]).when(connect).thenThrows('This workspace is already connected to an HR system', 409);
  });

  it('connects again after a disconnection, with the new connection id', () => {
    const disconnected: HrisEvent = { type: 'HrisDisconnected', data: { ...ids, disconnected_by: 'u1', disconnected_at: now } };
    const again = { ...connect, data: { ...connect.data, connection_id: 'c2', now: later } };
    spec
      .given([connected, disconnected])
      .when(again)
      .then([{ type: 'HrisConnected', data: { ...connected.data, connection_id: 'c2', connected_at: later } }]);
  });

  it('is re-authorised by going through the connect flow again when the provider refused the token', () => {
    const refused: HrisEvent = {
      type: 'HrisReauthorizationRequired',
      data: { ...ids, reason: 'Finch refused the access token', required_at: now },
    };
    spec
      .given([connected, refused])
      .when({ ...connect, data: { ...connect.data, connection_id: 'ignored', now: later } })
      .then([{ type: 'HrisReauthorized', data: { ...ids, reauthorized_by: 'u1', reauthorized_at: later, next_sync_at: next } }]);
    spec
      .given([connected, refused])
      .when({ type: 'StartSync', data: { run_id: 'r1', trigger: 'scheduled', now, next_sync_at: next } })
      .thenThrows(/authorised again/, 409);
    // asked twice, recorded once
    spec
      .given([connected, refused])
      .when({ type: 'RequireReauthorization', data: { reason: 'again', now } })
      .then([]);
  });

  it('starts a run once: a retried job carries on with the same run', () => {
    spec
      .given([connected])
      .when({ type: 'StartSync', data: { run_id: 'r1', trigger: 'connect', now, next_sync_at: null } })
      .then([started('r1')]);
    spec
      .given([connected, started('r1')])
      .when({ type: 'StartSync', data: { run_id: 'r1', trigger: 'connect', now, next_sync_at: null } })
      .then([]);
    spec
      .given([])
      .when({ type: 'StartSync', data: { run_id: 'r1', trigger: 'scheduled', now, next_sync_at: next } })
      .thenThrows('This workspace is not connected to an HR system', 409);
  });

  it('stops a run a consultant started at the preview', () => {
    spec
      .given([connected, started('r1', 'connect')])
      .when(preview('r1'))
      .then([previewed('r1', 'awaiting_review')]);
    spec
      .given([connected, started('r1', 'manual')])
      .when(preview('r1'))
      .then([previewed('r1', 'awaiting_review')]);
  });

  it('lets a scheduled run within the safety stop apply itself, and pauses one that trips it', () => {
    spec
      .given([connected, started('r1', 'scheduled')])
      .when(preview('r1'))
      .then([previewed('r1', 'apply')]);
    spec
      .given([connected, started('r1', 'scheduled')])
      .when(preview('r1', true))
      .then([previewed('r1', 'paused')]);
    spec
      .given([connected, started('r1', 'connect')])
      .when(preview('r1', true))
      .then([previewed('r1', 'paused')]);
  });

  it('does not let a scheduled run apply over a review that is waiting: its preview replaces the one waiting', () => {
    spec
      .given([connected, started('r1'), previewed('r1', 'awaiting_review'), started('r2', 'scheduled')])
      .when(preview('r2'))
      .then([previewed('r2', 'awaiting_review')]);
  });

  it('settles a run that finds nothing to change, whoever started it, and the review it replaces with it', () => {
    const none: ChangeCounts = {
      participants_added: 0,
      participants_updated: 0,
      participants_deleted: 0,
      groups_added: 0,
      groups_updated: 0,
      groups_deleted: 0,
    };
    const empty = (run_id: string) => ({
      type: 'RecordPreview' as const,
      data: { run_id, counts: none, active_automatic: 0, safety_stop_tripped: false, now: later },
    });
    const emptyPreview = (run_id: string): HrisEvent => ({
      type: 'HrisSyncPreviewed',
      data: { ...ids, run_id, ...none, active_automatic: 0, outcome: 'apply', previewed_at: later },
    });
    spec
      .given([connected, started('r1', 'manual')])
      .when(empty('r1'))
      .then([emptyPreview('r1')]);
    const history = [connected, started('r1'), previewed('r1', 'awaiting_review'), started('r2', 'manual'), emptyPreview('r2')];
    spec
      .given(history)
      .when(apply('r2', 'system'))
      .then([applied('r2', 'system')]);
    spec
      .given(history)
      .when(apply('r1'))
      .thenThrows(/A newer synchronisation replaced this one/, 409);
  });

  it('applies a previewed run once', () => {
    spec
      .given([connected, started('r1'), previewed('r1', 'awaiting_review')])
      .when(apply('r1'))
      .then([applied('r1')]);
    spec
      .given([connected, started('r1'), previewed('r1', 'awaiting_review'), applied('r1')])
      .when(apply('r1'))
      .thenThrows('This synchronisation has already been applied', 409);
    spec
      .given([connected, started('r1', 'scheduled'), previewed('r1', 'apply')])
      .when(apply('r1', 'system'))
      .then([applied('r1', 'system')]);
  });

  it('refuses to apply a run that is not previewed, or one a newer preview replaced', () => {
    spec
      .given([connected, started('r1')])
      .when(apply('r1'))
      .thenThrows('There is no synchronisation waiting for review', 404);
    spec.given([connected]).when(apply('nope')).thenThrows('There is no synchronisation waiting for review', 404);
    spec
      .given([connected, started('r1'), previewed('r1', 'awaiting_review'), started('r2', 'manual'), previewed('r2', 'awaiting_review')])
      .when(apply('r1'))
      .thenThrows(/A newer synchronisation replaced this one/, 409);
  });

  it('records a failure of a run still open, and nothing for an applied or unknown one', () => {
    const fail = (run_id: string) => ({
      type: 'FailSync' as const,
      data: { run_id, stage: 'read' as const, reason: 'Finch could not be reached', attempt: 1, will_retry: true, now },
    });
    spec
      .given([connected, started('r1')])
      .when(fail('r1'))
      .then([
        {
          type: 'HrisSyncFailed',
          data: { ...ids, run_id: 'r1', stage: 'read', reason: 'Finch could not be reached', attempt: 1, will_retry: true, failed_at: now },
        },
      ]);
    spec
      .given([connected, started('r1'), previewed('r1', 'awaiting_review'), applied('r1')])
      .when(fail('r1'))
      .then([]);
    spec.given([connected]).when(fail('r9')).then([]);
  });

  it('disconnects a connected workspace only', () => {
    spec
      .given([connected])
      .when({ type: 'DisconnectHris', data: { by: 'u1', now: later } })
      .then([{ type: 'HrisDisconnected', data: { ...ids, disconnected_by: 'u1', disconnected_at: later } }]);
    spec
      .given([])
      .when({ type: 'DisconnectHris', data: { by: 'u1', now } })
      .thenThrows('This workspace is not connected to an HR system', 404);
  });

  it('does not apply a run after a disconnection', () => {
    const disconnected: HrisEvent = { type: 'HrisDisconnected', data: { ...ids, disconnected_by: 'u1', disconnected_at: now } };
    spec
      .given([connected, started('r1'), previewed('r1', 'awaiting_review'), disconnected])
      .when(apply('r1'))
      .thenThrows('This workspace is not connected to an HR system', 409);
  });
});
