import {
  ActionPlanMessages as M,
  ActionPlanRules as R,
  type ActionStatus,
  type FocusAreaOutcome,
  type FocusAreaSubject,
  type FocusAreaTarget,
  type Population,
} from '@canopy/contracts/actions/api';
import type { Baseline } from '@canopy/contracts/actions/events';
import { DomainError, type Decider } from '@canopy/platform/commands/decider';
import {
  evolveActionPlan,
  focusAreaKey,
  initialActionPlan,
  type ActionPlanEvent,
  type ActionPlanState,
  type ActionState,
} from './actionPlan.ts';

/** who acts: a consultant (their id), or a client contact through their personal link (their contact id) */
type Who = { workspace_id: string; team_id: string; by: string; by_kind: 'consultant' | 'contact'; now: string };

/** an owner as the route resolved it: a consultant of the team, or a contact with a fresh id for a new one */
export type OwnerChoice = { consultant_id: string } | { contact: { contact_id: string; name: string; email: string } };

export type MakeFocusArea = {
  type: 'MakeFocusArea';
  data: Who & {
    focus_area_id: string;
    subject: FocusAreaSubject;
    label: string;
    population: Population;
    /** the figure the analytics chart computed; null when it held the population back (refused) */
    baseline: Baseline | null;
    target: FocusAreaTarget;
  };
};
export type CloseFocusArea = { type: 'CloseFocusArea'; data: Who & { focus_area_id: string; outcome: FocusAreaOutcome; note: string } };
export type AddAction = {
  type: 'AddAction';
  data: Who & { focus_area_id: string; action_id: string; title: string; description: string; owner: OwnerChoice; due_date: string };
};
export type EditAction = {
  type: 'EditAction';
  data: Who & { action_id: string; title?: string; description?: string; owner?: OwnerChoice; due_date?: string };
};
export type ChangeActionStatus = { type: 'ChangeActionStatus'; data: Who & { action_id: string; status: ActionStatus } };
export type AddActionNote = { type: 'AddActionNote'; data: Who & { action_id: string; note_id: string; body: string } };
export type AddChecklistItem = { type: 'AddChecklistItem'; data: Who & { action_id: string; item_id: string; text: string } };
export type CheckChecklistItem = { type: 'CheckChecklistItem'; data: Who & { action_id: string; item_id: string; done: boolean } };
export type RemoveAction = { type: 'RemoveAction'; data: Who & { action_id: string } };
/**
 * the contact owner of an action gets a personal link: a fresh one (`renew`, the old one stops answering), or the
 * live one kept when there is one; `link_id` is a fresh unguessable id, `expires_at` when a new link would expire
 */
export type IssueOwnerLink = {
  type: 'IssueOwnerLink';
  data: Who & { action_id: string; link_id: string; expires_at: string; renew: boolean };
};
export type ActionPlanCommand =
  | MakeFocusArea
  | CloseFocusArea
  | AddAction
  | EditAction
  | ChangeActionStatus
  | AddActionNote
  | AddChecklistItem
  | CheckChecklistItem
  | RemoveAction
  | IssueOwnerLink;

// deliberately loose: one @, something on each side, a dot in the domain; the mail server has the last word
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const byOf = (who: Who) => ({ by: who.by, by_kind: who.by_kind, at: who.now });

const titleOf = (raw: string) => {
  const title = raw.trim();
  if (!title) throw new DomainError(M.titleRequired, 400);
  if (title.length > R.titleMax) throw new DomainError(M.titleTooLong, 400);
  return title;
};
const descriptionOf = (raw: string) => {
  const description = raw.trim();
  if (description.length > R.descriptionMax) throw new DomainError(M.descriptionTooLong, 400);
  return description;
};
const dueDateOf = (raw: string) => {
  if (!DATE.test(raw) || Number.isNaN(Date.parse(`${raw}T00:00:00Z`))) throw new DomainError(M.dueDateInvalid, 400);
  return raw;
};

