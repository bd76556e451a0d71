import type { SnapshotSettings } from './api.ts';

/** one line under a slide: what the snapshot shows */
export function settingsLine(settings: SnapshotSettings): string {
  const parts: string[] = [];
  if (settings.assesmNames.length) parts.push(settings.assesmNames.join(', '));
  parts.push(settings.is_all_participants || settings.groupsNames.length === 0 ? 'All participants' : settings.groupsNames.join(', '));
  const period = settings.period_of_answer_date;
  if (period?.start_date && period.end_date) parts.push(`${period.start_date} – ${period.end_date}`);
  else if (period?.is_last_month) parts.push('Last month');
  else if (period?.is_last_quarter) parts.push('Last quarter');
  else if (period?.is_last_year) parts.push('Last year');
  if (settings.activeRuns.length) parts.push(settings.activeRuns.join('; '));
  if (settings.hiring_range) parts.push(`Tenure ${settings.hiring_range}`);
  if (settings.percentiles) parts.push(`Percentiles ${settings.percentiles.start_range}–${settings.percentiles.end_range}`);
  return parts.join(' · ');
}
