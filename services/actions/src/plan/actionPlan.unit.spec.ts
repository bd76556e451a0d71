import { ActionPlanMessages as M, ActionPlanRules } from '@canopy/contracts/actions/api';
import { deciderSpec } from '@canopy/platform/commands/givenWhenThen';
import { describe, it } from 'vitest';
import type { ActionPlanEvent } from './actionPlan.ts';
import { actionPlanDecider, type ActionPlanCommand, type MakeFocusArea } from './decide.ts';

const spec = deciderSpec(actionPlanDecider);
const now = '2026-12-07T10:00:00.000Z';
const who = { workspace_id: 'w1', team_id: 't1', by: 'c1', by_kind: 'consultant' as const, now };
const by = { by: 'c1', by_kind: 'consultant' as const, at: now };
const contactWho = (contactId: string) => ({ ...who, by: contactId, by_kind: 'contact' as const });
const baseline = { cycle_id: 'cy1', cycle_date: '2026-10-01T00:00:00.000Z', value: 3.2, respondents: 40 };
const subject = (question: string) => ({ kind: 'question' as const, assessment_id: 'a1', question_id: question });

const make = (id: string, question = id, groupId: string | null = 'g1'): MakeFocusArea => ({
  type: 'MakeFocusArea',
  data: {
    ...who,
    focus_area_id: id,
    subject: subject(question),
    label: `Question ${question}`,
    population: { group_id: groupId, name: groupId ? 'Sales' : 'All participants' },
    baseline,
    target: { kind: 'change', value: 0.3 },
  },
});
const made = (id: string, question = id, groupId: string | null = 'g1'): ActionPlanEvent => {
  const { focus_area_id, subject: s, label, population, target } = make(id, question, groupId).data;
  return {
    type: 'FocusAreaMade',
    data: { workspace_id: 'w1', team_id: 't1', focus_area_id, subject: s, label, population, baseline, target, ...by },
  };
};
const closed = (id: string): ActionPlanEvent => ({
  type: 'FocusAreaClosed',
  data: { workspace_id: 'w1', focus_area_id: id, outcome: 'achieved', note: '', ...by },
});
const contact = { contact_id: 'k1', name: 'Dana Client', email: 'dana@client.example' };
const added = (actionId: string, owner: { consultant_id: string | null; contact: typeof contact | null }) =>
  ({
    type: 'ActionAdded',
    data: {
      workspace_id: 'w1',
      team_id: 't1',
      focus_area_id: 'f1',
      action_id: actionId,
      title: 'Monthly team forum',
      description: 'Open questions to the board',
      owner,
      due_date: '2027-01-15',
      ...by,
    },
  }) satisfies ActionPlanEvent;
const addAction = (actionId: string, owner: Extract<ActionPlanCommand, { type: 'AddAction' }>['data']['owner']): ActionPlanCommand => ({
  type: 'AddAction',
  data: {
    ...who,
    focus_area_id: 'f1',
    action_id: actionId,
    title: '  Monthly team forum ',
    description: 'Open questions to the board',
    owner,
    due_date: '2027-01-15',
  },
});

describe('action plan decider: focus areas', () => {
  it('makes a focus area from the figure the analytics computed, and refuses a population they held back', () => {
    spec
      .given([])
      .when(make('f1'))
      .then([made('f1')]);
    spec
      .given([])
      .when({ ...make('f1'), data: { ...make('f1').data, baseline: null } })
      .thenThrows(M.noFigure, 400);
  });

  it('allows at most a handful active at once; closing one makes room', () => {
    const five = Array.from({ length: ActionPlanRules.maxActiveFocusAreas }, (_, n) => made(`f${n}`));
    spec.given(five).when(make('f9')).thenThrows(M.tooManyActive, 409);
    spec
      .given([...five, closed('f0')])
      .when(make('f9'))
      .then([made('f9')]);
  });

  it('refuses the same question and population twice while active, but not for another population or once closed', () => {
    spec
      .given([made('f1', 'q1')])
      .when(make('f2', 'q1'))
      .thenThrows(M.alreadyFocusArea, 409);
    spec
      .given([made('f1', 'q1')])
      .when(make('f2', 'q1', null))
      .then([made('f2', 'q1', null)]);
    spec
      .given([made('f1', 'q1'), closed('f1')])
      .when(make('f2', 'q1'))
      .then([made('f2', 'q1')]);
  });

  it('does nothing when the same focus area is made again (a retried request)', () => {
    spec
      .given([made('f1')])
      .when(make('f1'))
      .then([]);
  });

  it('closes with an outcome once; an unknown one is 404', () => {
    const close = { type: 'CloseFocusArea' as const, data: { ...who, focus_area_id: 'f1', outcome: 'achieved' as const, note: '  ' } };
    spec
      .given([made('f1')])
      .when(close)
      .then([closed('f1')]);
    spec
      .given([made('f1'), closed('f1')])
      .when(close)
      .thenThrows(M.focusAreaClosed, 409);
    spec.given([]).when(close).thenThrows(M.focusAreaNotFound, 404);
  });
});

