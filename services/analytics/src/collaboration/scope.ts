import { CollaborationMessages, type ParsedCollaborationFilters } from '@canopy/contracts/analytics/collaboration';
import { DomainError } from '@canopy/platform/commands/decider';

const DAY = 86_400_000;

const monthsBefore = (now: Date, months: number) => {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
};

const dayOf = (text: string) => {
  const date = new Date(`${text.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new DomainError(`Invalid date: ${text}`, 400);
  return date;
};

/**
 * The answers' time window `[from, to)` of the period filter: the last year, quarter or month before `now`,
 * or from the start date to the end of the end date (both days included); all time has no bounds.
 */
export const periodOf = (
  period: ParsedCollaborationFilters['period_of_answer_date'],
  now: Date,
): { from: Date | null; to: Date | null } => {
  if (period.is_last_year) return { from: monthsBefore(now, 12), to: null };
  if (period.is_last_quarter) return { from: monthsBefore(now, 3), to: null };
  if (period.is_last_month) return { from: monthsBefore(now, 1), to: null };
  if (!period.is_all_time && (period.start_date || period.end_date)) {
    const from = period.start_date ? dayOf(period.start_date) : null;
    const to = period.end_date ? new Date(dayOf(period.end_date).getTime() + DAY) : null;
    if (from && to && from >= to) throw new DomainError(CollaborationMessages.badPeriod, 400);
    return { from, to };
  }
  return { from: null, to: null };
};

/** the assessments the filter names (null: all) */
export const assessmentsOf = (filters: ParsedCollaborationFilters): string[] | null =>
  filters.is_all_assessments
    ? null
    : [...new Set([...filters.assessments_ids, ...filters.assessments.map((assessment) => assessment.assessment_id)])];
