import { HrisMessages } from '@canopy/contracts/hris/api';
import { isZeroDate } from '@canopy/contracts/workspace/api';
import dayjs from 'dayjs';

// How the HRIS integrations tab shows an integration's sync times and statuses;
// whether a sync is in progress is the contracts' isSyncInProgress.

/** the notice shown while a sync is in progress */
export const SYNC_NOTICE = HrisMessages.inProgressNotice;

/** 'Never' for the zero date, otherwise e.g. 'Mar 04 2026, 14:05' (the spec's 'Mon DD YYYY' plus the time) */
export function formatSyncTime(value: string): string {
  if (value === '' || isZeroDate(value)) return 'Never';
  const time = dayjs(value);
  return time.isValid() ? time.format('MMM DD YYYY, HH:mm') : 'Never';
}

/** 'in_progress' -> 'In progress'; an empty status reads 'Not started' */
export function statusLabel(status: string): string {
  const words = status.trim().replace(/[_-]+/g, ' ').toLowerCase();
  return words === '' ? 'Not started' : words.charAt(0).toUpperCase() + words.slice(1);
}
