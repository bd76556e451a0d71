import { z } from 'zod';
import { ChangeRow, Withheld } from '../analytics/api.ts';
import { Text } from '../platform/text.ts';

// The action plans of the LEAD part (ADR 0123, 0124): a workspace's focus areas, each a figure of one question or a
// whole assessment's index for one population in one cycle with a target, and the actions agreed under them.
// Consultants reach them under /action-plans/workspaces/{id}, /action-plans/focus-areas/{id} and
// /action-plans/actions/{id} (another team's 404, not assigned 403).

export const ActionPlanPaths = {
  plan: (workspaceId: string) => `/action-plans/workspaces/${workspaceId}`,
  /** every action of the plan as an xlsx for the client (ADR 0134) */
  actionsXlsx: (workspaceId: string) => `/action-plans/workspaces/${workspaceId}/actions.xlsx`,
  focusAreas: (workspaceId: string) => `/action-plans/workspaces/${workspaceId}/focus-areas`,
  closeFocusArea: (focusAreaId: string) => `/action-plans/focus-areas/${focusAreaId}/close`,
  actions: (focusAreaId: string) => `/action-plans/focus-areas/${focusAreaId}/actions`,
  action: (actionId: string) => `/action-plans/actions/${actionId}`,
  notes: (actionId: string) => `/action-plans/actions/${actionId}/notes`,
  checklist: (actionId: string) => `/action-plans/actions/${actionId}/checklist`,
  checklistItem: (actionId: string, itemId: string) => `/action-plans/actions/${actionId}/checklist/${itemId}`,
  /** send the contact owner of an action a new personal link (the old one stops answering) */
  ownerLink: (actionId: string) => `/action-plans/actions/${actionId}/owner-link`,
  /** add the action feedback question to the workspace's next package (ADR 0155) */
  actionFeedback: (workspaceId: string) => `/action-plans/workspaces/${workspaceId}/action-feedback`,
  /** public, no account: what a client contact's personal link shows, and their changes */
  owner: (link: string) => `/action-owner/${link}`,
  ownerAction: (link: string, actionId: string) => `/action-owner/${link}/actions/${actionId}`,
} as const;

/** the page a client contact's mail links to (the web app's public route) */
export const ownerPagePath = (link: string) => `/action-owner/${link}`;

export const ActionPlanRules = {
  /** focus areas open at once in one workspace: a plan the client can hold in mind */
  maxActiveFocusAreas: 5,
  titleMax: 200,
  descriptionMax: 2000,
  noteMax: 1000,
  checklistTextMax: 200,
  checklistMax: 30,
  nameMax: 200,
  /** how long a client contact's personal link lives */
  ownerLinkDays: 30,
} as const;

export const ActionPlanMessages = {
  focusAreaNotFound: 'Could not find focus area',
  actionNotFound: 'Could not find action',
  checklistItemNotFound: 'Could not find checklist item',
  tooManyActive: `A workspace may have at most ${ActionPlanRules.maxActiveFocusAreas} active focus areas; close one first`,
  focusAreaClosed: 'This focus area is closed',
  alreadyFocusArea: 'This question and population are already an active focus area',
  titleRequired: 'Title is required',
  titleTooLong: `Title may contain at most ${ActionPlanRules.titleMax} characters`,
  descriptionTooLong: `Description may contain at most ${ActionPlanRules.descriptionMax} characters`,
  noteRequired: 'Note is required',
  noteTooLong: `Note may contain at most ${ActionPlanRules.noteMax} characters`,
  checklistTextRequired: 'Checklist item is required',
  checklistTextTooLong: `Checklist item may contain at most ${ActionPlanRules.checklistTextMax} characters`,
  checklistFull: `An action may have at most ${ActionPlanRules.checklistMax} checklist items`,
  ownerRequired: 'Choose an owner: a consultant of the team, or a client contact with a name and an e-mail',
  ownerNotInTeam: 'The owner must be a consultant of the team',
  contactIsUser: 'This e-mail belongs to a Canopy user; choose them as a consultant owner instead',
  contactNameRequired: 'The contact needs a name',
  contactEmailInvalid: 'The contact needs a valid e-mail',
  dueDateInvalid: 'Due date must be a date (YYYY-MM-DD)',
  noFigure: 'The analytics hold back this population in this cycle, so it cannot be a focus area',
  cycleNotFound: 'Could not find this cycle among the answers of the workspace',
  questionNotFound: 'Could not find this scored question in the assessment',
  groupNotFound: 'Could not find group',
  targetInvalid: 'The target must be a change between -10 and 10, an average on the scale, or a favourable share of 0 to 100 percent',
  favourableNeedsQuestion: 'A favourable target needs one question; an index has no favourable share',
  ownerLinkGone: 'This link has expired or was replaced; ask your consultant for a new one',
  notAContact: 'This action is owned by a consultant; only client contacts get a personal link',
  ownerChangeEmpty: 'Choose a status or write a note',
  noteOfOutcomeTooLong: `Note may contain at most ${ActionPlanRules.noteMax} characters`,
  noPackageForFeedback: 'This workspace has no package to ask the action feedback question in; create the next package first',
} as const;

