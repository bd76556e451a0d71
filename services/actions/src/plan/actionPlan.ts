import type { EventOf } from '@canopy/contracts';
import type {
  ActionAdded,
  ActionEdited,
  ActionNoteAdded,
  ActionRemoved,
  ActionStatusChanged,
  ChecklistItemAdded,
  ChecklistItemChecked,
  FocusAreaClosed,
  FocusAreaMade,
  OwnerLinkIssued,
} from '@canopy/contracts/actions/events';
import type { ActionStatus } from '@canopy/contracts/actions/api';

// A workspace's action plan. Stream: `action-plan-<workspace id>` (ADR 0123). The state keeps what the rules need:
// which focus areas are active (the cap, the duplicate), which actions are live under which focus area, whose they
// are (a contact's link reaches only their own) and their checklist.

export type ActionPlanEvent =
  | EventOf<typeof FocusAreaMade>
  | EventOf<typeof FocusAreaClosed>
  | EventOf<typeof ActionAdded>
  | EventOf<typeof ActionEdited>
  | EventOf<typeof ActionStatusChanged>
  | EventOf<typeof ActionNoteAdded>
  | EventOf<typeof ChecklistItemAdded>
  | EventOf<typeof ChecklistItemChecked>
  | EventOf<typeof ActionRemoved>
  | EventOf<typeof OwnerLinkIssued>;

export type FocusAreaState = { active: boolean; key: string };
export type ActionState = {
  focusAreaId: string;
  title: string;
  description: string;
  consultantId: string | null;
  contactId: string | null;
  dueDate: string;
  status: ActionStatus;
  checklist: ReadonlyMap<string, boolean>;
  notes: ReadonlySet<string>;
};
export type ActionPlanState = {
  focusAreas: ReadonlyMap<string, FocusAreaState>;
  /** live actions (removed ones leave) */
  actions: ReadonlyMap<string, ActionState>;
  /** client contacts by their e-mail in lower case, so one person keeps one id (and one link) across actions */
  contacts: ReadonlyMap<string, string>;
  /** each contact's current personal link */
  links: ReadonlyMap<string, { linkId: string; expiresAt: string }>;
};

export const initialActionPlan = (): ActionPlanState => ({
  focusAreas: new Map(),
  actions: new Map(),
  contacts: new Map(),
  links: new Map(),
});

/** what makes two focus areas the same: the question (or index) and the population */
export const focusAreaKey = (subject: { kind: string; assessment_id: string; question_id: string | null }, groupId: string | null) =>
  `${subject.kind}:${subject.assessment_id}:${subject.question_id ?? ''}:${groupId ?? ''}`;

const withAction = (state: ActionPlanState, id: string, change: (action: ActionState) => ActionState): ActionPlanState => {
  const action = state.actions.get(id);
  if (!action) return state;
  return { ...state, actions: new Map([...state.actions, [id, change(action)]]) };
};

const withContact = (contacts: ReadonlyMap<string, string>, contact: { contact_id: string; email: string | null } | null) =>
  contact?.email ? new Map([...contacts, [contact.email.toLowerCase(), contact.contact_id]]) : contacts;

export const evolveActionPlan = (state: ActionPlanState, event: ActionPlanEvent): ActionPlanState => {
  switch (event.type) {
    case 'FocusAreaMade':
      return {
        ...state,
        focusAreas: new Map([
          ...state.focusAreas,
          [event.data.focus_area_id, { active: true, key: focusAreaKey(event.data.subject, event.data.population.group_id) }],
        ]),
      };
    case 'FocusAreaClosed': {
      const area = state.focusAreas.get(event.data.focus_area_id);
      if (!area) return state;
      return { ...state, focusAreas: new Map([...state.focusAreas, [event.data.focus_area_id, { ...area, active: false }]]) };
    }
    case 'ActionAdded': {
      const { owner } = event.data;
      return {
        ...state,
        contacts: withContact(state.contacts, owner.contact),
        actions: new Map([
          ...state.actions,
          [
            event.data.action_id,
            {
              focusAreaId: event.data.focus_area_id,
              title: event.data.title,
              description: event.data.description,
              consultantId: owner.consultant_id,
              contactId: owner.contact?.contact_id ?? null,
              dueDate: event.data.due_date,
              status: 'planned',
              checklist: new Map(),
              notes: new Set(),
            },
          ],
        ]),
      };
    }
    case 'ActionEdited': {
      const { owner } = event.data;
      const next = withAction(state, event.data.action_id, (action) => ({
        ...action,
        title: event.data.title ?? action.title,
        description: event.data.description ?? action.description,
        dueDate: event.data.due_date ?? action.dueDate,
        ...(owner ? { consultantId: owner.consultant_id, contactId: owner.contact?.contact_id ?? null } : {}),
      }));
      return owner ? { ...next, contacts: withContact(next.contacts, owner.contact) } : next;
    }
    case 'ActionStatusChanged':
      return withAction(state, event.data.action_id, (action) => ({ ...action, status: event.data.status }));
    case 'ActionNoteAdded':
      return withAction(state, event.data.action_id, (action) => ({ ...action, notes: new Set([...action.notes, event.data.note_id]) }));
    case 'ChecklistItemAdded':
      return withAction(state, event.data.action_id, (action) => ({
        ...action,
        checklist: new Map([...action.checklist, [event.data.item_id, false]]),
      }));
    case 'ChecklistItemChecked':
      return withAction(state, event.data.action_id, (action) => ({
        ...action,
        checklist: new Map([...action.checklist, [event.data.item_id, event.data.done]]),
      }));
    case 'OwnerLinkIssued':
      return {
        ...state,
        links: new Map([...state.links, [event.data.contact_id, { linkId: event.data.link_id, expiresAt: event.data.expires_at }]]),
      };
    case 'ActionRemoved': {
      const actions = new Map(state.actions);
      actions.delete(event.data.action_id);
      return { ...state, actions };
    }
  }
};