/** the owner as stored: a known contact e-mail keeps its contact id, so one person has one link */
const ownerOf = (state: ActionPlanState, owner: OwnerChoice) => {
  if ('consultant_id' in owner) return { consultant_id: owner.consultant_id, contact: null };
  const name = owner.contact.name.trim();
  const email = owner.contact.email.trim();
  if (!name) throw new DomainError(M.contactNameRequired, 400);
  if (name.length > R.nameMax) throw new DomainError(M.contactNameRequired, 400);
  if (!EMAIL.test(email)) throw new DomainError(M.contactEmailInvalid, 400);
  const contactId = state.contacts.get(email.toLowerCase()) ?? owner.contact.contact_id;
  return { consultant_id: null, contact: { contact_id: contactId, name, email } };
};

/**
 * The action a command names. A contact reaches only the actions they own: another owner's action does not exist
 * for them (404, as for an action that is gone). Actions under a closed focus area are kept as they were (409).
 */
const actionFor = (state: ActionPlanState, who: Who, actionId: string): ActionState => {
  const action = state.actions.get(actionId);
  if (!action || (who.by_kind === 'contact' && action.contactId !== who.by)) throw new DomainError(M.actionNotFound, 404);
  if (!state.focusAreas.get(action.focusAreaId)?.active) throw new DomainError(M.focusAreaClosed, 409);
  return action;
};

/** what only a consultant may do: a contact's link updates the status and adds notes, nothing else */
const consultantOnly = (who: Who) => {
  if (who.by_kind !== 'consultant') throw new DomainError(M.actionNotFound, 404);
};

