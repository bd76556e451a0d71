import { NO_ANSWERS, WorkspaceMessages } from '@canopy/contracts/workspace/api';
import { deciderSpec } from '@canopy/platform/commands/givenWhenThen';
import { describe, it } from 'vitest';
import { workspaceDecider } from './decide.ts';
import type { WorkspaceEvent } from './workspace.ts';

const spec = deciderSpec(workspaceDecider);
const now = '2026-11-21T10:00:00.000Z';
const later = '2026-11-21T11:00:00.000Z';
const ws = 'w1';
const created: WorkspaceEvent = {
  type: 'WorkspaceCreated',
  data: { workspace_id: ws, team_id: 't1', created_by: 'ada', name: 'Acme', created_at: now },
};
const adaAssigned: WorkspaceEvent = {
  type: 'ConsultantAssignedToWorkspace',
  data: { workspace_id: ws, consultant_id: 'ada', assigned_by: 'ada', assigned_at: now },
};
const answered = (answers: Partial<Extract<WorkspaceEvent, { type: 'WorkspaceProfileAnswered' }>['data']>): WorkspaceEvent => ({
  type: 'WorkspaceProfileAnswered',
  data: {
    workspace_id: ws,
    ...NO_ANSWERS,
    answered_at: later,
    ...answers,
  },
});
const update = (data: Partial<Extract<Parameters<typeof workspaceDecider.decide>[0], { type: 'UpdateWorkspace' }>['data']>) =>
  ({ type: 'UpdateWorkspace', data: { by: 'ada', now: later, ...data } }) as const;

