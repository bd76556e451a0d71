import {
  ADDITIONAL_INFO_BRANCHES,
  ANSWER_FIELDS,
  FormationType,
  NO_ANSWERS,
  NO_CONTACT,
  WORKSPACE_OPTION_TYPES,
  WorkspaceMessages,
  isAlertThresholds,
  type AdditionalInfoChange,
  type AlertThresholds,
  type GroupClassification,
} from '@canopy/contracts/workspace/api';
import { isTimeZone } from '@canopy/contracts/platform/dates';
import { DomainError, type Decider } from '@canopy/platform/commands/decider';
import {
  evolveWorkspace,
  initialWorkspaceState,
  type ActiveWorkspace,
  type Answers,
  type Contact,
  type WorkspaceEvent,
  type WorkspaceState,
} from './workspace.ts';

/** `now`: ISO time of the request (deciders read no clock) */
export type CreateWorkspace = {
  type: 'CreateWorkspace';
  data: { workspace_id: string; team_id: string; created_by: string; name: string; additional_info: AdditionalInfoChange; now: string };
};
/** absent fields stay as they are; `logo: { image_id: null }` removes the logo */
export type UpdateWorkspace = {
  type: 'UpdateWorkspace';
  data: {
    name?: string;
    logo?: { image_id: string | null };
    additional_info?: AdditionalInfoChange;
    group_classification?: GroupClassification;
    /** an IANA zone name */
    time_zone?: string;
    /** when a change since the cycle before is an alert (ADR 0133) */
    alert_thresholds?: AlertThresholds;
    by: string;
    now: string;
  };
};
/** `team_consultant`: whether the consultant is in the workspace's team (the route looks it up) */
export type AssignConsultant = {
  type: 'AssignConsultant';
  data: { consultant_id: string; relation: boolean; team_consultant: boolean; by: string; now: string };
};
export type DeleteWorkspace = { type: 'DeleteWorkspace'; data: { by: string; now: string } };
export type WorkspaceCommand = CreateWorkspace | UpdateWorkspace | AssignConsultant | DeleteWorkspace;

const requireActive = (state: WorkspaceState): ActiveWorkspace => {
  if (state.status !== 'active') throw new DomainError(WorkspaceMessages.notFound, 404);
  return state;
};

/** acting on a workspace needs an assignment to it */
const requireAssigned = (state: ActiveWorkspace, consultantId: string) => {
  if (!state.consultants.has(consultantId)) throw new DomainError(WorkspaceMessages.notAssigned, 403);
};

const requireName = (name: string) => {
  const trimmed = name.trim();
  if (trimmed === '') throw new DomainError(WorkspaceMessages.nameRequired, 400);
  return trimmed;
};

/**
 * The answers after a change: the keys given replace the stored ones, then the branch the formation type
 * picks keeps its questions and the other branch's are cleared.
 */
export const mergeAnswers = (current: Answers, given: AdditionalInfoChange): Answers => {
  const merged: Answers = { ...current };
  if (given.formation_type !== undefined) merged.formation_type = given.formation_type;
  for (const field of ANSWER_FIELDS) {
    const value = given[field];
    if (value === undefined) continue;
    if (value !== null && !WORKSPACE_OPTION_TYPES[field].some((option) => option.id === value)) {
      throw new DomainError(WorkspaceMessages.optionInvalid(field), 400);
    }
    merged[field] = value;
  }
  if (merged.formation_type === null) return merged;
  const kept: readonly string[] = ADDITIONAL_INFO_BRANCHES[merged.formation_type];
  for (const field of ANSWER_FIELDS) if (!kept.includes(field)) merged[field] = null;
  return merged;
};

const sameAnswers = (a: Answers, b: Answers) =>
  a.formation_type === b.formation_type && ANSWER_FIELDS.every((field) => a[field] === b[field]);
const sameContact = (a: Contact, b: Contact) => (Object.keys(a) as (keyof Contact)[]).every((key) => a[key] === b[key]);

const changeEvents = (
  workspaceId: string,
  state: Pick<ActiveWorkspace, 'answers' | 'contact'>,
  info: AdditionalInfoChange | undefined,
  now: string,
): WorkspaceEvent[] => {
  if (!info) return [];
  const events: WorkspaceEvent[] = [];
  const answers = mergeAnswers(state.answers, info);
  if (!sameAnswers(answers, state.answers))
    events.push({ type: 'WorkspaceProfileAnswered', data: { workspace_id: workspaceId, ...answers, answered_at: now } });
  if (info.main_contact && !sameContact(info.main_contact, state.contact)) {
    events.push({ type: 'WorkspaceMainContactChanged', data: { workspace_id: workspaceId, ...info.main_contact, changed_at: now } });
  }
  return events;
};

