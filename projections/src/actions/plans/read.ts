import { ActionStatus, FocusAreaOutcome, FocusAreaSubject, FocusAreaTarget, Population } from '@canopy/contracts/actions/api';
import { Baseline } from '@canopy/contracts/actions/events';
import { typedQueries, type Queryable } from '@canopy/platform/db/typedQueries';
import { sql } from 'slonik';
import { z } from 'zod';

// The only door to `action_plans` (ADR 0028).

export const FocusAreaRow = z.object({
  id: z.string(),
  workspace_id: z.string(),
  team_id: z.string(),
  subject: FocusAreaSubject,
  label: z.string(),
  population: Population,
  baseline: Baseline,
  target: FocusAreaTarget,
  status: z.enum(['active', 'closed']),
  outcome: FocusAreaOutcome.nullable(),
  outcome_note: z.string().nullable(),
  created_by: z.string(),
  created_at: z.date(),
  closed_at: z.date().nullable(),
});
export type FocusAreaRow = z.infer<typeof FocusAreaRow>;

export const ActionRow = z.object({
  id: z.string(),
  focus_area_id: z.string(),
  workspace_id: z.string(),
  team_id: z.string(),
  title: z.string(),
  description: z.string(),
  owner_consultant_id: z.string().nullable(),
  owner_contact_id: z.string().nullable(),
  owner_name: z.string().nullable(),
  owner_email: z.string().nullable(),
  /** the due day as text (YYYY-MM-DD), never a Date a time zone could move */
  due_date: z.string(),
  status: ActionStatus,
  created_at: z.date(),
  updated_at: z.date(),
  updated_by: z.string(),
  updated_by_kind: z.enum(['consultant', 'contact']),
});
export type ActionRow = z.infer<typeof ActionRow>;

export const NoteRow = z.object({
  id: z.string(),
  action_id: z.string(),
  body: z.string(),
  by: z.string(),
  by_kind: z.enum(['consultant', 'contact']),
  at: z.date(),
});
export type NoteRow = z.infer<typeof NoteRow>;

export const ChecklistRow = z.object({ id: z.string(), action_id: z.string(), text: z.string(), done: z.boolean() });
export type ChecklistRow = z.infer<typeof ChecklistRow>;

export const OwnerLinkRow = z.object({
  link_id: z.string(),
  contact_id: z.string(),
  workspace_id: z.string(),
  team_id: z.string(),
  expires_at: z.date(),
});
export type OwnerLinkRow = z.infer<typeof OwnerLinkRow>;

const FOCUS_AREA = sql.fragment`select id, workspace_id, team_id, subject, label, population, baseline, target, status, outcome,
  outcome_note, created_by, created_at, closed_at from action_plans.focus_areas`;
const ACTION = sql.fragment`select id, focus_area_id, workspace_id, team_id, title, description, owner_consultant_id,
  owner_contact_id, owner_name, owner_email, to_char(due_date, 'YYYY-MM-DD') as due_date, status, created_at, updated_at,
  updated_by, updated_by_kind from action_plans.actions`;

export const createActionPlansReader = (queryable: Queryable) => {
  const db = typedQueries(queryable);
  return {
    /** the workspace's focus areas, oldest first */
    focusAreas: (workspaceId: string) =>
      db.any(sql.type(FocusAreaRow)`${FOCUS_AREA} where workspace_id = ${workspaceId} order by created_at, id`),
    /** one focus area, whichever team it belongs to (the route applies the access rule) */
    focusArea: (id: string) => db.maybeOne(sql.type(FocusAreaRow)`${FOCUS_AREA} where id = ${id}`),
    /** the workspace's live actions, by due date */
    actions: (workspaceId: string) =>
      db.any(sql.type(ActionRow)`${ACTION} where workspace_id = ${workspaceId} order by due_date, created_at, id`),
    /** one live action, whichever team it belongs to (the route applies the access rule) */
    action: (id: string) => db.maybeOne(sql.type(ActionRow)`${ACTION} where id = ${id}`),
    /** the live actions a client contact owns in one workspace (what their personal link shows) */
    actionsOfContact: (workspaceId: string, contactId: string) =>
      db.any(
        sql.type(
          ActionRow,
        )`${ACTION} where workspace_id = ${workspaceId} and owner_contact_id = ${contactId} order by due_date, created_at, id`,
      ),
    /** the contact's current link a personal link names, expired or not (the route judges that on its clock) */
    ownerLink: (linkId: string) =>
      db.maybeOne(
        sql.type(
          OwnerLinkRow,
        )`select link_id, contact_id, workspace_id, team_id, expires_at from action_plans.owner_links where link_id = ${linkId}`,
      ),
    /**
     * every open action (planned or in progress) under an active focus area, in every workspace, with its
     * workspace's time zone: what the reminder sweep looks at (a plan holds tens of actions, a database thousands)
     */
    openActions: () =>
      db.any(
        sql.type(ActionRow)`select a.id, a.focus_area_id, a.workspace_id, a.team_id, a.title, a.description,
          a.owner_consultant_id, a.owner_contact_id, a.owner_name, a.owner_email, to_char(a.due_date, 'YYYY-MM-DD') as due_date,
          a.status, a.created_at, a.updated_at, a.updated_by, a.updated_by_kind
          from action_plans.actions a join action_plans.focus_areas f on f.id = a.focus_area_id
          where f.status = 'active' and a.status in ('planned', 'in_progress') order by a.workspace_id, a.due_date, a.id`,
      ),
    /** a contact's current link in a workspace, expired or not */
    ownerLinkOfContact: (workspaceId: string, contactId: string) =>
      db.maybeOne(
        sql.type(OwnerLinkRow)`select link_id, contact_id, workspace_id, team_id, expires_at from action_plans.owner_links
          where workspace_id = ${workspaceId} and contact_id = ${contactId}`,
      ),
    /** the notes of these actions, oldest first */
    notes: (actionIds: readonly string[]) =>
      db.any(
        sql.type(NoteRow)`select id, action_id, body, by, by_kind, at from action_plans.notes
          where action_id = any(${sql.array(actionIds, 'text')}) order by at, id`,
      ),
    /** the checklist items of these actions, in the order they were added */
    checklist: (actionIds: readonly string[]) =>
      db.any(
        sql.type(ChecklistRow)`select id, action_id, text, done from action_plans.checklist_items
          where action_id = any(${sql.array(actionIds, 'text')}) order by added_at, id`,
      ),
  };
};
