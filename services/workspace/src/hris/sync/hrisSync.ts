import { allChangeIds, HrisMessages, type AppliedSync, type SyncPreview } from '@canopy/contracts/hris/api';
import type { GroupClassification } from '@canopy/contracts/workspace/api';
import { DomainError } from '@canopy/platform/commands/decider';
import type { CommandContext } from '@canopy/platform/commands/eventLog';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createParticipantsReader } from '@canopy/projections/workspace/participants/read';
import { createWorkspacesReader } from '@canopy/projections/workspace/workspaces/read';
import type { AutomaticParticipant, RosterPort } from '../../roster/rosterPort.ts';
import { chosenChanges, computeChangeSet, isEmpty, type AutomaticRoster } from '../changeSet/changeSet.ts';
import type { HrisCommands } from '../commands.ts';
import { decideHris } from '../connection/decide.ts';
import { toAutomaticParticipants } from '../mapping/employeeMapping.ts';
import { HrisAuthorizationError, HrisProviderError, type HrisProvider } from '../provider/hrisProvider.ts';
import { HrisKeyChangedError, type HrisSecretStore, type StoredPreview } from '../secrets/secretStore.ts';
import type { SyncAttempt, SyncJob } from './syncScheduler.ts';
import { withWorkspaceLock, WorkspaceBusyError } from './workspaceLock.ts';

export type HrisSyncDeps = {
  service: ServiceDeps;
  provider: HrisProvider;
  secrets: HrisSecretStore;
  roster: RosterPort;
  commands: HrisCommands;
  /** ISO time of the daily run after `from` */
  nextSyncAfter: (from: Date) => string;
  clock?: () => Date;
};

type Workspace = { id: string; team_id: string; group_classification: GroupClassification };

/** what a run of the scheduler's job came to; `stale`: its connection is gone (the schedule can go too) */
export type RunResult = 'stale' | 'reauth_required' | 'apply' | 'awaiting_review' | 'paused' | 'settled';

const NOTHING_APPLIED = { created: 0, updated: 0, deactivated: 0, groupsCreated: 0, groupsDeleted: 0 };
const ROSTER_SETTLE_MS = 10_000;
/** Done waits this long for a run finishing its preview (or applying itself) before answering 409 */
const APPLY_LOCK_WAIT_MS = 5000;

const isNotConnected = (error: unknown) => error instanceof DomainError && error.message === HrisMessages.notConnected;

/** what a consultant reads as the reason a run failed (provider errors are written for that; others are not shown) */
const reasonOf = (error: unknown) => (error instanceof HrisProviderError ? error.message : 'The synchronisation failed unexpectedly');

/**
 * A sync run: read the HR system, compute the change set against the workspace's automatic participants,
 * keep it as the run's preview, then stop for a consultant or (a scheduled run within the safety stop)
 * apply it. Applying goes through the roster as one command. Every step can run again after a crash: the
 * run's id is the job's, its start is recorded once, and what is applied is recomputed against the roster
 * as it is, so nothing is applied twice.
 */