describe('Workspace', () => {
  it('is created with its answers, and its creator is assigned to it', () => {
    spec
      .given([])
      .when({
        type: 'CreateWorkspace',
        data: {
          workspace_id: ws,
          team_id: 't1',
          created_by: 'ada',
          name: ' Acme ',
          additional_info: { formation_type: 2, organization_size: 3 },
          now,
        },
      })
      .then([created, answered({ formation_type: 2, organization_size: 3, answered_at: now }), adaAssigned]);
  });

  it('needs a name and is created once', () => {
    spec
      .given([])
      .when({ type: 'CreateWorkspace', data: { workspace_id: ws, team_id: 't1', created_by: 'ada', name: '  ', additional_info: {}, now } })
      .thenThrows('This field is required', 400);
    spec
      .given([created])
      .when({
        type: 'CreateWorkspace',
        data: { workspace_id: ws, team_id: 't1', created_by: 'ada', name: 'Acme', additional_info: {}, now },
      })
      .thenThrows('The workspace already exists', 409);
  });

  it('refuses an answer that is not one of the options', () => {
    spec
      .given([created, adaAssigned])
      .when(update({ additional_info: { organization_size: 99 } }))
      .thenThrows('Unknown option for organization_size', 400);
  });

  it('clears the organisation answers when the group branch is saved, and the group answers the other way round', () => {
    const organisation = answered({ formation_type: 2, organization_size: 3, organization_industry: 5, organization_location: 2 });
    spec
      .given([created, adaAssigned, organisation])
      .when(update({ additional_info: { formation_type: 1, group_type: 2 } }))
      .then([answered({ formation_type: 1, group_type: 2, organization_size: 3 })]);
    spec
      .given([created, adaAssigned, answered({ formation_type: 1, group_type: 2, organization_size: 3 })])
      .when(update({ additional_info: { formation_type: 2, organization_industry: 4 } }))
      .then([answered({ formation_type: 2, organization_size: 3, organization_industry: 4 })]);
  });

  it('records only what changed', () => {
    spec
      .given([created, adaAssigned])
      .when(update({ name: 'Acme', additional_info: {}, group_classification: 'none' }))
      .then([]);
    spec
      .given([created, adaAssigned])
      .when(update({ name: 'Acme Ltd', logo: { image_id: 'img-1' }, group_classification: 'department' }))
      .then([
        { type: 'WorkspaceRenamed', data: { workspace_id: ws, name: 'Acme Ltd', renamed_at: later } },
        { type: 'WorkspaceLogoChanged', data: { workspace_id: ws, logo_image_id: 'img-1', changed_at: later } },
        { type: 'WorkspaceGroupClassificationChanged', data: { workspace_id: ws, group_classification: 'department', changed_at: later } },
      ]);
  });

  it('is in New York until it chooses a zone, and records only a change of zone', () => {
    const london: WorkspaceEvent = {
      type: 'WorkspaceTimeZoneChanged',
      data: { workspace_id: ws, time_zone: 'Europe/London', changed_at: later },
    };
    // a workspace made before the setting (no event) is in America/New_York: choosing it again records nothing
    spec
      .given([created, adaAssigned])
      .when(update({ time_zone: 'America/New_York' }))
      .then([]);
    spec
      .given([created, adaAssigned])
      .when(update({ time_zone: 'Europe/London' }))
      .then([london]);
    spec
      .given([created, adaAssigned, london])
      .when(update({ time_zone: 'Europe/London' }))
      .then([]);
    spec
      .given([created, adaAssigned, london])
      .when(update({ time_zone: 'America/New_York' }))
      .then([{ type: 'WorkspaceTimeZoneChanged', data: { workspace_id: ws, time_zone: 'America/New_York', changed_at: later } }]);
  });

  it('refuses a zone Intl does not know, and a change by someone not assigned', () => {
    spec
      .given([created, adaAssigned])
      .when(update({ time_zone: 'Mars/Olympus' }))
      .thenThrows('Choose a time zone from the list (an IANA name such as Europe/London)', 400);
    spec
      .given([created, adaAssigned])
      .when(update({ time_zone: 'Europe/London', by: 'bob' }))
      .thenThrows('You are not assigned to this workspace', 403);
  });

  it('keeps the default alert thresholds until they change, records only a change, refuses values out of range', () => {
    const stricter: WorkspaceEvent = {
      type: 'WorkspaceAlertThresholdsChanged',
      data: { workspace_id: ws, alpha: 0.01, minimum_respondents: 30, minimum_move: 10, changed_at: later },
    };
    // a workspace without the event has p < 0.05, 20 respondents and 8 points: stating them again records nothing
    spec
      .given([created, adaAssigned])
      .when(update({ alert_thresholds: { alpha: 0.05, minimum_respondents: 20, minimum_move: 8 } }))
      .then([]);
    spec
      .given([created, adaAssigned])
      .when(update({ alert_thresholds: { alpha: 0.01, minimum_respondents: 30, minimum_move: 10 } }))
      .then([stricter]);
    spec
      .given([created, adaAssigned, stricter])
      .when(update({ alert_thresholds: { alpha: 0.01, minimum_respondents: 30, minimum_move: 10 } }))
      .then([]);
    for (const bad of [
      { alpha: 0, minimum_respondents: 20, minimum_move: 8 },
      { alpha: 0.05, minimum_respondents: 1, minimum_move: 8 },
      { alpha: 0.05, minimum_respondents: 20.5, minimum_move: 8 },
      { alpha: 0.05, minimum_respondents: 20, minimum_move: 101 },
    ])
      spec
        .given([created, adaAssigned])
        .when(update({ alert_thresholds: bad }))
        .thenThrows(WorkspaceMessages.alertThresholdsInvalid, 400);
  });

  it('records a changed main contact', () => {
    const contact = {
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@acme.com',
      phone_code: '+1',
      phone: '2025550143',
      site_link: 'https://acme.com',
    };
    const changed: WorkspaceEvent = { type: 'WorkspaceMainContactChanged', data: { workspace_id: ws, ...contact, changed_at: later } };
    spec
      .given([created, adaAssigned])
      .when(update({ additional_info: { main_contact: contact } }))
      .then([changed]);
    spec
      .given([created, adaAssigned, changed])
      .when(update({ additional_info: { main_contact: contact } }))
      .then([]);
  });

  it('is changed only by consultants assigned to it', () => {
    spec
      .given([created, adaAssigned])
      .when({ ...update({ name: 'Mine' }), data: { ...update({ name: 'Mine' }).data, by: 'bob' } })
      .thenThrows('You are not assigned to this workspace', 403);
    spec
      .given([])
      .when(update({ name: 'Mine' }))
      .thenThrows('Could not find workspace', 404);
  });

  it('assigns and unassigns colleagues of the team, never the caller themselves', () => {
    const assign = (consultant_id: string, relation: boolean, team_consultant = true) =>
      ({ type: 'AssignConsultant', data: { consultant_id, relation, team_consultant, by: 'ada', now: later } }) as const;
    const bobAssigned: WorkspaceEvent = {
      type: 'ConsultantAssignedToWorkspace',
      data: { workspace_id: ws, consultant_id: 'bob', assigned_by: 'ada', assigned_at: later },
    };
    spec.given([created, adaAssigned]).when(assign('bob', true)).then([bobAssigned]);
    spec.given([created, adaAssigned, bobAssigned]).when(assign('bob', true)).then([]);
    spec
      .given([created, adaAssigned, bobAssigned])
      .when(assign('bob', false))
      .then([
        {
          type: 'ConsultantUnassignedFromWorkspace',
          data: { workspace_id: ws, consultant_id: 'bob', unassigned_by: 'ada', unassigned_at: later },
        },
      ]);
    spec.given([created, adaAssigned]).when(assign('ada', false)).thenThrows('You cannot change your own assignment to a workspace', 400);
    spec
      .given([created, adaAssigned])
      .when(assign('eve', true, false))
      .thenThrows('Consultant not found', 404);
  });

  it('is deleted once, and is gone afterwards', () => {
    const deleted: WorkspaceEvent = { type: 'WorkspaceDeleted', data: { workspace_id: ws, deleted_by: 'ada', deleted_at: later } };
    spec
      .given([created, adaAssigned])
      .when({ type: 'DeleteWorkspace', data: { by: 'ada', now: later } })
      .then([deleted]);
    spec
      .given([created, adaAssigned, deleted])
      .when({ type: 'DeleteWorkspace', data: { by: 'ada', now: later } })
      .thenThrows('Could not find workspace', 404);
    spec
      .given([created, adaAssigned, deleted])
      .when(update({ name: 'Back' }))
      .thenThrows('Could not find workspace', 404);
  });
});
