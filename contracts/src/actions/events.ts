import { z } from 'zod';
import { defineEvent, personal, personalDataOf } from '../platform/eventContract.ts';
import { Text } from '../platform/text.ts';
import { ActionStatus, FocusAreaOutcome, FocusAreaSubject, FocusAreaTarget, Population } from './api.ts';

// A workspace's action plan lives on one stream, `action-plan-<workspace id>` (ADR 0123): its focus areas (at most
// a handful active, so the cap needs the whole plan at once) and the actions under them. Every event names who made
// the change: a consultant (`by_kind: consultant`, their id) or an action's client-contact owner through their
// personal link (`by_kind: contact`, the contact's id). A client contact's name and e-mail are personal data,
// sealed with the contact's own key (ADR 0003).

const isoTime = z.iso.datetime({ offset: true });
const isoDate = z.iso.date();
const ByKind = z.enum(['consultant', 'contact']);
const who = { by: Text(), by_kind: ByKind, at: isoTime };

/** a client contact who owns actions without being a user: sealed with their own key */
export const ContactOwner = personalDataOf(z.object({ contact_id: Text(), name: personal(Text()), email: personal(Text()) }), 'contact_id');
/** an action's owner: a consultant of the team, or a client contact (exactly one of the two) */
export const StoredOwner = z.object({ consultant_id: Text().nullable(), contact: ContactOwner.nullable() });
export type StoredOwner = z.infer<typeof StoredOwner>;

/** the figure a focus area starts from, as the analytics chart computed it */
export const Baseline = z.object({
  cycle_id: Text(),
  cycle_date: isoTime.nullable(),
  value: z.number(),
  respondents: z.number().int(),
  /** the chart's 95% interval of the value (ADR 0120); absent in focus areas made before it was kept */
  ci_low: z.number().nullable().optional(),
  ci_high: z.number().nullable().optional(),
  /** the percent answering 4 or 5 (a question's distribution chart); null for an index */
  favourable: z.number().nullable().optional(),
});
export type Baseline = z.infer<typeof Baseline>;

export const FocusAreaMade = defineEvent(
  'FocusAreaMade',
  z.object({
    workspace_id: Text(),
    team_id: Text(),
    focus_area_id: Text(),
    subject: FocusAreaSubject,
    /** the question's or assessment's wording when it was made */
    label: Text(),
    population: Population,
    baseline: Baseline,
    target: FocusAreaTarget,
    ...who,
  }),
);
export const FocusAreaClosed = defineEvent(
  'FocusAreaClosed',
  z.object({ workspace_id: Text(), focus_area_id: Text(), outcome: FocusAreaOutcome, note: Text(), ...who }),
);
export const ActionAdded = defineEvent(
  'ActionAdded',
  z.object({
    workspace_id: Text(),
    team_id: Text(),
    focus_area_id: Text(),
    action_id: Text(),
    title: Text(),
    description: Text(),
    owner: StoredOwner,
    due_date: isoDate,
    ...who,
  }),
);
/** title, description, owner or due date changed: the whole new value of each field given */
export const ActionEdited = defineEvent(
  'ActionEdited',
  z.object({
    workspace_id: Text(),
    action_id: Text(),
    title: Text().optional(),
    description: Text().optional(),
    owner: StoredOwner.optional(),
    due_date: isoDate.optional(),
    ...who,
  }),
);
export const ActionStatusChanged = defineEvent(
  'ActionStatusChanged',
  z.object({ workspace_id: Text(), action_id: Text(), status: ActionStatus, ...who }),
);
export const ActionNoteAdded = defineEvent(
  'ActionNoteAdded',
  z.object({ workspace_id: Text(), action_id: Text(), note_id: Text(), body: Text(), ...who }),
);
export const ChecklistItemAdded = defineEvent(
  'ChecklistItemAdded',
  z.object({ workspace_id: Text(), action_id: Text(), item_id: Text(), text: Text(), ...who }),
);
export const ChecklistItemChecked = defineEvent(
  'ChecklistItemChecked',
  z.object({ workspace_id: Text(), action_id: Text(), item_id: Text(), done: z.boolean(), ...who }),
);
export const ActionRemoved = defineEvent('ActionRemoved', z.object({ workspace_id: Text(), action_id: Text(), ...who }));
/**
 * a client contact's personal link (128 random bits, ADR 0125): the one that was live before it, if any, stops
 * answering (a link sent again replaces it)
 */
export const OwnerLinkIssued = defineEvent(
  'OwnerLinkIssued',
  z.object({ workspace_id: Text(), team_id: Text(), contact_id: Text(), link_id: Text(), expires_at: isoTime, ...who }),
);

export const actionPlanEvents = [
  FocusAreaMade,
  FocusAreaClosed,
  ActionAdded,
  ActionEdited,
  ActionStatusChanged,
  ActionNoteAdded,
  ChecklistItemAdded,
  ChecklistItemChecked,
  ActionRemoved,
  OwnerLinkIssued,
] as const;

export const actionPlanStream = (workspaceId: string) => `action-plan-${workspaceId}`;
