import { SAFETY_STOP_RATIO, type ChangeSet, type FieldChange, type SafetyStop } from '@canopy/contracts/hris/api';
import type { ParticipantFields } from '@canopy/contracts/participants/api';
import { CLASSIFICATION_FIELDS, PARTICIPANT_FIELDS } from '@canopy/contracts/participants/fields';
import type { GroupClassification } from '@canopy/contracts/workspace/api';
import type { AutomaticChanges, AutomaticParticipant } from '../../roster/rosterPort.ts';

// What a sync changes, as a pure function of what the HR system lists and what the workspace's automatic
// participants and groups are now. Manual participants are not in the input, so a sync never touches them.

/** an automatic participant of the workspace as the roster read model has it (erased fields read as null) */
export type RosterParticipant = {
  participant_id: string;
  external_id: string;
  is_active: boolean;
  fields: { [K in keyof ParticipantFields]: string | null };
};
export type RosterGroup = { group_id: string; name: string; origin_source: string; member_external_ids: string[] };
/** the automatic part of a workspace's roster */
export type AutomaticRoster = { participants: RosterParticipant[]; groups: RosterGroup[] };

export const changeIds = {
  participantAdded: (externalId: string) => `participant:add:${externalId}`,
  participantUpdated: (externalId: string) => `participant:update:${externalId}`,
  participantDeleted: (externalId: string) => `participant:delete:${externalId}`,
  groupAdded: (originSource: string, name: string) => `group:add:${originSource}:${name}`,
  groupUpdated: (groupId: string) => `group:update:${groupId}`,
  groupDeleted: (groupId: string) => `group:delete:${groupId}`,
};

type Fields = { [K in keyof ParticipantFields]: string };
const normalised = (fields: RosterParticipant['fields']): Fields =>
  Object.fromEntries(PARTICIPANT_FIELDS.map((field) => [field, fields[field] ?? ''])) as Fields;

/** group names compare case-insensitively (the roster keeps names unique that way) */
const groupKey = (originSource: string, name: string) => `${originSource}\u0000${name.trim().toLocaleLowerCase('en')}`;

const fullName = (fields: Pick<Fields, 'first_name' | 'last_name'>) => `${fields.first_name} ${fields.last_name}`.trim();
const byName = (a: { last_name: string; first_name: string }, b: { last_name: string; first_name: string }) =>
  a.last_name.localeCompare(b.last_name, 'en') || a.first_name.localeCompare(b.first_name, 'en');
const byRefName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');

/** the automatic groups a set of active participants makes under the classification: key -> name and members */
const groupsOf = (people: Iterable<{ external_id: string; fields: Fields }>, classification: GroupClassification) => {
  const groups = new Map<string, { name: string; origin_source: string; members: string[] }>();
  if (classification === 'none') return groups;
  const field = CLASSIFICATION_FIELDS[classification];
  for (const person of people) {
    const value = person.fields[field].trim();
    if (value === '') continue;
    const key = groupKey(classification, value);
    const group = groups.get(key) ?? { name: value, origin_source: classification, members: [] };
    group.members.push(person.external_id);
    groups.set(key, group);
  }
  return groups;
};

export type ComputedChanges = { changes: ChangeSet; safety_stop: SafetyStop };

/**
 * The change set of a sync. Participants: added (listed as active, not in the workspace), updated (listed
 * as active, with the fields that differ; a deactivated one coming back changes `is_active`), deleted
 * (active in the workspace, not listed as active: they are deactivated). Groups: one automatic group per
 * distinct value of the classification field among the active participants; added, updated (members
 * joining and leaving), deleted (no active member any more, or made from another classification).
 * The safety stop trips when more than 40% of the active automatic participants would be deactivated.
 */
