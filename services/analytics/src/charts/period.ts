import { AnalyticsMessages, type PeriodOfAnswerDate } from '@canopy/contracts/analytics/api';
import { DomainError } from '@canopy/platform/commands/decider';

/** a custom range needs both dates, in order, and cannot go past today (UTC) */
export const checkPeriod = (period: PeriodOfAnswerDate, now: Date) => {
  const { start_date: start, end_date: end } = period;
  if (start === null && end === null) return;
  if (start === null || end === null) throw new DomainError(AnalyticsMessages.customRangeIncomplete, 400);
  if (start > end) throw new DomainError(AnalyticsMessages.customRangeReversed, 400);
  if (end > now.toISOString().slice(0, 10)) throw new DomainError(AnalyticsMessages.customRangeInFuture, 400);
};
