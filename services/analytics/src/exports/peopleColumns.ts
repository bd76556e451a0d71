import { CLASSIFICATION_FIELDS } from '@canopy/contracts/participants/fields';
import { GROUP_CLASSIFICATIONS, type GroupClassification } from '@canopy/contracts/workspace/api';
import type { AtAnswer } from '@canopy/projections/analytics/answers/readAtAnswer';
import type { SubmissionKey } from '@canopy/projections/analytics/exports/read';
import type { ColumnCandidate, PlanRow } from './kAnonymity.ts';

// The columns a raw data file may carry about the people who answered (ADR 0126), each with its value for a
// submission as the respondent was when they answered: their groups and tenure as `analytics_answers` stamped them,
// their organisational fields as `analytics_exports` stamped them. One column per field: a group type that follows
// a roster field (the default groups of a classification) stands for that field, under the field's title.

/** the roster's organisational fields a file may carry, with their headers */
const FIELDS = [
  ['job', 'Job'],
  ['department', 'Department'],
  ['segment', 'Department segment'],
  ['home_base', 'Division'],
  ['work_location_name', 'Work location'],
  ['work_location_city', 'Work location city'],
  ['work_location_state', 'Work location state'],
  ['work_location_country', 'Work location country'],
  ['pay_group', 'Pay group'],
] as const;

/** hiring ranges that do not overlap, from the spec's list, each a union of the charts' tenure buckets */
const HIRING_RANGES = [
  [365, '0-1 year'],
  [3 * 365, '1-3 years'],
  [6 * 365, '3-6 years'],
  [Number.POSITIVE_INFINITY, '6+ years'],
] as const;
export const NO_HIRING_DATE = 'Not set';

/** the hiring range of a tenure at the answer (days from the hiring date); none, or an answer before it: 'Not set' */
export const hiringRangeOf = (tenureDays: number | null | undefined): string => {
  if (tenureDays === null || tenureDays === undefined || tenureDays < 0) return NO_HIRING_DATE;
  return HIRING_RANGES.find(([below]) => tenureDays < below)?.[1] ?? NO_HIRING_DATE;
};

const CLASSIFICATION_TITLES = new Map<string, string>(GROUP_CLASSIFICATIONS.map((one) => [one.value, one.title]));

/** a group type's header: the classification's title for default groups, 'Custom groups' for those made by hand */
export const groupTypeLabel = (originSource: string) =>
  originSource === '' ? 'Custom groups' : (CLASSIFICATION_TITLES.get(originSource) ?? originSource);

export type PeopleColumn = ColumnCandidate & {
  /** a group type's column, shown only when the request chose the type (the classification is always shown) */
  groupType: string | null;
  /** the hiring range: a masked file's only date */
  hiring: boolean;
};

export type PeopleInput = {
  classification: GroupClassification;
  /** every group type of the workspace ('' for custom groups) */
  groupTypes: readonly string[];
  /** every group ever made in the workspace (a deleted one still names the answers given in it) */
  groups: ReadonlyMap<string, { name: string; origin_source: string }>;
  /** `${participant}/${cycle}` -> groups and tenure at the answer */
  atAnswer: ReadonlyMap<string, AtAnswer>;
};

export const submissionId = (key: { participant_id: string; cycle_id: string }) => `${key.participant_id}/${key.cycle_id}`;

/**
 * The candidate columns in the order a client wants them (the classification, the job, the hiring range, the other
 * group types, the other fields; the later ones go first when a masked file cannot keep them all), and each
 * submission's value of each. Fields nobody in `keys` has are left out.
 */
export const describePeople = (input: PeopleInput, keys: readonly SubmissionKey[]) => {
  const classification = input.classification === 'none' ? null : input.classification;
  // a field a group type follows is that type's column
  const followed = new Set(input.groupTypes.map((type) => CLASSIFICATION_FIELDS[type as GroupClassification]).filter(Boolean));
  if (classification) followed.add(CLASSIFICATION_FIELDS[classification]);
  const groupColumn = (type: string): PeopleColumn => ({
    key: `group:${type}`,
    header: groupTypeLabel(type),
    groupType: type,
    hiring: false,
  });
  const fieldColumn = ([field, header]: (typeof FIELDS)[number]): PeopleColumn => ({
    key: `field:${field}`,
    header,
    groupType: null,
    hiring: false,
  });
  const fields = FIELDS.filter(([field]) => !followed.has(field) && keys.some((key) => (key.fields[field] ?? '') !== ''));
  const columns: PeopleColumn[] = [
    ...(classification ? [{ ...groupColumn(classification), groupType: null }] : []),
    ...fields.filter(([field]) => field === 'job').map(fieldColumn),
    { key: 'hiring', header: 'Hiring range', groupType: null, hiring: true },
    ...input.groupTypes.filter((type) => type !== classification).map(groupColumn),
    ...fields.filter(([field]) => field !== 'job').map(fieldColumn),
  ];
  const classificationField = classification ? CLASSIFICATION_FIELDS[classification] : null;
  const rows: PlanRow[] = keys.map((key) => {
    const at = input.atAnswer.get(submissionId(key));
    const namesOf = (type: string) =>
      (at?.group_ids ?? [])
        .map((id) => input.groups.get(id))
        .filter((group) => group?.origin_source === type)
        .map((group) => group!.name)
        .sort((a, b) => a.localeCompare(b))
        .join(', ');
    const values: Record<string, string> = {};
    for (const column of columns) {
      if (column.hiring) values[column.key] = hiringRangeOf(at?.tenure_days);
      else if (column.key.startsWith('group:')) values[column.key] = namesOf(column.key.slice('group:'.length));
      else values[column.key] = key.fields[column.key.slice('field:'.length)] ?? '';
    }
    // a submission with only texts has no stamp in analytics_answers: its classification is the field it follows
    if (!at && classification && classificationField) values[`group:${classification}`] = key.fields[classificationField] ?? '';
    return { person: key.participant_id, cycle: key.cycle_id, values };
  });
  return { columns, rows };
};
