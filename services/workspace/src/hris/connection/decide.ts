import { HrisMessages, type HrisProviderKind, type SyncTrigger } from '@canopy/contracts/hris/api';
import { DomainError, type Decider } from '@canopy/platform/commands/decider';
import { evolveHris, initialHrisState, runOf, type ConnectedHris, type HrisEvent, type HrisState } from './connection.ts';

/** `now` and `next_sync_at`: ISO times chosen by the caller (deciders read no clock) */
export type ConnectHris = {
  type: 'ConnectHris';
  data: {
    workspace_id: string;
    connection_id: string;
    provider: HrisProviderKind;
    provider_company_id: string | null;
    by: string;
    now: string;
    next_sync_at: string;
  };
};
export type StartSync = { type: 'StartSync'; data: { run_id: string; trigger: SyncTrigger; now: string; next_sync_at: string | null } };
export type ChangeCounts = {
  participants_added: number;
  participants_updated: number;
  participants_deleted: number;
  groups_added: number;
  groups_updated: number;
  groups_deleted: number;
};
export type RecordPreview = {
  type: 'RecordPreview';
  data: { run_id: string; counts: ChangeCounts; active_automatic: number; safety_stop_tripped: boolean; now: string };
};
export type ApplySync = {
  type: 'ApplySync';
  data: {
    run_id: string;
    by: string;
    created: number;
    updated: number;
    deactivated: number;
    groups_created: number;
    groups_deleted: number;
    now: string;
  };
};
export type FailSync = {
  type: 'FailSync';
  data: { run_id: string; stage: 'read' | 'apply'; reason: string; attempt: number; will_retry: boolean; now: string };
};
export type RequireReauthorization = { type: 'RequireReauthorization'; data: { reason: string; now: string } };
export type DisconnectHris = { type: 'DisconnectHris'; data: { by: string; now: string } };
export type HrisCommand = ConnectHris | StartSync | RecordPreview | ApplySync | FailSync | RequireReauthorization | DisconnectHris;

const requireConnected = (state: HrisState): ConnectedHris => {
  if (state.status !== 'connected') throw new DomainError(HrisMessages.notConnected, 409);
  return state;
};

export const decideHris = (command: HrisCommand, state: HrisState): HrisEvent[] => {
  switch (command.type) {
    case 'ConnectHris': {
      const { workspace_id, connection_id, provider, provider_company_id, by, now, next_sync_at } = command.data;
      if (state.status === 'connected') {
        // going through the connect flow again is how a consultant re-authorises a refused connection
        if (!state.reauthRequired) throw new DomainError(HrisMessages.alreadyConnected, 409);
        return [
          {
            type: 'HrisReauthorized',
            data: { workspace_id, connection_id: state.connectionId, reauthorized_by: by, reauthorized_at: now, next_sync_at },
          },
        ];
      }
      return [
        {
          type: 'HrisConnected',
          data: { workspace_id, connection_id, provider, provider_company_id, connected_by: by, connected_at: now, next_sync_at },
        },
      ];
    }
    case 'StartSync': {
      const connected = requireConnected(state);
      if (connected.reauthRequired) throw new DomainError(HrisMessages.reauthRequired, 409);
      const { run_id, trigger, now, next_sync_at } = command.data;
      // a retried job is the same run: it carries on without a second start
      if (runOf(connected, run_id)) return [];
      return [
        {
          type: 'HrisSyncStarted',
          data: {
            workspace_id: connected.workspaceId,
            connection_id: connected.connectionId,
            run_id,
            trigger,
            started_at: now,
            next_sync_at,
          },
        },
      ];
    }
    case 'RecordPreview': {
      const connected = requireConnected(state);
      const { run_id, counts, active_automatic, safety_stop_tripped, now } = command.data;
      const run = runOf(connected, run_id);
      if (!run) throw new DomainError(HrisMessages.noPendingSync, 404);
      if (run.phase === 'applied') return [];
      // a scheduled run within the safety stop applies itself, but not over a review already waiting; a run
      // that finds nothing to change settles at once (a review still waiting is out of date then)
      const waitingForOther = connected.pending !== null && connected.pending.runId !== run_id;
      const nothingToChange = Object.values(counts).every((count) => count === 0);
      const outcome = safety_stop_tripped
        ? 'paused'
        : nothingToChange
          ? 'apply'
          : run.trigger !== 'scheduled' || waitingForOther
            ? 'awaiting_review'
            : 'apply';
      return [
        {
          type: 'HrisSyncPreviewed',
          data: {
            workspace_id: connected.workspaceId,
            connection_id: connected.connectionId,
            run_id,
            ...counts,
            active_automatic,
            outcome,
            previewed_at: now,
          },
        },
      ];
    }
    case 'ApplySync': {
      const connected = requireConnected(state);
      const { run_id, by, now, ...applied } = command.data;
      const run = runOf(connected, run_id);
      if (run?.phase === 'applied') throw new DomainError(HrisMessages.alreadyApplied, 409);
      if (run?.phase !== 'previewed') throw new DomainError(HrisMessages.noPendingSync, 404);
      if (connected.latestPreviewed !== run_id) throw new DomainError(HrisMessages.previewOutdated, 409);
      return [
        {
          type: 'HrisSyncApplied',
          data: {
            workspace_id: connected.workspaceId,
            connection_id: connected.connectionId,
            run_id,
            applied_by: by,
            ...applied,
            applied_at: now,
          },
        },
      ];
    }
    case 'FailSync': {
      if (state.status !== 'connected') return [];
      const { run_id, stage, reason, attempt, will_retry, now } = command.data;
      const run = runOf(state, run_id);
      if (!run || run.phase === 'applied') return [];
      return [
        {
          type: 'HrisSyncFailed',
          data: {
            workspace_id: state.workspaceId,
            connection_id: state.connectionId,
            run_id,
            stage,
            reason,
            attempt,
            will_retry,
            failed_at: now,
          },
        },
      ];
    }
    case 'RequireReauthorization': {
      if (state.status !== 'connected' || state.reauthRequired) return [];
      return [
        {
          type: 'HrisReauthorizationRequired',
          data: {
            workspace_id: state.workspaceId,
            connection_id: state.connectionId,
            reason: command.data.reason,
            required_at: command.data.now,
          },
        },
      ];
    }
    case 'DisconnectHris': {
      if (state.status !== 'connected') throw new DomainError(HrisMessages.notConnected, 404);
      return [
        {
          type: 'HrisDisconnected',
          data: {
            workspace_id: state.workspaceId,
            connection_id: state.connectionId,
            disconnected_by: command.data.by,
            disconnected_at: command.data.now,
          },
        },
      ];
    }
  }
};

export const hrisDecider: Decider<HrisCommand, HrisEvent, HrisState> = {
  initialState: initialHrisState,
  decide: decideHris,
  evolve: evolveHris,
};
