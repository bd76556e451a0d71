import type { EventOf } from '@canopy/contracts';
import type { AddSource, GroupOrigin, ParticipantFields } from '@canopy/contracts/participants/api';
import {
  fieldsOfRecord,
  type GroupCreated,
  type GroupDeleted,
  type GroupDescriptionChanged,
  type GroupRenamed,
  type ParticipantsAdded,
  type ParticipantsDeactivated,
  type ParticipantsDeleted,
  type ParticipantsJoinedGroup,
  type ParticipantsLeftGroup,
  type ParticipantsReactivated,
  type ParticipantsUpdated,
} from '@canopy/contracts/participants/events';
import { streamIdOf } from '@canopy/platform/commands/streamId';

// The Roster aggregate: the participants and groups of one workspace. Stream: `roster-<workspace id>`.
//
// A roster can hold 100,000 participants, so commands do not fold the stream: they read the slice of
// state they need from the `participants` read model at a known stream revision (ADR 0011). RosterState
// is that slice; `evolveRoster` folds events into the same shape (decider specs, and the spec that checks
// the projection and the fold agree). Whatever the slice leaves out does not exist for the decider, so a
// loader must bring every participant and group the command can touch.

export type RosterEvent =
  | EventOf<typeof ParticipantsAdded>
  | EventOf<typeof ParticipantsUpdated>
  | EventOf<typeof ParticipantsDeleted>
  | EventOf<typeof ParticipantsDeactivated>
  | EventOf<typeof ParticipantsReactivated>
  | EventOf<typeof ParticipantsJoinedGroup>
  | EventOf<typeof ParticipantsLeftGroup>
  | EventOf<typeof GroupCreated>
  | EventOf<typeof GroupRenamed>
  | EventOf<typeof GroupDescriptionChanged>
  | EventOf<typeof GroupDeleted>;

export type RosterParticipant = {
  id: string;
  fields: ParticipantFields;
  add_source: AddSource;
  external_id: string | null;
  is_active: boolean;
};
export type RosterGroup = {
  id: string;
  name: string;
  description: string;
  origin: GroupOrigin;
  origin_source: string;
  check_for_deletion: boolean;
};

export type RosterState = {
  participants: ReadonlyMap<string, RosterParticipant>;
  groups: ReadonlyMap<string, RosterGroup>;
  /** group id -> its members (those of the slice) */
  members: ReadonlyMap<string, ReadonlySet<string>>;
};

export const rosterStreamId = streamIdOf('roster');

export const initialRosterState = (): RosterState => ({ participants: new Map(), groups: new Map(), members: new Map() });

/** a participant as ParticipantsUpdated records it */
export type ParticipantRecordData = EventOf<typeof ParticipantsUpdated>['data']['participants'][number];

/** the event record of a participant's fields */
export const recordOf = (participantId: string, fields: ParticipantFields): ParticipantRecordData => ({
  participant_id: participantId,
  ...fields,
});

const withMembers = (members: ReadonlyMap<string, ReadonlySet<string>>, groupId: string, change: (set: Set<string>) => void) => {
  const next = new Map(members);
  const set = new Set(members.get(groupId) ?? []);
  change(set);
  next.set(groupId, set);
  return next;
};

export const evolveRoster = (state: RosterState, event: RosterEvent): RosterState => {
  switch (event.type) {
    case 'ParticipantsAdded': {
      const participants = new Map(state.participants);
      for (const added of event.data.participants) {
        participants.set(added.participant_id, {
          id: added.participant_id,
          fields: fieldsOfRecord(added),
          add_source: event.data.add_source,
          external_id: added.external_id,
          is_active: added.is_active,
        });
      }
      return { ...state, participants };
    }
    case 'ParticipantsUpdated': {
      const participants = new Map(state.participants);
      for (const record of event.data.participants) {
        const current = participants.get(record.participant_id);
        if (current) participants.set(record.participant_id, { ...current, fields: fieldsOfRecord(record) });
      }
      return { ...state, participants };
    }
    case 'ParticipantsDeleted': {
      const gone = new Set(event.data.participant_ids);
      const participants = new Map([...state.participants].filter(([id]) => !gone.has(id)));
      const members = new Map(
        [...state.members].map(([groupId, set]) => [groupId, new Set([...set].filter((id) => !gone.has(id)))] as const),
      );
      return { ...state, participants, members };
    }
    case 'ParticipantsDeactivated':
    case 'ParticipantsReactivated': {
      const active = event.type === 'ParticipantsReactivated';
      const participants = new Map(state.participants);
      for (const id of event.data.participant_ids) {
        const current = participants.get(id);
        if (current) participants.set(id, { ...current, is_active: active });
      }
      return { ...state, participants };
    }
    case 'ParticipantsJoinedGroup':
      return {
        ...state,
        members: withMembers(state.members, event.data.group_id, (set) => {
          for (const id of event.data.participant_ids) set.add(id);
        }),
      };
    case 'ParticipantsLeftGroup':
      return {
        ...state,
        members: withMembers(state.members, event.data.group_id, (set) => {
          for (const id of event.data.participant_ids) set.delete(id);
        }),
      };
    case 'GroupCreated': {
      const { group_id, name, description, origin, origin_source, check_for_deletion } = event.data;
      return {
        ...state,
        groups: new Map(state.groups).set(group_id, { id: group_id, name, description, origin, origin_source, check_for_deletion }),
      };
    }
    case 'GroupRenamed':
    case 'GroupDescriptionChanged': {
      const current = state.groups.get(event.data.group_id);
      if (!current) return state;
      const changed =
        event.type === 'GroupRenamed' ? { ...current, name: event.data.name } : { ...current, description: event.data.description };
      return { ...state, groups: new Map(state.groups).set(current.id, changed) };
    }
    case 'GroupDeleted': {
      const groups = new Map(state.groups);
      groups.delete(event.data.group_id);
      const members = new Map(state.members);
      members.delete(event.data.group_id);
      return { ...state, groups, members };
    }
  }
};