export const decideActionPlan = (command: ActionPlanCommand, state: ActionPlanState): ActionPlanEvent[] => {
  const who = command.data;
  const { workspace_id, team_id } = who;
  switch (command.type) {
    case 'MakeFocusArea': {
      consultantOnly(who);
      const { focus_area_id, subject, population, baseline, target, label } = command.data;
      if (state.focusAreas.has(focus_area_id)) return [];
      if (!baseline) throw new DomainError(M.noFigure, 400);
      const key = focusAreaKey(subject, population.group_id);
      const active = [...state.focusAreas.values()].filter((area) => area.active);
      if (active.some((area) => area.key === key)) throw new DomainError(M.alreadyFocusArea, 409);
      if (active.length >= R.maxActiveFocusAreas) throw new DomainError(M.tooManyActive, 409);
      return [
        {
          type: 'FocusAreaMade',
          data: { workspace_id, team_id, focus_area_id, subject, label, population, baseline, target, ...byOf(who) },
        },
      ];
    }
    case 'CloseFocusArea': {
      consultantOnly(who);
      const area = state.focusAreas.get(command.data.focus_area_id);
      if (!area) throw new DomainError(M.focusAreaNotFound, 404);
      if (!area.active) throw new DomainError(M.focusAreaClosed, 409);
      const note = command.data.note.trim();
      if (note.length > R.noteMax) throw new DomainError(M.noteOfOutcomeTooLong, 400);
      return [
        {
          type: 'FocusAreaClosed',
          data: { workspace_id, focus_area_id: command.data.focus_area_id, outcome: command.data.outcome, note, ...byOf(who) },
        },
      ];
    }
    case 'AddAction': {
      consultantOnly(who);
      const { focus_area_id, action_id } = command.data;
      const area = state.focusAreas.get(focus_area_id);
      if (!area) throw new DomainError(M.focusAreaNotFound, 404);
      if (!area.active) throw new DomainError(M.focusAreaClosed, 409);
      if (state.actions.has(action_id)) return [];
      return [
        {
          type: 'ActionAdded',
          data: {
            workspace_id,
            team_id,
            focus_area_id,
            action_id,
            title: titleOf(command.data.title),
            description: descriptionOf(command.data.description),
            owner: ownerOf(state, command.data.owner),
            due_date: dueDateOf(command.data.due_date),
            ...byOf(who),
          },
        },
      ];
    }
    case 'EditAction': {
      consultantOnly(who);
      const action = actionFor(state, who, command.data.action_id);
      const { title, description, owner, due_date } = command.data;
      const changes: { title?: string; description?: string; owner?: ReturnType<typeof ownerOf>; due_date?: string } = {};
      if (title !== undefined && titleOf(title) !== action.title) changes.title = titleOf(title);
      if (description !== undefined && descriptionOf(description) !== action.description) changes.description = descriptionOf(description);
      if (due_date !== undefined && dueDateOf(due_date) !== action.dueDate) changes.due_date = due_date;
      if (owner !== undefined) {
        const stored = ownerOf(state, owner);
        // a contact's name or e-mail may change while they stay the same person: always written when given as a contact
        if (stored.consultant_id !== action.consultantId || stored.contact) changes.owner = stored;
      }
      if (Object.keys(changes).length === 0) return [];
      return [{ type: 'ActionEdited', data: { workspace_id, action_id: command.data.action_id, ...changes, ...byOf(who) } }];
    }
    case 'ChangeActionStatus': {
      const action = actionFor(state, who, command.data.action_id);
      if (action.status === command.data.status) return [];
      return [
        {
          type: 'ActionStatusChanged',
          data: { workspace_id, action_id: command.data.action_id, status: command.data.status, ...byOf(who) },
        },
      ];
    }
    case 'AddActionNote': {
      const action = actionFor(state, who, command.data.action_id);
      if (action.notes.has(command.data.note_id)) return [];
      const body = command.data.body.trim();
      if (!body) throw new DomainError(M.noteRequired, 400);
      if (body.length > R.noteMax) throw new DomainError(M.noteTooLong, 400);
      return [
        {
          type: 'ActionNoteAdded',
          data: { workspace_id, action_id: command.data.action_id, note_id: command.data.note_id, body, ...byOf(who) },
        },
      ];
    }
    case 'AddChecklistItem': {
      consultantOnly(who);
      const action = actionFor(state, who, command.data.action_id);
      if (action.checklist.has(command.data.item_id)) return [];
      const text = command.data.text.trim();
      if (!text) throw new DomainError(M.checklistTextRequired, 400);
      if (text.length > R.checklistTextMax) throw new DomainError(M.checklistTextTooLong, 400);
      if (action.checklist.size >= R.checklistMax) throw new DomainError(M.checklistFull, 409);
      return [
        {
          type: 'ChecklistItemAdded',
          data: { workspace_id, action_id: command.data.action_id, item_id: command.data.item_id, text, ...byOf(who) },
        },
      ];
    }
    case 'CheckChecklistItem': {
      consultantOnly(who);
      const action = actionFor(state, who, command.data.action_id);
      const done = action.checklist.get(command.data.item_id);
      if (done === undefined) throw new DomainError(M.checklistItemNotFound, 404);
      if (done === command.data.done) return [];
      return [
        {
          type: 'ChecklistItemChecked',
          data: { workspace_id, action_id: command.data.action_id, item_id: command.data.item_id, done: command.data.done, ...byOf(who) },
        },
      ];
    }
    case 'RemoveAction': {
      consultantOnly(who);
      actionFor(state, who, command.data.action_id);
      return [{ type: 'ActionRemoved', data: { workspace_id, action_id: command.data.action_id, ...byOf(who) } }];
    }
    case 'IssueOwnerLink': {
      consultantOnly(who);
      const action = actionFor(state, who, command.data.action_id);
      if (!action.contactId) throw new DomainError(M.notAContact, 400);
      if (!command.data.renew && liveOwnerLink(state, action.contactId, who.now)) return [];
      return [
        {
          type: 'OwnerLinkIssued',
          data: {
            workspace_id,
            team_id,
            contact_id: action.contactId,
            link_id: command.data.link_id,
            expires_at: command.data.expires_at,
            ...byOf(who),
          },
        },
      ];
    }
  }
};

/** the contact's link while it lives at `now` */
export const liveOwnerLink = (state: ActionPlanState, contactId: string, now: string) => {
  const link = state.links.get(contactId);
  return link && Date.parse(link.expiresAt) > Date.parse(now) ? link : null;
};

export const actionPlanDecider: Decider<ActionPlanCommand, ActionPlanEvent, ActionPlanState> = {
  initialState: initialActionPlan,
  decide: decideActionPlan,
  evolve: evolveActionPlan,
};
