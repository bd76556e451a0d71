import { formatDateTime } from '../../shared/format/dates';
import { HrisMessages } from '@canopy/contracts/hris/api';
import { isZeroDate } from '@canopy/contracts/workspace/api';

// How the HRIS integrations tab shows an integration's sync times and statuses;
// whether a sync is in progress is the contracts' isSyncInProgress.

/** the notice shown while a sync is in progress */
export const SYNC_NOTICE = HrisMessages.inProgressNotice;

/** 'Never' for the zero date, otherwise e.g. 'Mar 04 2026, 14:05 New York' (the app's one date format) */
export function formatSyncTime(value: string): string {
  if (value === '' || isZeroDate(value)) return 'Never';
  return formatDateTime(value) || 'Never';
}

/** 'in_progress' -> 'In progress'; an empty status reads 'Not started' */
export function statusLabel(status: string): string {
  const words = status.trim().replace(/[_-]+/g, ' ').toLowerCase();
  return words === '' ? 'Not started' : words.charAt(0).toUpperCase() + words.slice(1);
}