export const decideWorkspace = (command: WorkspaceCommand, state: WorkspaceState): WorkspaceEvent[] => {
  switch (command.type) {
    case 'CreateWorkspace': {
      if (state.status !== 'none') throw new DomainError('The workspace already exists', 409);
      const { workspace_id, team_id, created_by, additional_info, now } = command.data;
      const formation = additional_info.formation_type;
      if (formation !== undefined && formation !== null && formation !== FormationType.group && formation !== FormationType.organisation) {
        throw new DomainError(WorkspaceMessages.formationTypeInvalid, 400);
      }
      return [
        { type: 'WorkspaceCreated', data: { workspace_id, team_id, created_by, name: requireName(command.data.name), created_at: now } },
        ...changeEvents(workspace_id, { answers: NO_ANSWERS, contact: NO_CONTACT }, additional_info, now),
        // whoever creates a workspace works in it
        {
          type: 'ConsultantAssignedToWorkspace',
          data: { workspace_id, consultant_id: created_by, assigned_by: created_by, assigned_at: now },
        },
      ];
    }
    case 'UpdateWorkspace': {
      const active = requireActive(state);
      const { by, now, logo, group_classification, time_zone, alert_thresholds } = command.data;
      requireAssigned(active, by);
      const id = active.workspaceId;
      const events: WorkspaceEvent[] = [];
      if (command.data.name !== undefined) {
        const name = requireName(command.data.name);
        if (name !== active.name) events.push({ type: 'WorkspaceRenamed', data: { workspace_id: id, name, renamed_at: now } });
      }
      if (logo && logo.image_id !== active.logoImageId)
        events.push({ type: 'WorkspaceLogoChanged', data: { workspace_id: id, logo_image_id: logo.image_id, changed_at: now } });
      events.push(...changeEvents(id, active, command.data.additional_info, now));
      if (group_classification !== undefined && group_classification !== active.groupClassification) {
        events.push({ type: 'WorkspaceGroupClassificationChanged', data: { workspace_id: id, group_classification, changed_at: now } });
      }
      if (time_zone !== undefined) {
        if (!isTimeZone(time_zone)) throw new DomainError(WorkspaceMessages.timeZoneInvalid, 400);
        if (time_zone !== active.timeZone)
          events.push({ type: 'WorkspaceTimeZoneChanged', data: { workspace_id: id, time_zone, changed_at: now } });
      }
      if (alert_thresholds !== undefined) {
        if (!isAlertThresholds(alert_thresholds)) throw new DomainError(WorkspaceMessages.alertThresholdsInvalid, 400);
        const current = active.alertThresholds;
        const { alpha, minimum_respondents, minimum_move } = alert_thresholds;
        if (alpha !== current.alpha || minimum_respondents !== current.minimum_respondents || minimum_move !== current.minimum_move)
          events.push({
            type: 'WorkspaceAlertThresholdsChanged',
            data: { workspace_id: id, alpha, minimum_respondents, minimum_move, changed_at: now },
          });
      }
      return events;
    }
    case 'AssignConsultant': {
      const active = requireActive(state);
      const { consultant_id, relation, team_consultant, by, now } = command.data;
      requireAssigned(active, by);
      if (consultant_id === by) throw new DomainError(WorkspaceMessages.ownAssignment, 400);
      if (!team_consultant) throw new DomainError(WorkspaceMessages.consultantNotFound, 404);
      const assigned = active.consultants.has(consultant_id);
      if (relation === assigned) return [];
      return relation
        ? [
            {
              type: 'ConsultantAssignedToWorkspace',
              data: { workspace_id: active.workspaceId, consultant_id, assigned_by: by, assigned_at: now },
            },
          ]
        : [
            {
              type: 'ConsultantUnassignedFromWorkspace',
              data: { workspace_id: active.workspaceId, consultant_id, unassigned_by: by, unassigned_at: now },
            },
          ];
    }
    case 'DeleteWorkspace': {
      const active = requireActive(state);
      requireAssigned(active, command.data.by);
      return [
        { type: 'WorkspaceDeleted', data: { workspace_id: active.workspaceId, deleted_by: command.data.by, deleted_at: command.data.now } },
      ];
    }
  }
};

export const workspaceDecider: Decider<WorkspaceCommand, WorkspaceEvent, WorkspaceState> = {
  initialState: initialWorkspaceState,
  decide: decideWorkspace,
  evolve: evolveWorkspace,
};
