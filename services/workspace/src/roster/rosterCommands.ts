import { newId } from '@canopy/platform/ids';
import { ParticipantMessages, type ParticipantFields } from '@canopy/contracts/participants/api';
import { CLASSIFICATION_FIELDS, credentialsOf } from '@canopy/contracts/participants/fields';
import { WorkspaceMessages, type GroupClassification } from '@canopy/contracts/workspace/api';
import { DomainError, type Decider } from '@canopy/platform/commands/decider';
import { handleCommand } from '@canopy/platform/commands/handleCommand';
import type { CommandContext } from '@canopy/platform/commands/eventLog';
import type { AppendResult } from '@canopy/platform/eventStore/eventStore';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { isHrisLocked } from '@canopy/projections/workspace/hris/read';
import { createParticipantsReader } from '@canopy/projections/workspace/participants/read';
import { createWorkspacesReader } from '@canopy/projections/workspace/workspaces/read';
import { planAutomaticChanges } from './automaticChanges.ts';
import { decideRoster, type RosterCommand } from './decide.ts';
import { planImport } from './importParticipants.ts';
import { normaliseDate } from './recordDates.ts';
import { evolveRoster, initialRosterState, rosterStreamId, type RosterEvent, type RosterState } from './roster.ts';
import { chunked } from './rosterChanges.ts';
import type { AutomaticChanges, ImportRow, RosterPort } from './rosterPort.ts';
import { createRosterLoader, ROSTER_READ_MODELS, rosterSettleMs, type RosterJob } from './rosterLoader.ts';
import type { RosterSlice } from './rosterState.ts';

/** keys erased at a time after a delete */
const ERASE_CONCURRENCY = 16;

type Plan<R> = (state: RosterState) => { events: RosterEvent[]; result: R };

const normaliseDates = (fields: ParticipantFields): ParticipantFields => ({
  ...fields,
  hiring_date: normaliseDate(fields.hiring_date),
  birth_date: normaliseDate(fields.birth_date),
});

/** ids for the groups a list of rows may create: at most one per distinct name and per classification value */
const groupIdsFor = (names: Iterable<string>) => Array.from(new Set([...names].map((name) => name.trim().toLowerCase())), () => newId());

/** jobs of one roster, whatever their kind, may be decided together: one decider for them all */
const rosterJobs: Decider<RosterJob, RosterEvent, RosterState> = {
  initialState: initialRosterState,
  decide: (job, state) => job.data.plan(state),
  evolve: evolveRoster,
};

/**
 * Runs roster commands through the command pipeline (`handleCommand`) with the roster's loader: state from the
 * `participants` read model at the revision it has applied (ADR 0011), a catch-up wait after a conflict, and a
 * wait after the append, growing with the events, until the projection holds them (read-your-writes).
 */
