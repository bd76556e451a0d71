import { z } from 'zod';
import { Text } from '../platform/text.ts';
import { defineEvent, personal, personalDataOf } from '../platform/eventContract.ts';
import { AddSource, GroupOrigin, storedParticipantFieldsShape, UNSET_DATE, type ParticipantFields } from './api.ts';

// Events of a workspace's roster: its participants and groups (ADR 0011). Stream:
// `roster-<workspace id>`, one per workspace, so an import, a manual add or a move to a group is one
// atomic append and concurrent writers of one workspace are serialised by the expected revision.
//
// What identifies a person (names, e-mail, phone, payroll id, birth date, ethnicity, gender) is sealed per
// participant (`personalDataOf(..., 'participant_id')` on each list item) and reads back as null once the
// participant is deleted and their key erased (ADR 0003). The dial code, the start date and the
// organisational fields (job, department, location, pay group...) are not: they are what groups and
// analytics are made of, and they stay with the participant's id after an erasure.
//
// Lists are cut into events of at most ROSTER_EVENT_CHUNK items (one append still holds them all): an
// event stays well below a Kafka message's 1 MB and a projection batch stays small.

export const ROSTER_EVENT_CHUNK = 500;

const isoTime = z.iso.datetime({ offset: true });
/** dates are ISO date-times, or 0001-01-01T00:00:00Z for a date that is not set */
const participantFields = {
  participant_id: Text(),
  ...storedParticipantFieldsShape,
  first_name: personal(Text()),
  last_name: personal(Text()),
  email: personal(Text()),
  phone: personal(Text()),
  payroll_id: personal(Text()),
  birth_date: personal(Text()),
  ethnicity: personal(Text()),
  gender: personal(Text()),
};

/** a participant's fields as they are after the event */
export const ParticipantRecord = personalDataOf(z.object(participantFields), 'participant_id');

/** a record's participant fields; erased personal data (null) reads as empty text, an erased birth date as unset */
export const fieldsOfRecord = (record: z.infer<typeof ParticipantRecord>): ParticipantFields => ({
  first_name: record.first_name ?? '',
  last_name: record.last_name ?? '',
  email: record.email ?? '',
  phone_code: record.phone_code,
  phone: record.phone ?? '',
  payroll_id: record.payroll_id ?? '',
  hiring_date: record.hiring_date,
  birth_date: record.birth_date ?? UNSET_DATE,
  ethnicity: record.ethnicity ?? '',
  gender: record.gender ?? '',
  work_location_name: record.work_location_name,
  work_location_city: record.work_location_city,
  work_location_state: record.work_location_state,
  work_location_country: record.work_location_country,
  pay_group: record.pay_group,
  job: record.job,
  department: record.department,
  segment: record.segment,
  home_base: record.home_base,
});

/** `external_id`: the HRIS's id of the employee (automatic participants), null for manual ones */
export const AddedParticipant = personalDataOf(
  z.object({ ...participantFields, external_id: Text().nullable(), is_active: z.boolean() }),
  'participant_id',
);

const ids = z.array(Text());

export const ParticipantsAdded = defineEvent(
  'ParticipantsAdded',
  z.object({ workspace_id: Text(), add_source: AddSource, participants: z.array(AddedParticipant), added_at: isoTime }),
);

/** each participant with every field as it now is */
export const ParticipantsUpdated = defineEvent(
  'ParticipantsUpdated',
  z.object({ workspace_id: Text(), participants: z.array(ParticipantRecord), updated_at: isoTime }),
);

/** they leave every group too; their keys are erased right after the append */
export const ParticipantsDeleted = defineEvent(
  'ParticipantsDeleted',
  z.object({ workspace_id: Text(), participant_ids: ids, deleted_by: Text(), deleted_at: isoTime }),
);

/** the HRIS says they no longer work there: kept, with their answers, but no longer active */
/**
 * `end_dates`: the employment end date (YYYY-MM-DD) the HR system gave for some of them; the others' termination
 * date is the day (in New York) they were deactivated. Older events have none.
 */
export const ParticipantsDeactivated = defineEvent(
  'ParticipantsDeactivated',
  z.object({ workspace_id: Text(), participant_ids: ids, deactivated_at: isoTime, end_dates: z.record(Text(), z.iso.date()).optional() }),
);

export const ParticipantsReactivated = defineEvent(
  'ParticipantsReactivated',
  z.object({ workspace_id: Text(), participant_ids: ids, reactivated_at: isoTime }),
);

export const ParticipantsJoinedGroup = defineEvent(
  'ParticipantsJoinedGroup',
  z.object({ workspace_id: Text(), group_id: Text(), participant_ids: ids, joined_at: isoTime }),
);

export const ParticipantsLeftGroup = defineEvent(
  'ParticipantsLeftGroup',
  z.object({ workspace_id: Text(), group_id: Text(), participant_ids: ids, left_at: isoTime }),
);

/**
 * `origin`: custom (a consultant, a CSV group column), default (the workspace's group classification: named
 * after a participant field's value, `origin_source` the classification key), automatic (the HRIS).
 * `check_for_deletion`: the group cannot be deleted.
 */
export const GroupCreated = defineEvent(
  'GroupCreated',
  z.object({
    workspace_id: Text(),
    group_id: Text(),
    name: Text(),
    description: Text(),
    origin: GroupOrigin,
    origin_source: Text(),
    check_for_deletion: z.boolean(),
    created_at: isoTime,
  }),
);

export const GroupRenamed = defineEvent(
  'GroupRenamed',
  z.object({ workspace_id: Text(), group_id: Text(), name: Text(), renamed_at: isoTime }),
);

export const GroupDescriptionChanged = defineEvent(
  'GroupDescriptionChanged',
  z.object({ workspace_id: Text(), group_id: Text(), description: Text(), changed_at: isoTime }),
);

/** its members simply leave it */
export const GroupDeleted = defineEvent('GroupDeleted', z.object({ workspace_id: Text(), group_id: Text(), deleted_at: isoTime }));

export const rosterEvents = [
  ParticipantsAdded,
  ParticipantsUpdated,
  ParticipantsDeleted,
  ParticipantsDeactivated,
  ParticipantsReactivated,
  ParticipantsJoinedGroup,
  ParticipantsLeftGroup,
  GroupCreated,
  GroupRenamed,
  GroupDescriptionChanged,
  GroupDeleted,
] as const;