export const computeChangeSet = (
  employees: readonly AutomaticParticipant[],
  roster: AutomaticRoster,
  classification: GroupClassification,
): ComputedChanges => {
  const listed = new Map(employees.filter((employee) => employee.is_active).map((employee) => [employee.external_id, employee]));
  const current = new Map(
    roster.participants.map((participant) => [participant.external_id, { ...participant, fields: normalised(participant.fields) }]),
  );
  const changes: ChangeSet = { participants: { added: [], updated: [], deleted: [] }, groups: { added: [], updated: [], deleted: [] } };

  for (const employee of listed.values()) {
    const fields = employee.fields as Fields;
    const existing = current.get(employee.external_id);
    const person = { external_id: employee.external_id, first_name: fields.first_name, last_name: fields.last_name, email: fields.email };
    if (!existing) {
      changes.participants.added.push({
        id: changeIds.participantAdded(employee.external_id),
        ...person,
        job: fields.job,
        department: fields.department,
        work_location_name: fields.work_location_name,
        hiring_date: fields.hiring_date,
      });
      continue;
    }
    const differences: FieldChange[] = PARTICIPANT_FIELDS.filter((field) => existing.fields[field] !== fields[field]).map((field) => ({
      field,
      from: existing.fields[field],
      to: fields[field],
    }));
    if (!existing.is_active) differences.push({ field: 'is_active', from: 'false', to: 'true' });
    if (differences.length > 0)
      changes.participants.updated.push({
        id: changeIds.participantUpdated(employee.external_id),
        participant_id: existing.participant_id,
        ...person,
        changes: differences,
      });
  }
  const activeNow = [...current.values()].filter((participant) => participant.is_active);
  for (const participant of activeNow) {
    if (listed.has(participant.external_id)) continue;
    const { first_name, last_name, email } = participant.fields;
    changes.participants.deleted.push({
      id: changeIds.participantDeleted(participant.external_id),
      participant_id: participant.participant_id,
      external_id: participant.external_id,
      first_name,
      last_name,
      email,
    });
  }

  const nameOf = (externalId: string) =>
    fullName(
      (listed.get(externalId)?.fields as Fields | undefined) ?? current.get(externalId)?.fields ?? { first_name: '', last_name: '' },
    );
  const refs = (ids: Iterable<string>) => [...ids].map((external_id) => ({ external_id, name: nameOf(external_id) })).sort(byRefName);
  const wanted = groupsOf(
    [...listed.values()].map((employee) => ({ external_id: employee.external_id, fields: employee.fields as Fields })),
    classification,
  );
  const existingGroups = new Map(roster.groups.map((group) => [groupKey(group.origin_source, group.name), group]));
  for (const [key, group] of wanted) {
    const existing = existingGroups.get(key);
    if (!existing) {
      changes.groups.added.push({
        id: changeIds.groupAdded(group.origin_source, group.name),
        name: group.name,
        origin_source: group.origin_source,
        members: refs(group.members),
      });
      continue;
    }
    const before = new Set(existing.member_external_ids);
    const after = new Set(group.members);
    const joined = group.members.filter((id) => !before.has(id));
    const left = existing.member_external_ids.filter((id) => !after.has(id));
    if (joined.length > 0 || left.length > 0) {
      changes.groups.updated.push({
        id: changeIds.groupUpdated(existing.group_id),
        group_id: existing.group_id,
        name: existing.name,
        origin_source: existing.origin_source,
        joined: refs(joined),
        left: refs(left),
      });
    }
  }
  for (const [key, group] of existingGroups) {
    if (wanted.has(key)) continue;
    changes.groups.deleted.push({
      id: changeIds.groupDeleted(group.group_id),
      group_id: group.group_id,
      name: group.name,
      origin_source: group.origin_source,
      member_count: group.member_external_ids.length,
    });
  }

  changes.participants.added.sort(byName);
  changes.participants.updated.sort(byName);
  changes.participants.deleted.sort(byName);
  changes.groups.added.sort(byRefName);
  changes.groups.updated.sort(byRefName);
  changes.groups.deleted.sort(byRefName);

  const deactivations = changes.participants.deleted.length;
  const safety_stop: SafetyStop = {
    tripped: activeNow.length > 0 && deactivations / activeNow.length > SAFETY_STOP_RATIO,
    deactivations,
    active_automatic: activeNow.length,
    threshold: SAFETY_STOP_RATIO,
  };
  return { changes, safety_stop };
};

/**
 * The roster command for the changes a consultant ticked, computed against the roster as it is now:
 * a ticked change that is no longer a difference (already applied, e.g. by a run that crashed before it
 * recorded itself) drops out, so applying twice changes nothing. Members of the ticked groups follow the
 * participants as they will be after the ticked participant changes.
 */
export const chosenChanges = (input: {
  connectionId: string;
  employees: readonly AutomaticParticipant[];
  roster: AutomaticRoster;
  classification: GroupClassification;
  chosen: ReadonlySet<string>;
}): AutomaticChanges => {
  const { employees, roster, classification, chosen } = input;
  const { changes } = computeChangeSet(employees, roster, classification);
  const listed = new Map(employees.map((employee) => [employee.external_id, employee]));

  const upserts = [...changes.participants.added, ...changes.participants.updated]
    .filter((change) => chosen.has(change.id))
    .map((change) => ({ ...listed.get(change.external_id)!, is_active: true }));
  const deactivate_external_ids = changes.participants.deleted
    .filter((change) => chosen.has(change.id))
    .map((change) => change.external_id);
  const end_dates: Record<string, string> = {};
  for (const externalId of deactivate_external_ids) {
    const ended = listed.get(externalId)?.end_date;
    if (ended) end_dates[externalId] = ended;
  }

  // the automatic participants as they will be: the roster's, then the chosen changes
  const after = new Map(
    roster.participants.map((participant) => [
      participant.external_id,
      { external_id: participant.external_id, fields: normalised(participant.fields), active: participant.is_active },
    ]),
  );
  for (const upsert of upserts)
    after.set(upsert.external_id, { external_id: upsert.external_id, fields: upsert.fields as Fields, active: true });
  for (const externalId of deactivate_external_ids) {
    const participant = after.get(externalId);
    if (participant) participant.active = false;
  }
  const membership = groupsOf(
    [...after.values()].filter((participant) => participant.active),
    classification,
  );

  const groups: AutomaticChanges['groups'] = [];
  for (const change of changes.groups.added) {
    const members = membership.get(groupKey(change.origin_source, change.name))?.members ?? [];
    // a group whose every member was left out would be created empty: it waits for the next sync
    if (chosen.has(change.id) && members.length > 0)
      groups.push({ origin_source: change.origin_source, name: change.name, member_external_ids: members });
  }
  for (const change of changes.groups.updated) {
    if (chosen.has(change.id))
      groups.push({
        origin_source: change.origin_source,
        name: change.name,
        member_external_ids: membership.get(groupKey(change.origin_source, change.name))?.members ?? [],
      });
  }
  const delete_group_ids = changes.groups.deleted.filter((change) => chosen.has(change.id)).map((change) => change.group_id);
  return {
    connection_id: input.connectionId,
    upserts,
    deactivate_external_ids,
    ...(Object.keys(end_dates).length > 0 && { end_dates }),
    groups,
    delete_group_ids,
  };
};

export const isEmpty = (changes: AutomaticChanges) =>
  changes.upserts.length === 0 &&
  changes.deactivate_external_ids.length === 0 &&
  changes.groups.length === 0 &&
  changes.delete_group_ids.length === 0;
