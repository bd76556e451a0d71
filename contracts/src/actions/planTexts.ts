import { formatCalendarDate, formatDay } from '../platform/dates.ts';
import { type ActionFeedbackFigure, type ActionStatus, type FocusAreaAnswer, type FocusAreaTracking, targetText } from './api.ts';

// A focus area's figures and actions in words, one home for the Action Plans page and the deck's 'Action plan'
// slide (ADR 0143), so what a client reads in the deck is what the consultant saw on the page.

export const STATUS_LABEL: Record<ActionStatus, string> = {
  planned: 'Planned',
  in_progress: 'In progress',
  done: 'Done',
  dropped: 'Dropped',
};

export const TRACKING_MARK_LABEL: Record<NonNullable<FocusAreaTracking['change']>['mark'], string> = {
  improved: 'Improved',
  no_change: 'No detectable change',
  declined: 'Declined',
};

const figure = (value: number) => value.toFixed(2);

/** 'Baseline 3.42 (95% interval 3.10 to 3.74), 55% favourable, n = 24': the figure a focus area was made from */
export const baselineText = (baseline: FocusAreaAnswer['baseline']) => {
  const interval =
    typeof baseline.ci_low === 'number' && typeof baseline.ci_high === 'number'
      ? ` (95% interval ${figure(baseline.ci_low)} to ${figure(baseline.ci_high)})`
      : '';
  const favourable = typeof baseline.favourable === 'number' ? `, ${Math.round(baseline.favourable)}% favourable` : '';
  return `Baseline ${figure(baseline.value)}${interval}${favourable}, n = ${baseline.respondents}`;
};

/** 'Target +0.30 by the next cycle (3.72)', 'Target 70% favourable' */
export const focusTargetText = (area: Pick<FocusAreaAnswer, 'target' | 'target_value'>) =>
  area.target.kind === 'change' ? `Target ${targetText(area.target)} (${figure(area.target_value)})` : `Target ${targetText(area.target)}`;

/**
 * The next cycle in a sentence: 'Next cycle (Mar 03 2027): 3.80, n = 22 · Improved (+0.38, p = 0.012) · target met',
 * or why there is no figure yet
 */
export const trackingText = (tracking: FocusAreaTracking | null, timeZone?: string) => {
  if (!tracking) return 'Next cycle: no answers yet';
  const when = tracking.cycle_date ? ` (${formatDay(tracking.cycle_date, timeZone)})` : '';
  if (tracking.value === null || tracking.respondents === null)
    return `Next cycle${when}: held back (${tracking.withheld === 'apart' ? 'it would set too few people apart' : 'too few respondents'})`;
  const favourable = typeof tracking.favourable === 'number' ? `, ${Math.round(tracking.favourable)}% favourable` : '';
  const change = tracking.change
    ? ` · ${TRACKING_MARK_LABEL[tracking.change.mark]} (${tracking.change.difference >= 0 ? '+' : ''}${figure(tracking.change.difference)}, p = ${tracking.change.p < 0.001 ? '< 0.001' : tracking.change.p.toFixed(3)})`
    : '';
  const verdict = tracking.target_met === null ? '' : tracking.target_met ? ' · target met' : ' · target not met';
  return `Next cycle${when}: ${figure(tracking.value)}${favourable}, n = ${tracking.respondents}${change}${verdict}`;
};

/**
 * A focus area's action feedback in a sentence (ADR 0155): 'Action feedback (Mar 03 2027): 50% have seen action
 * taken (95% interval 19% to 81%), n = 6', held back with the rule's reason, or not answered yet
 */
export const feedbackText = (feedback: ActionFeedbackFigure | null | undefined, timeZone?: string) => {
  if (!feedback) return 'Action feedback: not answered yet';
  const when = feedback.cycle_date ? ` (${formatDay(feedback.cycle_date, timeZone)})` : '';
  if (feedback.favourable === null || feedback.respondents === null)
    return `Action feedback${when}: held back (${feedback.withheld === 'apart' ? 'it would set too few people apart' : 'too few respondents'})`;
  const interval =
    feedback.ci_low !== null && feedback.ci_high !== null
      ? ` (95% interval ${Math.round(feedback.ci_low)}% to ${Math.round(feedback.ci_high)}%)`
      : '';
  return `Action feedback${when}: ${Math.round(feedback.favourable)}% have seen action taken${interval}, n = ${feedback.respondents}`;
};

/** an action's due day as the pages write it (a calendar date, no zone) */
export const dueText = (dueDate: string) => formatCalendarDate(dueDate);