export const createRosterCommands = (deps: ServiceDeps) => {
  const { platform, waiter } = deps;
  const { pool, log, vault } = platform;
  const loader = createRosterLoader(deps);
  const settle = { waiter, readModels: ROSTER_READ_MODELS, timeoutMs: rosterSettleMs };

  const run = async <R>(
    workspaceId: string,
    slice: RosterSlice,
    plan: Plan<R>,
    context: CommandContext,
    onStored?: () => void,
  ): Promise<{ result: R; appended: AppendResult | null }> => {
    // the plan runs again on each attempt; what the caller gets is from the attempt that was stored
    let result: R | undefined;
    const job: RosterJob = {
      type: 'RosterJob',
      data: {
        workspaceId,
        slice,
        plan: (state) => {
          const planned = plan(state);
          result = planned.result;
          return planned.events;
        },
      },
    };
    const outcome = await handleCommand({
      log,
      decider: rosterJobs,
      loader,
      streamId: rosterStreamId(workspaceId),
      command: job,
      context: { ...context, workspaceId },
      settle,
      onStored,
    });
    return { result: result as R, appended: outcome.appended };
  };

  const decided =
    (command: RosterCommand): Plan<null> =>
    (state) => ({ events: decideRoster(command, state), result: null });

  const requireUnlocked = async (workspaceId: string) => {
    if (await isHrisLocked(pool, workspaceId)) throw new DomainError(ParticipantMessages.hrisLocked, 409);
  };

  /**
   * The workspace's classification, refusing a workspace whose roster an HRIS holds (as requireUnlocked).
   * Every manual add asks both; under load each query is a round trip the add waits for, so the two owners'
   * readers are asked at once.
   */
  const unlockedClassification = async (workspaceId: string): Promise<GroupClassification> => {
    const [row, locked] = await Promise.all([createWorkspacesReader(pool).key(workspaceId), isHrisLocked(pool, workspaceId)]);
    if (!row) throw new DomainError(WorkspaceMessages.notFound, 404);
    if (locked) throw new DomainError(ParticipantMessages.hrisLocked, 409);
    return row.group_classification;
  };

  /** crypto-shredding: what the log holds of them becomes unreadable */
  const erase = async (participantIds: readonly string[]) => {
    for (const batch of chunked(participantIds, ERASE_CONCURRENCY)) await Promise.all(batch.map((id) => vault.erase(id)));
  };

  const port: RosterPort = {
    async importParticipants({ workspaceId, rows, context, onStored }) {
      const classification = await unlockedClassification(workspaceId);
      const normalised: ImportRow[] = rows.map((row) => ({ ...row, fields: normaliseDates(row.fields) }));
      const names = normalised.flatMap((row) => row.groups.flatMap((ref) => ('name' in ref ? [ref.name] : [])));
      const field = CLASSIFICATION_FIELDS[classification];
      const values = field ? normalised.map((row) => `${field}:${row.fields[field]}`) : [];
      const now = context.now.toISOString();
      const command = {
        type: 'ImportParticipants' as const,
        data: {
          workspace_id: workspaceId,
          rows: normalised,
          group_classification: classification,
          new_participant_ids: normalised.map(() => newId()),
          new_group_ids: groupIdsFor([...names, ...values]),
          now,
        },
      };
      const { result } = await run(
        workspaceId,
        { credentials: normalised.map((row) => credentialsOf(row.fields)) },
        (state) => {
          const { events, outcome } = planImport(command, state);
          return { events, result: outcome };
        },
        context,
        onStored,
      );
      return result;
    },

    async applyAutomaticChanges({ workspaceId, changes, context }) {
      const normalised: AutomaticChanges = {
        ...changes,
        upserts: changes.upserts.map((upsert) => ({ ...upsert, fields: normaliseDates(upsert.fields) })),
      };
      const command = {
        type: 'ApplyAutomaticChanges' as const,
        data: {
          workspace_id: workspaceId,
          changes: normalised,
          new_participant_ids: normalised.upserts.map(() => newId()),
          new_group_ids: groupIdsFor(normalised.groups.map((group) => `${group.origin_source}:${group.name}`)),
          now: context.now.toISOString(),
        },
      };
      const automaticGroups = await createParticipantsReader(pool).automaticGroupIds(workspaceId);
      const slice: RosterSlice = {
        externalIds: [
          ...normalised.upserts.map((upsert) => upsert.external_id),
          ...normalised.deactivate_external_ids,
          ...normalised.groups.flatMap((group) => group.member_external_ids),
        ],
        membersOfGroups: automaticGroups,
      };
      const { result } = await run(
        workspaceId,
        slice,
        (state) => {
          const { events, outcome } = planAutomaticChanges(command, state);
          return { events, result: outcome };
        },
        context,
      );
      return result;
    },
  };

  return {
    ...port,

    async updateParticipant(workspaceId: string, participantId: string, fields: ParticipantFields, context: CommandContext) {
      const classification = await unlockedClassification(workspaceId);
      const normalised = normaliseDates(fields);
      const command: RosterCommand = {
        type: 'UpdateParticipant',
        data: {
          workspace_id: workspaceId,
          participant_id: participantId,
          fields: normalised,
          group_classification: classification,
          new_group_ids: [newId()],
          now: context.now.toISOString(),
        },
      };
      await run(workspaceId, { participantIds: [participantId], credentials: [credentialsOf(normalised)] }, decided(command), context);
    },

    /** deletes them in one append, then erases their keys */
    async deleteParticipants(workspaceId: string, participantIds: string[], context: CommandContext) {
      await requireUnlocked(workspaceId);
      const command: RosterCommand = {
        type: 'DeleteParticipants',
        data: { workspace_id: workspaceId, participant_ids: participantIds, by: context.actor, now: context.now.toISOString() },
      };
      await run(workspaceId, { participantIds }, decided(command), context);
      await erase([...new Set(participantIds)]);
    },

    async changeMembership(workspaceId: string, participantId: string, groupId: string, relation: boolean, context: CommandContext) {
      const command: RosterCommand = {
        type: 'ChangeGroupMembership',
        data: { workspace_id: workspaceId, participant_id: participantId, group_id: groupId, relation, now: context.now.toISOString() },
      };
      await run(workspaceId, { participantIds: [participantId] }, decided(command), context);
    },

    async createGroup(workspaceId: string, input: { name: string; description: string }, context: CommandContext): Promise<string> {
      const groupId = newId();
      const command: RosterCommand = {
        type: 'CreateGroup',
        data: { workspace_id: workspaceId, group_id: groupId, ...input, now: context.now.toISOString() },
      };
      await run(workspaceId, {}, decided(command), context);
      return groupId;
    },

    async updateGroup(workspaceId: string, groupId: string, input: { name: string; description: string }, context: CommandContext) {
      const command: RosterCommand = {
        type: 'UpdateGroup',
        data: { workspace_id: workspaceId, group_id: groupId, ...input, now: context.now.toISOString() },
      };
      await run(workspaceId, {}, decided(command), context);
    },

    async deleteGroup(workspaceId: string, groupId: string, context: CommandContext) {
      const command: RosterCommand = {
        type: 'DeleteGroup',
        data: { workspace_id: workspaceId, group_id: groupId, now: context.now.toISOString() },
      };
      await run(workspaceId, {}, decided(command), context);
    },
  };
};

export type RosterCommands = ReturnType<typeof createRosterCommands>;

/** what the CSV import, the HRIS sync and the demo data use to change a roster */
export const createRosterPort = (deps: ServiceDeps): RosterPort => {
  const { importParticipants, applyAutomaticChanges } = createRosterCommands(deps);
  return { importParticipants, applyAutomaticChanges };
};
