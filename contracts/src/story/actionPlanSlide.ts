import { z } from 'zod';
import {
  ActionFeedbackFigure,
  ActionStatus,
  type FocusAreaAnswer,
  FocusAreaAnswer as FocusArea,
  FocusAreaTarget,
  FocusAreaTracking,
} from '../actions/api.ts';
import { baselineText, dueText, feedbackText, focusTargetText, STATUS_LABEL, trackingText } from '../actions/planTexts.ts';
import { formatDay } from '../platform/dates.ts';

// The 'Action plan' slide of a focus area (ADR 0143, 0156): one schema for the deck's slide, the Data Story's slide on
// screen and the shared story's, made from the plan reader's focus area by one function, so what the client receives
// is what the consultant saw. It carries what the slide shows and nothing more: owners by name (never an e-mail, a
// consultant's id or a personal link), no progress notes, no description, no checklist.

/** an action as the slide shows it: title, owner by name, due day, status */
export const ActionPlanSlideAction = z
  .object({
    title: z.string(),
    /** a consultant of the team or a client contact; the name is null once a contact was erased */
    owner: z.object({ kind: z.enum(['consultant', 'contact']), name: z.string().nullable() }).strict(),
    due_date: z.string(),
    status: ActionStatus,
    overdue: z.boolean(),
  })
  .strict();
export type ActionPlanSlideAction = z.infer<typeof ActionPlanSlideAction>;

/** the slide's lines as the deck prints them and the screen shows them */
export const ActionPlanSlideText = z
  .object({
    title: z.string(),
    population: z.string(),
    baseline: z.string(),
    target: z.string(),
    tracking: z.string(),
    /** the action feedback question's line (ADR 0155); null where no cycle after the baseline asked it */
    feedback: z.string().nullable(),
    /** one row per action: title, owner, due, status (the table's header is not among them) */
    actions: z.array(z.tuple([z.string(), z.string(), z.string(), z.string()])),
  })
  .strict();
export type ActionPlanSlideText = z.infer<typeof ActionPlanSlideText>;

export const ActionPlanSlide = z
  .object({
    focus_area_id: z.string(),
    label: z.string(),
    population: z.string(),
    status: FocusArea.shape.status,
    /** the figure the focus area was made from: average, n, 95% interval, favourable share, the cycle's day */
    baseline: FocusArea.shape.baseline.omit({ cycle_id: true }).strict(),
    target: FocusAreaTarget,
    target_value: z.number(),
    /** the next cycle's figure and mark (ADR 0142); null until a later cycle has answers */
    tracking: FocusAreaTracking.omit({ cycle_id: true }).strict().nullable(),
    /** the action feedback question's share for the population after the baseline (ADR 0155); null until answered */
    action_feedback: ActionFeedbackFigure.omit({ cycle_id: true }).strict().nullable(),
    actions: z.array(ActionPlanSlideAction),
    text: ActionPlanSlideText,
  })
  .strict();
export type ActionPlanSlide = z.infer<typeof ActionPlanSlide>;

/** a workspace's 'Action plan' slides, one per focus area (active and closed) in the plan's order */
export const StoryActionPlan = z.object({ slides: z.array(ActionPlanSlide) }).strict();
export type StoryActionPlan = z.infer<typeof StoryActionPlan>;

export const ACTION_TABLE_HEADER = ['Action', 'Owner', 'Due', 'Status'] as const;
export const NO_ACTIONS = 'No actions agreed yet';

/** an owner's name as the slide prints it: an erased contact has no name left to print */
export const ownerNameOf = (owner: ActionPlanSlideAction['owner']) =>
  owner.name ?? (owner.kind === 'contact' ? 'Client contact' : 'Consultant');

/** the slide's lines from its figures, in the Action Plans page's words (contracts/src/actions/planTexts.ts) */
const slideText = (area: FocusAreaAnswer, actions: readonly ActionPlanSlideAction[], timeZone?: string): ActionPlanSlideText => ({
  title: `Action plan: ${area.label}`,
  population: [
    area.population.name,
    area.baseline.cycle_date ? `measured ${formatDay(area.baseline.cycle_date, timeZone)}` : '',
    area.status === 'closed' ? 'closed' : '',
  ]
    .filter(Boolean)
    .join(' · '),
  baseline: baselineText(area.baseline),
  target: focusTargetText(area),
  tracking: trackingText(area.tracking, timeZone),
  feedback: area.action_feedback ? feedbackText(area.action_feedback, timeZone) : null,
  actions: actions.map((action) => [
    action.title,
    ownerNameOf(action.owner),
    dueText(action.due_date),
    `${STATUS_LABEL[action.status]}${action.overdue ? ' (overdue)' : ''}`,
  ]),
});

/**
 * A focus area of the plan reader as its 'Action plan' slide, dates in the workspace's time zone. Each field is
 * picked by name, so nothing the reader adds later (an e-mail, a link) reaches a slide by accident.
 */
export const actionPlanSlideOf = (area: FocusAreaAnswer, timeZone?: string): ActionPlanSlide => {
  const actions = area.actions.map(
    (action): ActionPlanSlideAction => ({
      title: action.title,
      owner: { kind: action.owner.kind, name: action.owner.name },
      due_date: action.due_date,
      status: action.status,
      overdue: action.overdue,
    }),
  );
  const { baseline, tracking } = area;
  const feedback = area.action_feedback ?? null;
  return {
    focus_area_id: area.id,
    label: area.label,
    population: area.population.name,
    status: area.status,
    baseline: {
      cycle_date: baseline.cycle_date,
      value: baseline.value,
      respondents: baseline.respondents,
      ci_low: baseline.ci_low ?? null,
      ci_high: baseline.ci_high ?? null,
      favourable: baseline.favourable ?? null,
    },
    target: area.target,
    target_value: area.target_value,
    tracking: tracking && {
      cycle_date: tracking.cycle_date,
      value: tracking.value,
      respondents: tracking.respondents,
      ci_low: tracking.ci_low,
      ci_high: tracking.ci_high,
      favourable: tracking.favourable,
      withheld: tracking.withheld,
      change: tracking.change,
      target_met: tracking.target_met,
    },
    action_feedback: feedback && {
      cycle_date: feedback.cycle_date,
      favourable: feedback.favourable,
      respondents: feedback.respondents,
      ci_low: feedback.ci_low,
      ci_high: feedback.ci_high,
      withheld: feedback.withheld,
    },
    actions,
    text: slideText(area, actions, timeZone),
  };
};

/** the plan's focus areas as the story's slides */
export const actionPlanSlidesOf = (plan: { focus_areas: readonly FocusAreaAnswer[] }, timeZone?: string): StoryActionPlan => ({
  slides: plan.focus_areas.map((area) => actionPlanSlideOf(area, timeZone)),
});
