import { AnalyticsMessages, type PeriodOfAnswerDate } from '@canopy/contracts/analytics/api';
import { httpError } from '@canopy/platform/http/sharedPlugin';

/** a custom range needs both dates, in order, and cannot go past today (UTC) */
export const checkPeriod = (period: PeriodOfAnswerDate, now: Date) => {
  const { start_date: start, end_date: end } = period;
  if (start === null && end === null) return;
  if (start === null || end === null) throw httpError(400, AnalyticsMessages.customRangeIncomplete);
  if (start > end) throw httpError(400, AnalyticsMessages.customRangeReversed);
  if (end > now.toISOString().slice(0, 10)) throw httpError(400, AnalyticsMessages.customRangeInFuture);
};
