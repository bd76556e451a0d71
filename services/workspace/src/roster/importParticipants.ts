import { ParticipantMessages } from '@canopy/contracts/participants/api';
import { CREDENTIAL_KINDS, credentialsOf, type CredentialKind } from '@canopy/contracts/participants/fields';
import type { GroupClassification } from '@canopy/contracts/workspace/api';
import { DomainError } from '@canopy/platform/commands/decider';
import { createCredentialIndex, mergeFields, sameFields } from './credentials.ts';
import { followClassification } from './defaultGroups.ts';
import { recordOf, type ParticipantRecordData, type RosterEvent, type RosterState } from './roster.ts';
import { chunked, createRosterChanges } from './rosterChanges.ts';
import type { ImportOutcome, ImportRow } from './rosterPort.ts';

/** manual rows and CSV rows alike: one append for the whole list */
export type ImportParticipants = {
  type: 'ImportParticipants';
  data: {
    workspace_id: string;
    rows: ImportRow[];
    group_classification: GroupClassification;
    /** one fresh id per row, used when the row becomes a new participant */
    new_participant_ids: string[];
    /** fresh ids for the groups the import creates, taken in order (at most one per distinct group name) */
    new_group_ids: string[];
    now: string;
  };
};

/**
 * The dedupe rule: a row whose e-mail belongs to a participant of the workspace
 * is that participant, else the one with its phone, else the one with its payroll id; it is updated with
 * what the row brings, or left unchanged when nothing differs. A row is missed when an earlier row of the
 * list already stands for the same participant or shares a credential with it (duplicateInRequest), or when
 * its credentials belong to two different participants (credentialsTaken). Every row then joins its groups
 * (found by id, or by name and created as custom groups) and the default group of the classification.
 */
export const planImport = (command: ImportParticipants, state: RosterState): { events: RosterEvent[]; outcome: ImportOutcome } => {
  const { workspace_id, rows, group_classification, new_participant_ids, new_group_ids, now } = command.data;
  const changes = createRosterChanges({ workspaceId: workspace_id, state, now, newGroupIds: new_group_ids });
  const existing = createCredentialIndex(state.participants.values());
  const inRequest = createCredentialIndex([]);
  const handled = new Set<string>();
  const added: Array<ParticipantRecordData & { external_id: null; is_active: true }> = [];
  const updated: ParticipantRecordData[] = [];
  const outcome: ImportOutcome = { created: [], updated: [], unchanged: [], missed: [], groupsCreated: [] };

  rows.forEach((row, index) => {
    const credentials = credentialsOf(row.fields);
    const earlier = Object.values(inRequest.owners(credentials))[0];
    const owners = existing.owners(credentials);
    const matched = CREDENTIAL_KINDS.map((kind: CredentialKind) => owners[kind]).find((owner) => owner !== undefined);
    if (earlier !== undefined || (matched !== undefined && handled.has(matched))) {
      outcome.missed.push({ row: row.row, reason: ParticipantMessages.duplicateInRequest, participant_id: earlier ?? matched ?? null });
      return;
    }
    if (new Set(Object.values(owners)).size > 1) {
      outcome.missed.push({ row: row.row, reason: ParticipantMessages.credentialsTaken, participant_id: matched ?? null });
      return;
    }

    let participantId: string;
    const current = matched === undefined ? undefined : state.participants.get(matched);
    if (current) {
      participantId = current.id;
      const fields = mergeFields(current.fields, row.fields);
      if (sameFields(fields, current.fields)) outcome.unchanged.push(participantId);
      else {
        updated.push(recordOf(participantId, fields));
        outcome.updated.push(participantId);
      }
      followClassification(changes, group_classification, participantId, current.fields, fields);
    } else {
      const id = new_participant_ids[index];
      if (id === undefined) throw new Error('the command brought too few new participant ids');
      participantId = id;
      added.push({ ...recordOf(participantId, row.fields), external_id: null, is_active: true });
      outcome.created.push(participantId);
      followClassification(changes, group_classification, participantId, null, row.fields);
    }
    handled.add(participantId);
    inRequest.add(participantId, credentials);

    for (const ref of row.groups) {
      if ('group_id' in ref) {
        const group = changes.group(ref.group_id);
        if (!group) throw new DomainError(ParticipantMessages.groupNotFound, 404);
        changes.join(group.id, participantId);
      } else if (ref.name.trim() !== '') {
        changes.join(changes.groupNamed(ref.name).id, participantId);
      }
    }
  });

  outcome.groupsCreated = changes.created().map(({ id, name, origin, origin_source }) => ({ id, name, origin, origin_source }));
  const events: RosterEvent[] = [
    ...changes.groupEvents(),
    ...chunked(added).map(
      (participants): RosterEvent => ({
        type: 'ParticipantsAdded',
        data: { workspace_id, add_source: 'manual', participants, added_at: now },
      }),
    ),
    ...chunked(updated).map(
      (participants): RosterEvent => ({ type: 'ParticipantsUpdated', data: { workspace_id, participants, updated_at: now } }),
    ),
    ...changes.membershipEvents(),
  ];
  return { events, outcome };
};
