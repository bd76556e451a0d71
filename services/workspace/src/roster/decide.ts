import { ParticipantMessages, type ParticipantFields } from '@canopy/contracts/participants/api';
import { credentialsOf } from '@canopy/contracts/participants/fields';
import type { GroupClassification } from '@canopy/contracts/workspace/api';
import { DomainError, type Decider } from '@canopy/platform/commands/decider';
import { planAutomaticChanges, type ApplyAutomaticChanges } from './automaticChanges.ts';
import { createCredentialIndex, sameFields } from './credentials.ts';
import { followClassification } from './defaultGroups.ts';
import { planImport, type ImportParticipants } from './importParticipants.ts';
import {
  evolveRoster,
  initialRosterState,
  recordOf,
  type RosterEvent,
  type RosterGroup,
  type RosterParticipant,
  type RosterState,
} from './roster.ts';
import { chunked, createRosterChanges } from './rosterChanges.ts';

// Commands of the roster. `now` is the request's ISO time and new ids come in the command: deciders read
// no clock and make no randomness.

/** the edit form: every field replaced */
export type UpdateParticipant = {
  type: 'UpdateParticipant';
  data: {
    workspace_id: string;
    participant_id: string;
    fields: ParticipantFields;
    group_classification: GroupClassification;
    new_group_ids: string[];
    now: string;
  };
};
export type DeleteParticipants = {
  type: 'DeleteParticipants';
  data: { workspace_id: string; participant_ids: string[]; by: string; now: string };
};
/** relation true: join the group, false: leave it */
export type ChangeGroupMembership = {
  type: 'ChangeGroupMembership';
  data: { workspace_id: string; participant_id: string; group_id: string; relation: boolean; now: string };
};
export type CreateGroup = {
  type: 'CreateGroup';
  data: { workspace_id: string; group_id: string; name: string; description: string; now: string };
};
export type UpdateGroup = {
  type: 'UpdateGroup';
  data: { workspace_id: string; group_id: string; name: string; description: string; now: string };
};
export type DeleteGroup = { type: 'DeleteGroup'; data: { workspace_id: string; group_id: string; now: string } };

export type RosterCommand =
  | ImportParticipants
  | ApplyAutomaticChanges
  | UpdateParticipant
  | DeleteParticipants
  | ChangeGroupMembership
  | CreateGroup
  | UpdateGroup
  | DeleteGroup;
export type { ApplyAutomaticChanges, ImportParticipants };

const participantIn = (state: RosterState, participantId: string): RosterParticipant => {
  const participant = state.participants.get(participantId);
  if (!participant) throw new DomainError(ParticipantMessages.notFound, 404);
  return participant;
};

const groupIn = (state: RosterState, groupId: string): RosterGroup => {
  const group = state.groups.get(groupId);
  if (!group) throw new DomainError(ParticipantMessages.groupNotFound, 404);
  return group;
};

const groupName = (name: string) => {
  const trimmed = name.trim();
  if (trimmed === '') throw new DomainError(ParticipantMessages.groupNameRequired, 400);
  return trimmed;
};

/** custom group names are unique in a workspace, whatever their case */
const requireFreeName = (state: RosterState, name: string, exceptId: string | null) => {
  const lower = name.toLowerCase();
  for (const group of state.groups.values()) {
    if (group.id !== exceptId && group.origin === 'custom' && group.name.toLowerCase() === lower)
      throw new DomainError(ParticipantMessages.groupNameTaken, 409);
  }
};

const decideUpdate = ({ data }: UpdateParticipant, state: RosterState): RosterEvent[] => {
  const current = participantIn(state, data.participant_id);
  if (sameFields(current.fields, data.fields)) return [];
  const others = createCredentialIndex([...state.participants.values()].filter((participant) => participant.id !== current.id));
  if (Object.keys(others.owners(credentialsOf(data.fields))).length > 0) throw new DomainError(ParticipantMessages.credentialsTaken, 409);
  const changes = createRosterChanges({ workspaceId: data.workspace_id, state, now: data.now, newGroupIds: data.new_group_ids });
  followClassification(changes, data.group_classification, current.id, current.fields, data.fields);
  return [
    ...changes.groupEvents(),
    {
      type: 'ParticipantsUpdated',
      data: { workspace_id: data.workspace_id, participants: [recordOf(current.id, data.fields)], updated_at: data.now },
    },
    ...changes.membershipEvents(),
  ];
};

export const decideRoster = (command: RosterCommand, state: RosterState): RosterEvent[] => {
  switch (command.type) {
    case 'ImportParticipants':
      return planImport(command, state).events;
    case 'ApplyAutomaticChanges':
      return planAutomaticChanges(command, state).events;
    case 'UpdateParticipant':
      return decideUpdate(command, state);
    case 'DeleteParticipants': {
      const { workspace_id, by, now } = command.data;
      const ids = [...new Set(command.data.participant_ids)];
      for (const id of ids) participantIn(state, id);
      return chunked(ids).map((participant_ids) => ({
        type: 'ParticipantsDeleted',
        data: { workspace_id, participant_ids, deleted_by: by, deleted_at: now },
      }));
    }
    case 'ChangeGroupMembership': {
      const { workspace_id, participant_id, group_id, relation, now } = command.data;
      participantIn(state, participant_id);
      groupIn(state, group_id);
      const member = state.members.get(group_id)?.has(participant_id) === true;
      if (relation && member) throw new DomainError(ParticipantMessages.alreadyInGroup, 409);
      // leaving a group one is not in asks for what already is: the screen removed the tag before calling
      if (!relation && !member) return [];
      const data = { workspace_id, group_id, participant_ids: [participant_id] };
      return [
        relation
          ? { type: 'ParticipantsJoinedGroup', data: { ...data, joined_at: now } }
          : { type: 'ParticipantsLeftGroup', data: { ...data, left_at: now } },
      ];
    }
    case 'CreateGroup': {
      const { workspace_id, group_id, description, now } = command.data;
      if (state.groups.has(group_id)) throw new DomainError('The group already exists', 409);
      const name = groupName(command.data.name);
      requireFreeName(state, name, null);
      return [
        {
          type: 'GroupCreated',
          data: {
            workspace_id,
            group_id,
            name,
            description: description.trim(),
            origin: 'custom',
            origin_source: '',
            check_for_deletion: false,
            created_at: now,
          },
        },
      ];
    }
    case 'UpdateGroup': {
      const { workspace_id, group_id, now } = command.data;
      const group = groupIn(state, group_id);
      const name = groupName(command.data.name);
      const description = command.data.description.trim();
      const events: RosterEvent[] = [];
      if (name !== group.name) {
        // default and automatic groups are found again by their name on the next import or sync
        if (group.origin !== 'custom') throw new DomainError(ParticipantMessages.groupNotRenamable, 400);
        requireFreeName(state, name, group_id);
        events.push({ type: 'GroupRenamed', data: { workspace_id, group_id, name, renamed_at: now } });
      }
      if (description !== group.description)
        events.push({ type: 'GroupDescriptionChanged', data: { workspace_id, group_id, description, changed_at: now } });
      return events;
    }
    case 'DeleteGroup': {
      const { workspace_id, group_id, now } = command.data;
      const group = groupIn(state, group_id);
      if (group.check_for_deletion) throw new DomainError(ParticipantMessages.groupNotDeletable, 400);
      return [{ type: 'GroupDeleted', data: { workspace_id, group_id, deleted_at: now } }];
    }
  }
};

export const rosterDecider: Decider<RosterCommand, RosterEvent, RosterState> = {
  initialState: initialRosterState,
  decide: decideRoster,
  evolve: evolveRoster,
};
