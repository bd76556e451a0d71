import { ZERO_DATE, type HrisIntegration } from '@canopy/contracts';
import dayjs from 'dayjs';
import { PRODUCT_NAME } from '../../shared/ui/usePageTitle';

// How the HRIS integrations tab reads an integration's sync state (spec 1 sections 3 and 4).

/** spec 1 section 4, with the product's name */
export const SYNC_NOTICE = `${PRODUCT_NAME} is currently synchronizing data. This can take up to 8 hours, depending on the number of participants.`;

const IN_PROGRESS = 'in_progress';

/** 0001-01-01T00:00:00Z (in any precision) means never */
export function isZeroDate(value: string): boolean {
  return value === ZERO_DATE || value.startsWith('0001-01-01');
}

/**
 * A sync is unfinished while a status says in_progress, while a sync has never completed, or once its
 * scheduled time has passed (the provider should be running it). A zero scheduled time is no schedule.
 */
export function isSyncing(integration: HrisIntegration, now: Date = new Date()): boolean {
  if (integration.local_sync_status === IN_PROGRESS || integration.sync_status === IN_PROGRESS) return true;
  if (isZeroDate(integration.local_sync_completed_at) || isZeroDate(integration.sync_completed_at)) return true;
  const scheduled = integration.sync_scheduled_at;
  return !isZeroDate(scheduled) && dayjs(scheduled).isValid() && !dayjs(scheduled).isAfter(now);
}

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