/**
 * The action feedback question (ADR 0155): the default library's 'Action feedback' assessment and its one agreement
 * question, 'I have seen action taken on the results of the last survey'. Its ids are fixed, as every default
 * assessment's are, so the plan finds its answers in any workspace whose package holds it.
 */
export const ACTION_FEEDBACK = {
  assessment_id: 'canopy-action-feedback',
  question_id: 'canopy-action-feedback-q1',
} as const;

/** what a focus area measures: one scored question, or a whole assessment's index (all its scored questions) */
export const FocusAreaSubject = z.object({
  kind: z.enum(['question', 'index']),
  assessment_id: Text().max(64),
  /** the question for `question`; null for `index` */
  question_id: Text().max(64).nullable(),
});
export type FocusAreaSubject = z.infer<typeof FocusAreaSubject>;

/** All participants (group null) or one released group, with its name when it was made */
export const Population = z.object({ group_id: Text().max(64).nullable(), name: Text().max(200) });
export type Population = z.infer<typeof Population>;

/**
 * what the next cycle should show: `change` (the average moved by `value`, e.g. +0.3), `average` (the average
 * reached `value`) or `favourable` (the share answering 4 or 5 reached `value` percent, e.g. 70; one question only)
 */
export const FocusAreaTarget = z
  .object({ kind: z.enum(['change', 'average', 'favourable']), value: z.number().min(-10).max(100) })
  .refine((target) => (target.kind === 'favourable' ? target.value >= 0 : target.value <= 10), {
    message: 'The target must be a change between -10 and 10, an average on the scale, or a favourable share of 0 to 100 percent',
    path: ['value'],
  });
export type FocusAreaTarget = z.infer<typeof FocusAreaTarget>;

export const FocusAreaOutcome = z.enum(['achieved', 'partly_achieved', 'not_achieved', 'no_longer_relevant']);
export type FocusAreaOutcome = z.infer<typeof FocusAreaOutcome>;

export const ActionStatus = z.enum(['planned', 'in_progress', 'done', 'dropped']);
export type ActionStatus = z.infer<typeof ActionStatus>;

const isoDate = z.iso.date({ message: ActionPlanMessages.dueDateInvalid });

/** an owner as the consultant picks one: a consultant of the team by id, or a client contact by name and e-mail */
export const OwnerInput = z.union([
  z.object({ consultant_id: Text().max(64) }).strict(),
  z.object({ contact: z.object({ name: Text().max(ActionPlanRules.nameMax), email: Text().max(320) }) }).strict(),
]);
export type OwnerInput = z.infer<typeof OwnerInput>;

export const FocusAreaInput = z.object({
  subject: FocusAreaSubject,
  population: z.object({ group_id: Text().max(64).nullable() }),
  cycle_id: Text().max(64),
  target: FocusAreaTarget,
});
export type FocusAreaInput = z.infer<typeof FocusAreaInput>;

