import { ParticipantMessages } from '@canopy/contracts/participants/api';
import { DomainError } from '@canopy/platform/commands/decider';
import { sameFields } from './credentials.ts';
import { recordOf, type ParticipantRecordData, type RosterEvent, type RosterParticipant, type RosterState } from './roster.ts';
import { chunked, createRosterChanges } from './rosterChanges.ts';
import type { AutomaticChanges } from './rosterPort.ts';

export type ApplyAutomaticChanges = {
  type: 'ApplyAutomaticChanges';
  data: {
    workspace_id: string;
    changes: AutomaticChanges;
    /** one fresh id per upsert, used when the employee is new to the workspace */
    new_participant_ids: string[];
    /** fresh ids for the automatic groups the sync creates, taken in order */
    new_group_ids: string[];
    now: string;
  };
};

export type AutomaticOutcome = { created: number; updated: number; deactivated: number; groupsCreated: number; groupsDeleted: number };

/**
 * One HRIS sync's chosen changes. Employees are matched by the provider's id among the automatic
 * participants only: manual participants are never touched. Automatic groups are found by (origin source,
 * name) and end up with exactly the members the sync lists.
 */
export const planAutomaticChanges = (
  command: ApplyAutomaticChanges,
  state: RosterState,
): { events: RosterEvent[]; outcome: AutomaticOutcome } => {
  const { workspace_id, changes: sync, new_participant_ids, new_group_ids, now } = command.data;
  const changes = createRosterChanges({ workspaceId: workspace_id, state, now, newGroupIds: new_group_ids });
  const byExternalId = new Map<string, RosterParticipant>();
  for (const participant of state.participants.values()) {
    if (participant.add_source === 'automatic' && participant.external_id !== null) byExternalId.set(participant.external_id, participant);
  }

  const added: Array<ParticipantRecordData & { external_id: string; is_active: boolean }> = [];
  const updated: ParticipantRecordData[] = [];
  const deactivated = new Set<string>();
  /** the HR system's employment end date of those deactivated, by participant id */
  const endDates = new Map<string, string>();
  const reactivated: string[] = [];
  const idOf = new Map<string, string>();
  for (const participant of byExternalId.values()) idOf.set(participant.external_id!, participant.id);

  const seen = new Set<string>();
  sync.upserts.forEach((employee, index) => {
    // a provider id listed twice: the first one counts
    if (seen.has(employee.external_id)) return;
    seen.add(employee.external_id);
    const current = byExternalId.get(employee.external_id);
    if (!current) {
      const id = new_participant_ids[index];
      if (id === undefined) throw new Error('the command brought too few new participant ids');
      idOf.set(employee.external_id, id);
      added.push({ ...recordOf(id, employee.fields), external_id: employee.external_id, is_active: employee.is_active });
      return;
    }
    if (!sameFields(current.fields, employee.fields)) updated.push(recordOf(current.id, employee.fields));
    if (current.is_active && !employee.is_active) {
      deactivated.add(current.id);
      if (employee.end_date) endDates.set(current.id, employee.end_date);
    }
    if (!current.is_active && employee.is_active) reactivated.push(current.id);
  });
  for (const externalId of sync.deactivate_external_ids) {
    const current = byExternalId.get(externalId);
    if (!current?.is_active) continue;
    deactivated.add(current.id);
    const ended = sync.end_dates?.[externalId];
    if (ended) endDates.set(current.id, ended);
  }

  const deleted = new Set<string>();
  for (const groupId of sync.delete_group_ids) {
    const group = state.groups.get(groupId);
    if (!group) continue;
    if (group.origin !== 'automatic') throw new DomainError(ParticipantMessages.automaticGroupOnly, 400);
    deleted.add(groupId);
  }
  for (const wanted of sync.groups) {
    const group = changes.ensureGroup(wanted.name, 'automatic', wanted.origin_source);
    if (deleted.has(group.id)) continue;
    const members = new Set(
      wanted.member_external_ids.map((externalId) => idOf.get(externalId)).filter((id): id is string => id !== undefined),
    );
    for (const member of state.members.get(group.id) ?? []) if (!members.has(member)) changes.leave(group.id, member);
    for (const member of members) changes.join(group.id, member);
  }

  const events: RosterEvent[] = [
    ...changes.groupEvents(),
    ...chunked(added).map(
      (participants): RosterEvent => ({
        type: 'ParticipantsAdded',
        data: { workspace_id, add_source: 'automatic', participants, added_at: now },
      }),
    ),
    ...chunked(updated).map(
      (participants): RosterEvent => ({ type: 'ParticipantsUpdated', data: { workspace_id, participants, updated_at: now } }),
    ),
    ...chunked([...deactivated]).map((participant_ids): RosterEvent => {
      const end_dates = Object.fromEntries(participant_ids.flatMap((id) => (endDates.has(id) ? [[id, endDates.get(id)!]] : [])));
      const ended = Object.keys(end_dates).length > 0 ? { end_dates } : {};
      return { type: 'ParticipantsDeactivated', data: { workspace_id, participant_ids, deactivated_at: now, ...ended } };
    }),
    ...chunked(reactivated).map(
      (participant_ids): RosterEvent => ({ type: 'ParticipantsReactivated', data: { workspace_id, participant_ids, reactivated_at: now } }),
    ),
    ...changes.membershipEvents(),
    ...[...deleted].map((group_id): RosterEvent => ({ type: 'GroupDeleted', data: { workspace_id, group_id, deleted_at: now } })),
  ];
  return {
    events,
    outcome: {
      created: added.length,
      updated: updated.length,
      deactivated: deactivated.size,
      groupsCreated: changes.created().length,
      groupsDeleted: deleted.size,
    },
  };
};
