import type { EventOf } from '@canopy/contracts';
import type { HrisProviderKind, SyncTrigger } from '@canopy/contracts/hris/api';
import type {
  HrisConnected,
  HrisDisconnected,
  HrisReauthorizationRequired,
  HrisReauthorized,
  HrisSyncApplied,
  HrisSyncFailed,
  HrisSyncPreviewed,
  HrisSyncStarted,
} from '@canopy/contracts/hris/events';
import { streamIdOf } from '@canopy/platform/commands/streamId';

// The HRIS connection of one workspace and its sync runs. Stream: `hris-<workspace id>`.

export type HrisEvent =
  | EventOf<typeof HrisConnected>
  | EventOf<typeof HrisReauthorizationRequired>
  | EventOf<typeof HrisReauthorized>
  | EventOf<typeof HrisSyncStarted>
  | EventOf<typeof HrisSyncPreviewed>
  | EventOf<typeof HrisSyncApplied>
  | EventOf<typeof HrisSyncFailed>
  | EventOf<typeof HrisDisconnected>;

export type RunPhase = 'reading' | 'previewed' | 'applied';
export type Run = { runId: string; trigger: SyncTrigger; phase: RunPhase };

export type ConnectedHris = {
  status: 'connected';
  workspaceId: string;
  connectionId: string;
  provider: HrisProviderKind;
  reauthRequired: boolean;
  /** the run whose preview waits for a consultant, and whether the safety stop paused it */
  pending: { runId: string; paused: boolean } | null;
  /** the run previewed last: only its reading can be applied */
  latestPreviewed: string | null;
  /** the latest runs, newest last (enough to recognise a retried job; older runs are settled) */
  runs: readonly Run[];
};

export type HrisState = { status: 'none' } | ConnectedHris | { status: 'disconnected'; workspaceId: string; connectionId: string };

export const hrisStreamId = streamIdOf('hris');
export const initialHrisState = (): HrisState => ({ status: 'none' });

const KEPT_RUNS = 50;

export const runOf = (state: ConnectedHris, runId: string): Run | undefined => state.runs.find((run) => run.runId === runId);

const withConnected = (state: HrisState, change: (connected: ConnectedHris) => ConnectedHris): HrisState =>
  state.status === 'connected' ? change(state) : state;

const setPhase = (state: ConnectedHris, runId: string, phase: RunPhase): ConnectedHris => ({
  ...state,
  runs: state.runs.map((run) => (run.runId === runId ? { ...run, phase } : run)),
});

export const evolveHris = (state: HrisState, event: HrisEvent): HrisState => {
  switch (event.type) {
    case 'HrisConnected':
      return {
        status: 'connected',
        workspaceId: event.data.workspace_id,
        connectionId: event.data.connection_id,
        provider: event.data.provider,
        reauthRequired: false,
        pending: null,
        latestPreviewed: null,
        runs: [],
      };
    case 'HrisReauthorizationRequired':
      return withConnected(state, (connected) => ({ ...connected, reauthRequired: true }));
    case 'HrisReauthorized':
      return withConnected(state, (connected) => ({ ...connected, reauthRequired: false }));
    case 'HrisSyncStarted':
      return withConnected(state, (connected) => ({
        ...connected,
        runs: [...connected.runs, { runId: event.data.run_id, trigger: event.data.trigger, phase: 'reading' as const }].slice(-KEPT_RUNS),
      }));
    case 'HrisSyncPreviewed':
      return withConnected(state, (connected) => {
        const previewed = setPhase(connected, event.data.run_id, 'previewed');
        const { outcome, run_id } = event.data;
        // the latest reading replaces a preview waiting: a consultant reviews it, or it applies itself
        return {
          ...previewed,
          latestPreviewed: run_id,
          pending: outcome === 'apply' ? null : { runId: run_id, paused: outcome === 'paused' },
        };
      });
    case 'HrisSyncApplied':
      return withConnected(state, (connected) => {
        const applied = setPhase(connected, event.data.run_id, 'applied');
        return { ...applied, pending: applied.pending?.runId === event.data.run_id ? null : applied.pending };
      });
    case 'HrisSyncFailed':
      return state;
    case 'HrisDisconnected':
      return state.status === 'connected'
        ? { status: 'disconnected', workspaceId: state.workspaceId, connectionId: state.connectionId }
        : state;
  }
};