describe('action plan decider: actions', () => {
  it('adds an action owned by a consultant, the title trimmed', () => {
    spec
      .given([made('f1')])
      .when(addAction('x1', { consultant_id: 'c2' }))
      .then([added('x1', { consultant_id: 'c2', contact: null })]);
  });

  it('adds an action owned by a client contact; the same e-mail keeps its contact id (one person, one link)', () => {
    spec
      .given([made('f1')])
      .when(addAction('x1', { contact }))
      .then([added('x1', { consultant_id: null, contact })]);
    spec
      .given([made('f1'), added('x1', { consultant_id: null, contact })])
      .when(addAction('x2', { contact: { contact_id: 'k-new', name: 'Dana Client', email: 'DANA@client.example' } }))
      .then([added('x2', { consultant_id: null, contact: { ...contact, email: 'DANA@client.example' } })]);
  });

  it('refuses a blank title, a contact without a name or a valid e-mail, a bad due date, a closed or unknown focus area', () => {
    const base = addAction('x1', { consultant_id: 'c2' });
    const withData = (data: Partial<Extract<ActionPlanCommand, { type: 'AddAction' }>['data']>) =>
      ({ ...base, data: { ...base.data, ...data } }) as ActionPlanCommand;
    spec
      .given([made('f1')])
      .when(withData({ title: '   ' }))
      .thenThrows(M.titleRequired, 400);
    spec
      .given([made('f1')])
      .when(withData({ title: 'x'.repeat(201) }))
      .thenThrows(M.titleTooLong, 400);
    spec
      .given([made('f1')])
      .when(withData({ description: 'x'.repeat(2001) }))
      .thenThrows(M.descriptionTooLong, 400);
    spec
      .given([made('f1')])
      .when(withData({ owner: { contact: { ...contact, name: ' ' } } }))
      .thenThrows(M.contactNameRequired, 400);
    spec
      .given([made('f1')])
      .when(withData({ owner: { contact: { ...contact, email: 'dana' } } }))
      .thenThrows(M.contactEmailInvalid, 400);
    spec
      .given([made('f1')])
      .when(withData({ due_date: '2027-02-30x' }))
      .thenThrows(M.dueDateInvalid, 400);
    spec
      .given([made('f1'), closed('f1')])
      .when(base)
      .thenThrows(M.focusAreaClosed, 409);
    spec.given([]).when(base).thenThrows(M.focusAreaNotFound, 404);
  });

  it('changes the status once, names who changed it, and keeps a closed focus area as it was', () => {
    const history = [made('f1'), added('x1', { consultant_id: 'c2', contact: null })];
    const start = { type: 'ChangeActionStatus' as const, data: { ...who, action_id: 'x1', status: 'in_progress' as const } };
    spec
      .given(history)
      .when(start)
      .then([{ type: 'ActionStatusChanged', data: { workspace_id: 'w1', action_id: 'x1', status: 'in_progress', ...by } }]);
    spec
      .given([...history, { type: 'ActionStatusChanged', data: { workspace_id: 'w1', action_id: 'x1', status: 'in_progress', ...by } }])
      .when(start)
      .then([]);
    spec
      .given([...history, closed('f1')])
      .when(start)
      .thenThrows(M.focusAreaClosed, 409);
  });

  it('edits only what changed', () => {
    const history = [made('f1'), added('x1', { consultant_id: 'c2', contact: null })];
    const edit = (data: object): ActionPlanCommand => ({ type: 'EditAction', data: { ...who, action_id: 'x1', ...data } });
    spec
      .given(history)
      .when(edit({ title: 'Monthly team forum', due_date: '2027-01-15' }))
      .then([]);
    spec
      .given(history)
      .when(edit({ title: 'Forum', due_date: '2027-01-15' }))
      .then([{ type: 'ActionEdited', data: { workspace_id: 'w1', action_id: 'x1', title: 'Forum', ...by } }]);
  });

  it('adds dated progress notes and a checklist; a blank note, an unknown item and a full checklist are refused', () => {
    const history = [made('f1'), added('x1', { consultant_id: 'c2', contact: null })];
    const note = (body: string): ActionPlanCommand => ({ type: 'AddActionNote', data: { ...who, action_id: 'x1', note_id: 'n1', body } });
    spec
      .given(history)
      .when(note(' Kick-off held '))
      .then([{ type: 'ActionNoteAdded', data: { workspace_id: 'w1', action_id: 'x1', note_id: 'n1', body: 'Kick-off held', ...by } }]);
    spec.given(history).when(note('  ')).thenThrows(M.noteRequired, 400);
    const item = (id: string): ActionPlanEvent => ({
      type: 'ChecklistItemAdded',
      data: { workspace_id: 'w1', action_id: 'x1', item_id: id, text: 'Book the room', ...by },
    });
    spec
      .given(history)
      .when({ type: 'AddChecklistItem', data: { ...who, action_id: 'x1', item_id: 'i1', text: 'Book the room' } })
      .then([item('i1')]);
    spec
      .given([...history, item('i1')])
      .when({ type: 'CheckChecklistItem', data: { ...who, action_id: 'x1', item_id: 'i1', done: true } })
      .then([{ type: 'ChecklistItemChecked', data: { workspace_id: 'w1', action_id: 'x1', item_id: 'i1', done: true, ...by } }]);
    spec
      .given(history)
      .when({ type: 'CheckChecklistItem', data: { ...who, action_id: 'x1', item_id: 'nope', done: true } })
      .thenThrows(M.checklistItemNotFound, 404);
    const full = Array.from({ length: ActionPlanRules.checklistMax }, (_, n) => item(`i${n}`));
    spec
      .given([...history, ...full])
      .when({ type: 'AddChecklistItem', data: { ...who, action_id: 'x1', item_id: 'i99', text: 'One more' } })
      .thenThrows(M.checklistFull, 409);
  });

  it('removes an action; a removed one is not found', () => {
    const history = [made('f1'), added('x1', { consultant_id: 'c2', contact: null })];
    const remove: ActionPlanCommand = { type: 'RemoveAction', data: { ...who, action_id: 'x1' } };
    const removed: ActionPlanEvent = { type: 'ActionRemoved', data: { workspace_id: 'w1', action_id: 'x1', ...by } };
    spec.given(history).when(remove).then([removed]);
    spec
      .given([...history, removed])
      .when(remove)
      .thenThrows(M.actionNotFound, 404);
  });
});