export const CloseFocusAreaInput = z.object({ outcome: FocusAreaOutcome, note: Text().max(10_000).default('') });
export type CloseFocusAreaInput = z.infer<typeof CloseFocusAreaInput>;

export const ActionInput = z.object({
  title: Text().max(10_000),
  description: Text().max(10_000).default(''),
  owner: OwnerInput,
  due_date: isoDate,
});
export type ActionInput = z.input<typeof ActionInput>;

export const ActionEditInput = z
  .object({
    title: Text().max(10_000),
    description: Text().max(10_000),
    owner: OwnerInput,
    due_date: isoDate,
    status: ActionStatus,
  })
  .partial();
export type ActionEditInput = z.infer<typeof ActionEditInput>;

export const NoteInput = z.object({ body: Text().max(10_000) });
export const ChecklistInput = z.object({ text: Text().max(10_000) });
export const ChecklistCheckInput = z.object({ done: z.boolean() });

/** who made a change, as the pages show it */
export const Author = z.object({ kind: z.enum(['consultant', 'contact']), name: z.string().nullable() });

export const ActionOwner = z.object({
  kind: z.enum(['consultant', 'contact']),
  consultant_id: z.string().nullable(),
  /** the consultant's or the contact's name (null once a contact was erased) */
  name: z.string().nullable(),
  email: z.string().nullable(),
});
export type ActionOwner = z.infer<typeof ActionOwner>;