export const createHrisSync = (deps: HrisSyncDeps) => {
  const { service, provider, secrets, roster, commands } = deps;
  const { pool, store } = service.platform;
  const clock = deps.clock ?? (() => deps.service.clock.now());
  const workspaces = createWorkspacesReader(service.platform.pool);
  const participants = createParticipantsReader(service.platform.pool);

  const workspaceOf = async (workspaceId: string): Promise<Workspace | null> => {
    return workspaces.key(workspaceId);
  };

  const contextOf = (workspace: Workspace, actor: string, correlationId: string, now: Date): CommandContext => ({
    teamId: workspace.team_id,
    workspaceId: workspace.id,
    actor,
    correlationId,
    now,
  });

  /** the workspace's automatic roster, once its read model has applied everything appended so far (bounded: the roster's own command re-checks) */
  const currentRoster = async (workspaceId: string): Promise<AutomaticRoster> => {
    const head = await store.headPosition();
    if (head) await service.waiter.waitFor(head, ['participants'], ROSTER_SETTLE_MS);
    return participants.automaticRoster(workspaceId);
  };

  /** the chosen changes of a stored preview, against the roster as it is now (`current`); the caller holds the workspace lock */
  const applyLocked = async (
    workspace: Workspace,
    preview: StoredPreview,
    current: AutomaticRoster,
    chosen: ReadonlySet<string>,
    actor: string,
    correlationId: string,
  ): Promise<AppliedSync> => {
    const changes = chosenChanges({
      connectionId: preview.connection_id,
      employees: preview.employees,
      roster: current,
      classification: workspace.group_classification,
      chosen,
    });
    const now = clock();
    const context = contextOf(workspace, actor, correlationId, now);
    const outcome = isEmpty(changes)
      ? NOTHING_APPLIED
      : await roster.applyAutomaticChanges({ workspaceId: workspace.id, changes, context });
    const applied = {
      created: outcome.created,
      updated: outcome.updated,
      deactivated: outcome.deactivated,
      groups_created: outcome.groupsCreated,
      groups_deleted: outcome.groupsDeleted,
    };
    await commands.handle(
      workspace.id,
      { type: 'ApplySync', data: { run_id: preview.run_id, by: actor, ...applied, now: now.toISOString() } },
      context,
    );
    await secrets.deletePreview(workspace.id, preview.run_id);
    return { run_id: preview.run_id, ...applied };
  };

  return {
    async run(job: SyncJob, attempt: SyncAttempt): Promise<RunResult> {
      const { workspace_id: workspaceId, connection_id: connectionId, trigger } = job;
      const runId = attempt.runId;
      const workspace = await workspaceOf(workspaceId);
      if (!workspace) return 'stale';
      const state = await commands.state(workspaceId);
      if (state.status !== 'connected' || state.connectionId !== connectionId) return 'stale';
      // a refused token waits for a consultant to connect again
      if (state.reauthRequired) return 'reauth_required';
      const startedAt = clock();
      const context = contextOf(workspace, 'system', runId, startedAt);
      const fail = (stage: 'read' | 'apply', error: unknown) =>
        commands.handle(
          workspaceId,
          {
            type: 'FailSync',
            data: {
              run_id: runId,
              stage,
              reason: reasonOf(error),
              attempt: attempt.attempt,
              will_retry: attempt.willRetry,
              now: clock().toISOString(),
            },
          },
          { ...context, now: clock() },
        );

      try {
        await commands.handle(
          workspaceId,
          {
            type: 'StartSync',
            data: {
              run_id: runId,
              trigger,
              now: startedAt.toISOString(),
              next_sync_at: trigger === 'scheduled' ? deps.nextSyncAfter(startedAt) : null,
            },
          },
          context,
        );
      } catch (error) {
        // disconnected, or refused by the provider, since the state was read
        if (isNotConnected(error)) return 'stale';
        if (error instanceof DomainError && error.message === HrisMessages.reauthRequired) return 'reauth_required';
        throw error;
      }

      let employees: AutomaticParticipant[];
      try {
        const token = await secrets.readToken(connectionId);
        if (!token) return 'stale';
        employees = toAutomaticParticipants(await provider.readDirectory(token, attempt.signal));
      } catch (error) {
        // stopping: the scheduler fails the job and a later process retries it
        if (attempt.signal.aborted) throw error;
        if (error instanceof HrisAuthorizationError || error instanceof HrisKeyChangedError) {
          await commands.handle(
            workspaceId,
            { type: 'RequireReauthorization', data: { reason: error.message, now: clock().toISOString() } },
            { ...context, now: clock() },
          );
          return 'reauth_required';
        }
        service.logger.warn({ err: error, workspaceId, runId }, 'HRIS sync could not read the HR system');
        await fail('read', error);
        throw error;
      }
      attempt.signal.throwIfAborted();

      try {
        return await withWorkspaceLock(pool, workspaceId, { waitMs: null }, async () => {
          const current = await currentRoster(workspaceId);
          const { changes, safety_stop } = computeChangeSet(employees, current, workspace.group_classification);
          const preview: StoredPreview = {
            run_id: runId,
            connection_id: connectionId,
            trigger,
            read_at: startedAt.toISOString(),
            safety_stop,
            changes,
            employees,
          };
          await secrets.savePreview(workspaceId, preview, clock());
          const counts = {
            participants_added: changes.participants.added.length,
            participants_updated: changes.participants.updated.length,
            participants_deleted: changes.participants.deleted.length,
            groups_added: changes.groups.added.length,
            groups_updated: changes.groups.updated.length,
            groups_deleted: changes.groups.deleted.length,
          };
          const recorded = await commands.handle(
            workspaceId,
            {
              type: 'RecordPreview',
              data: {
                run_id: runId,
                counts,
                active_automatic: safety_stop.active_automatic,
                safety_stop_tripped: safety_stop.tripped,
                now: clock().toISOString(),
              },
            },
            { ...context, now: clock() },
          );
          const previewed = recorded.events.find((event) => event.type === 'HrisSyncPreviewed');
          if (previewed?.type !== 'HrisSyncPreviewed') return 'settled';
          if (previewed.data.outcome === 'apply')
            await applyLocked(workspace, preview, current, new Set(allChangeIds(changes)), 'system', runId);
          return previewed.data.outcome;
        });
      } catch (error) {
        if (isNotConnected(error)) return 'stale';
        if (attempt.signal.aborted) throw error;
        service.logger.error({ err: error, workspaceId, runId }, 'HRIS sync could not apply its changes');
        await fail('apply', error);
        throw error;
      }
    },

    /** the run waiting for a consultant, with its change set; null when none waits */
    async preview(workspaceId: string): Promise<SyncPreview | null> {
      const state = await commands.state(workspaceId);
      if (state.status !== 'connected' || !state.pending) return null;
      let stored: StoredPreview | null;
      try {
        stored = await secrets.readPreview(workspaceId);
      } catch (error) {
        if (error instanceof HrisKeyChangedError) return null;
        throw error;
      }
      if (!stored || stored.run_id !== state.pending.runId) return null;
      const { employees: _employees, ...shown } = stored;
      return { workspace_id: workspaceId, ...shown, status: state.pending.paused ? 'paused' : 'awaiting_review' };
    },

    /** Done in the preview: the ticked changes of the run the consultant reviewed, as one roster command */
    async applyChosen(input: {
      workspaceId: string;
      runId: string;
      changeIds: readonly string[];
      actor: string;
      correlationId: string;
    }): Promise<AppliedSync> {
      const workspace = await workspaceOf(input.workspaceId);
      if (!workspace) throw new DomainError(HrisMessages.notConnected, 409);
      try {
        return await withWorkspaceLock(pool, input.workspaceId, { waitMs: APPLY_LOCK_WAIT_MS }, async () => {
          const state = await commands.state(input.workspaceId);
          // the decider's own refusals first (not connected, already applied, replaced by a newer preview)
          decideHris(
            {
              type: 'ApplySync',
              data: {
                run_id: input.runId,
                by: input.actor,
                created: 0,
                updated: 0,
                deactivated: 0,
                groups_created: 0,
                groups_deleted: 0,
                now: clock().toISOString(),
              },
            },
            state,
          );
          const stored = await secrets.readPreview(input.workspaceId);
          if (!stored || stored.run_id !== input.runId) throw new DomainError(HrisMessages.previewOutdated, 409);
          const known = new Set(allChangeIds(stored.changes));
          const unknown = input.changeIds.find((id) => !known.has(id));
          if (unknown !== undefined) throw new DomainError(HrisMessages.unknownChange(unknown), 400);
          return applyLocked(
            workspace,
            stored,
            await currentRoster(input.workspaceId),
            new Set(input.changeIds),
            input.actor,
            input.correlationId,
          );
        });
      } catch (error) {
        if (error instanceof WorkspaceBusyError) throw new DomainError(HrisMessages.syncRunning, 409);
        if (error instanceof HrisKeyChangedError) throw new DomainError(HrisMessages.reauthRequired, 409);
        throw error;
      }
    },
  };
};

export type HrisSync = ReturnType<typeof createHrisSync>;