describe('action plan decider: a client contact through their link', () => {
  const history = [made('f1'), added('x1', { consultant_id: null, contact }), added('x2', { consultant_id: 'c2', contact: null })];
  it('updates the status and adds a note on their own action, named as the contact', () => {
    spec
      .given(history)
      .when({ type: 'ChangeActionStatus', data: { ...contactWho('k1'), action_id: 'x1', status: 'done' } })
      .then([
        {
          type: 'ActionStatusChanged',
          data: { workspace_id: 'w1', action_id: 'x1', status: 'done', by: 'k1', by_kind: 'contact', at: now },
        },
      ]);
    spec
      .given(history)
      .when({ type: 'AddActionNote', data: { ...contactWho('k1'), action_id: 'x1', note_id: 'n1', body: 'Done' } })
      .then([
        {
          type: 'ActionNoteAdded',
          data: { workspace_id: 'w1', action_id: 'x1', note_id: 'n1', body: 'Done', by: 'k1', by_kind: 'contact', at: now },
        },
      ]);
  });

  it("refuses another owner's action as not found, and anything but status and notes", () => {
    spec
      .given(history)
      .when({ type: 'ChangeActionStatus', data: { ...contactWho('k1'), action_id: 'x2', status: 'done' } })
      .thenThrows(M.actionNotFound, 404);
    spec
      .given(history)
      .when({ type: 'ChangeActionStatus', data: { ...contactWho('k2'), action_id: 'x1', status: 'done' } })
      .thenThrows(M.actionNotFound, 404);
    spec
      .given(history)
      .when({ type: 'RemoveAction', data: { ...contactWho('k1'), action_id: 'x1' } })
      .thenThrows(M.actionNotFound, 404);
    spec
      .given(history)
      .when({ type: 'EditAction', data: { ...contactWho('k1'), action_id: 'x1', title: 'Mine now' } })
      .thenThrows(M.actionNotFound, 404);
  });
});

describe('action plan decider: personal links', () => {
  const history = [made('f1'), added('x1', { consultant_id: null, contact }), added('x2', { consultant_id: 'c2', contact: null })];
  const issue = (linkId: string, renew = false): ActionPlanCommand => ({
    type: 'IssueOwnerLink',
    data: { ...who, action_id: 'x1', link_id: linkId, expires_at: '2027-01-06T10:00:00.000Z', renew },
  });
  const issued = (linkId: string, expiresAt = '2027-01-06T10:00:00.000Z'): ActionPlanEvent => ({
    type: 'OwnerLinkIssued',
    data: { workspace_id: 'w1', team_id: 't1', contact_id: 'k1', link_id: linkId, expires_at: expiresAt, ...by },
  });
  it('issues a link to a contact owner once; a live one is kept unless it is sent again', () => {
    spec
      .given(history)
      .when(issue('L1'))
      .then([issued('L1')]);
    spec
      .given([...history, issued('L1')])
      .when(issue('L2'))
      .then([]);
    spec
      .given([...history, issued('L1')])
      .when(issue('L2', true))
      .then([issued('L2')]);
  });
  it('issues a new one once the old one expired, and refuses a consultant-owned action', () => {
    spec
      .given([...history, issued('L1', '2026-12-01T00:00:00.000Z')])
      .when(issue('L2'))
      .then([issued('L2')]);
    spec
      .given(history)
      .when({ type: 'IssueOwnerLink', data: { ...who, action_id: 'x2', link_id: 'L1', expires_at: now, renew: false } })
      .thenThrows(M.notAContact, 400);
  });
});
