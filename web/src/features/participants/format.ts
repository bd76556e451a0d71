import { UNSET_DATE, type Participant } from '@canopy/contracts';
import { formatCalendarDate } from '../../shared/format/dates';

// How a participant reads on screen: hire date 'Mon DD YYYY', group names cut at 20.

export const GROUP_NAME_MAX = 20;

/** true for '', the zero date and anything that is not a date */
export const isUnsetDate = (value: string) => value === '' || value.startsWith(UNSET_DATE.slice(0, 10)) || Number.isNaN(Date.parse(value));

/**
 * 'Mon DD YYYY' ('Mar 05 2024'), or '' when unset. Read in UTC: the server stores calendar dates at
 * midnight UTC, and a consultant west of Greenwich must not see the day before.
 */
export const formatDate = (value: string): string => (isUnsetDate(value) ? '' : formatCalendarDate(value));

/** a stored date as the date inputs hold it ('YYYY-MM-DD'), or '' */
export const dateInputValue = (value: string): string => (isUnsetDate(value) ? '' : new Date(value).toISOString().slice(0, 10));

export const truncateGroupName = (name: string, max = GROUP_NAME_MAX) => (name.length > max ? `${name.slice(0, max).trimEnd()}…` : name);

export const fullName = (participant: Pick<Participant, 'first_name' | 'last_name'>) =>
  `${participant.first_name} ${participant.last_name}`.trim();

/** '+44 7700900123', or '' without a phone */
export const phoneLine = (participant: Pick<Participant, 'phone_code' | 'phone'>) =>
  participant.phone === '' ? '' : `${participant.phone_code} ${participant.phone}`.trim();

/** a date typed as 'yyyy.mm.dd' (dashes and slashes read too) as 'YYYY-MM-DD', or null */
export const parseTypedDate = (typed: string): string | null => {
  const match = typed.trim().match(/^(\d{4})[.\-/](\d{1,2})[.\-/](\d{1,2})$/);
  if (!match) return null;
  const value = `${match[1]}-${match[2]!.padStart(2, '0')}-${match[3]!.padStart(2, '0')}`;
  const date = new Date(`${value}T00:00:00Z`);
  // 2023.02.30 is no date, though Date would roll it over into March
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
};