export const ActionAnswer = z.object({
  id: z.string(),
  focus_area_id: z.string(),
  title: z.string(),
  description: z.string(),
  owner: ActionOwner,
  due_date: z.string(),
  status: ActionStatus,
  /** due before today (in UTC) and neither done nor dropped */
  overdue: z.boolean(),
  notes: z.array(z.object({ id: z.string(), body: z.string(), at: z.string(), author: Author })),
  checklist: z.array(z.object({ id: z.string(), text: z.string(), done: z.boolean() })),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ActionAnswer = z.infer<typeof ActionAnswer>;

/**
 * A focus area tracked to the next cycle (ADR 0142): the first cycle after the baseline's with answers, the chart's
 * figure for the same population and question there (null with the release rule's reason when it holds it back), the
 * change from the baseline cycle tested as the charts test it (Welch's t, the one comparison the focus area declared,
 * so unadjusted), and whether the target is met. Null on the focus area while no later cycle has answers.
 */
export const FocusAreaTracking = z.object({
  cycle_id: z.string(),
  cycle_date: z.string().nullable(),
  value: z.number().nullable(),
  respondents: z.number().int().nullable(),
  ci_low: z.number().nullable(),
  ci_high: z.number().nullable(),
  /** the percent answering 4 or 5 there (a question only) */
  favourable: z.number().nullable(),
  /** why there is no figure: the population is under the minimum ('small') or would set too few apart ('apart') */
  withheld: Withheld,
  /** next cycle minus the baseline cycle, both as the chart computes them now */
  change: ChangeRow.pick({ from: true, to: true, difference: true, ci_low: true, ci_high: true, p: true, mark: true }).nullable(),
  /** the figure (or favourable share) against the target value; null without a figure */
  target_met: z.boolean().nullable(),
});
export type FocusAreaTracking = z.infer<typeof FocusAreaTracking>;

/**
 * The action feedback question for a focus area's population (ADR 0155): the first cycle after the baseline's in
 * which it was answered, its favourable share (percent agreeing or strongly agreeing) with the Wilson interval and
 * the people it is drawn from, as the distribution chart computes them; held back (no figure, the release rule's
 * reason) when the population is too small there.
 */
export const ActionFeedbackFigure = z.object({
  cycle_id: z.string(),
  cycle_date: z.string().nullable(),
  favourable: z.number().nullable(),
  respondents: z.number().int().nullable(),
  ci_low: z.number().nullable(),
  ci_high: z.number().nullable(),
  withheld: Withheld,
});
export type ActionFeedbackFigure = z.infer<typeof ActionFeedbackFigure>;

export const FocusAreaAnswer = z.object({
  id: z.string(),
  subject: FocusAreaSubject,
  label: z.string(),
  population: Population,
  baseline: z.object({
    cycle_id: z.string(),
    cycle_date: z.string().nullable(),
    value: z.number(),
    respondents: z.number().int(),
    ci_low: z.number().nullable().optional(),
    ci_high: z.number().nullable().optional(),
    favourable: z.number().nullable().optional(),
  }),
  target: FocusAreaTarget,
  /** the average (or, for a `favourable` target, the percent favourable) the target asks for */
  target_value: z.number(),
  status: z.enum(['active', 'closed']),
  outcome: FocusAreaOutcome.nullable(),
  outcome_note: z.string().nullable(),
  created_at: z.string(),
  closed_at: z.string().nullable(),
  /** the next cycle's figure and mark (ADR 0142); null until a later cycle has answers */
  tracking: FocusAreaTracking.nullable(),
  /** the action feedback question's share for the population after the baseline (ADR 0155); null until answered */
  action_feedback: ActionFeedbackFigure.nullable().optional(),
  actions: z.array(ActionAnswer),
});
export type FocusAreaAnswer = z.infer<typeof FocusAreaAnswer>;

/** a package of the workspace, by id and name */
export const PackageRef = z.object({ id: z.string(), name: z.string() });

export const ActionPlan = z.object({
  workspace_id: z.string(),
  focus_areas: z.array(FocusAreaAnswer),
  /** the workspace's packages that ask the action feedback question (ADR 0155); absent in answers that predate it */
  feedback_packages: z.array(PackageRef).optional(),
});
export type ActionPlan = z.infer<typeof ActionPlan>;

/** what a change answers: the id of what it made or changed, and the whole plan as it now reads */
export const PlanChangeAnswer = z.object({ id: z.string(), plan: ActionPlan });
export type PlanChangeAnswer = z.infer<typeof PlanChangeAnswer>;

/** which package to ask the action feedback question in: the one named, or (none named) the workspace's next package */
export const ActionFeedbackInput = z.object({ package_id: Text().max(64).optional() });
export type ActionFeedbackInput = z.infer<typeof ActionFeedbackInput>;

/** the package the question is in (`id`), whether this call added it (false: it was there already), and the plan */
export const ActionFeedbackAnswer = PlanChangeAnswer.extend({ package_name: z.string(), added: z.boolean() });
export type ActionFeedbackAnswer = z.infer<typeof ActionFeedbackAnswer>;

/** the average a target asks for, from the baseline */
export const targetValueOf = (baseline: number, target: FocusAreaTarget) =>
  target.kind === 'change' ? Math.round((baseline + target.value) * 100) / 100 : target.value;

/**
 * whether a figure meets the target: at or past the target value in the direction the target points from the
 * baseline (a target below the baseline, e.g. a reversed aim, is met at or under it)
 */
export const targetMetBy = (figure: number, baseline: number, targetValue: number) =>
  targetValue >= baseline ? figure >= targetValue : figure <= targetValue;

/** the target as a sentence's end: '+0.30 by the next cycle', 'an average of 4.50', '70% favourable' */
export const targetText = (target: FocusAreaTarget) =>
  target.kind === 'change'
    ? `${target.value >= 0 ? '+' : ''}${target.value.toFixed(2)} by the next cycle`
    : target.kind === 'average'
      ? `an average of ${target.value.toFixed(2)}`
      : `${target.value}% favourable`;

/** what a client contact's personal link shows: their own live actions only */
export const OwnerView = z.object({
  owner_name: z.string().nullable(),
  workspace_name: z.string(),
  expires_at: z.string(),
  actions: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      focus_area: z.string(),
      due_date: z.string(),
      status: ActionStatus,
      overdue: z.boolean(),
      notes: z.array(z.object({ id: z.string(), body: z.string(), at: z.string(), author: Author })),
    }),
  ),
});
export type OwnerView = z.infer<typeof OwnerView>;

export const OwnerChangeInput = z.object({ status: ActionStatus.optional(), note: Text().max(10_000).optional() });
export type OwnerChangeInput = z.infer<typeof OwnerChangeInput>;
