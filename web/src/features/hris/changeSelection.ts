import { formatCalendarDate } from '../../shared/format/dates';
import { allChangeIds, type ChangeSet, type FieldChange } from '@canopy/contracts/hris/api';
import { FIELD_LABELS as PARTICIPANT_FIELD_LABELS } from '../participants/participantFields';

// What the preview modal ticks and shows. Everything starts ticked; the consultant unticks what should
// wait. Only the unticked ids are kept, so a preview of thousands of changes costs nothing to hold.

/** the ids Done sends: every change but the unticked ones */
export const chosenIds = (changes: ChangeSet, unticked: ReadonlySet<string>): string[] =>
  allChangeIds(changes).filter((id) => !unticked.has(id));

/** ticks or unticks a whole section */
export const toggleAll = (unticked: ReadonlySet<string>, ids: readonly string[], ticked: boolean): Set<string> => {
  const next = new Set(unticked);
  for (const id of ids) {
    if (ticked) next.delete(id);
    else next.add(id);
  }
  return next;
};

/** ticks or unticks one change */
export const toggle = (unticked: ReadonlySet<string>, id: string, ticked: boolean): Set<string> => toggleAll(unticked, [id], ticked);

/** 'all', 'none' or 'some' of a section is ticked (the section checkbox's state) */
export const sectionState = (unticked: ReadonlySet<string>, ids: readonly string[]): 'all' | 'none' | 'some' => {
  const off = ids.filter((id) => unticked.has(id)).length;
  return off === 0 ? 'all' : off === ids.length ? 'none' : 'some';
};

/** the participant form's labels, shortened where the preview lists the work location's parts */
const FIELD_LABELS: Record<string, string> = {
  ...PARTICIPANT_FIELD_LABELS,
  phone_code: 'Phone code',
  work_location_name: 'Work location',
  work_location_city: 'City',
  work_location_state: 'State',
  work_location_country: 'Country',
  is_active: 'Active',
};

export const fieldLabel = (field: string) => FIELD_LABELS[field] ?? field;

/** a value as a person reads it: dates as 'Mon DD YYYY', the zero date and empty text as a dash */
export const displayValue = (field: string, value: string): string => {
  if (field === 'is_active') return value === 'true' ? 'Yes' : 'No';
  if (value === '' || value.startsWith('0001-01-01')) return '—';
  if (field === 'hiring_date' || field === 'birth_date') {
    return formatCalendarDate(value) || value;
  }
  return value;
};

export const describeChange = (change: FieldChange) =>
  `${fieldLabel(change.field)}: ${displayValue(change.field, change.from)} → ${displayValue(change.field, change.to)}`;
