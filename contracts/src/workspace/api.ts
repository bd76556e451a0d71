import { z } from 'zod';
import { Text } from '../platform/text.ts';
import { EMAIL_PATTERN } from '../platform/email.ts';
import { normalisePhone } from '../platform/phone.ts';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../platform/dates.ts';

// Payloads of the workspace API: workspaces, their settings and assignments. Field names are the spec's.

export const WorkspaceMessages = {
  nameRequired: 'This field is required',
  emailInvalid: 'Email is invalid',
  phoneInvalid: 'Phone number is invalid',
  siteLinkInvalid: 'The company website should start with http',
  notFound: 'Could not find workspace',
  notAssigned: 'You are not assigned to this workspace',
  idMismatch: 'Workspace id does not equal id',
  consultantNotFound: 'Consultant not found',
  ownAssignment: 'You cannot change your own assignment to a workspace',
  teamMismatch: 'Workspaces can only be created in your own team',
  formationTypeInvalid: 'Choose whether this workspace is a group or an organisation',
  optionInvalid: (field: string) => `Unknown option for ${field}`,
  saved: 'Saved successfully!',
  timeZoneInvalid: 'Choose a time zone from the list (an IANA name such as Europe/London)',
  alertThresholdsInvalid:
    'Alert thresholds: a significance level above 0 and at most 0.2, respondents a whole number from 2 to 10,000, a move from 0 to 100 points',
} as const;

/**
 * The rule that makes a change since the cycle before an alert (ADR 0133): its Benjamini-Hochberg adjusted p below
 * `alpha`, at least `minimum_respondents` in both cycles, and a move of at least `minimum_move` points on a 0-100
 * scale of the question. A workspace without a setting uses the defaults.
 */
const thresholdError = { error: WorkspaceMessages.alertThresholdsInvalid };
export const AlertThresholds = z.object(
  {
    alpha: z.number(thresholdError).gt(0, thresholdError).max(0.2, thresholdError),
    minimum_respondents: z.number(thresholdError).int(thresholdError).min(2, thresholdError).max(10_000, thresholdError),
    minimum_move: z.number(thresholdError).min(0, thresholdError).max(100, thresholdError),
  },
  thresholdError,
);
export type AlertThresholds = z.infer<typeof AlertThresholds>;
export const DEFAULT_ALERT_THRESHOLDS: AlertThresholds = { alpha: 0.05, minimum_respondents: 20, minimum_move: 8 };
export const isAlertThresholds = (value: unknown): value is AlertThresholds => AlertThresholds.safeParse(value).success;

/** a workspace's time zone: an IANA name Intl knows; every date the workspace shows is a day in it (ADR 0118) */
export const TimeZone = Text().refine(isTimeZone, WorkspaceMessages.timeZoneInvalid);
export { DEFAULT_TIME_ZONE };

/** 0001-01-01T00:00:00Z: "never" / "not set" in the spec's dates */
export const ZERO_DATE = '0001-01-01T00:00:00Z';

/** the zero date in any precision ('0001-01-01T00:00:00.000Z' too): never */
export const isZeroDate = (value: string) => value === ZERO_DATE || value.startsWith('0001-01-01');

/** an option of a select question as the API gives it ({id, value, title}) */
export const SelectOption = z.object({ id: z.number().int(), value: Text(), title: Text() });
export type SelectOption = z.infer<typeof SelectOption>;

/** formation_type: 1 a group of people, 2 an organisation */
export const FormationType = { group: 1, organisation: 2 } as const;

const options = (titles: readonly string[]): SelectOption[] =>
  titles.map((title, index) => ({
    id: index + 1,
    value: title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_|_$/g, ''),
    title,
  }));

/**
 * The answers offered by the additional-info questions (the spec names the option types but not their
 * lists: docs/decisions/0010-workspaces.md).
 */
export const WORKSPACE_OPTION_TYPES = {
  formation_type: [
    { id: FormationType.group, value: 'group', title: 'A group of people' },
    { id: FormationType.organisation, value: 'organization', title: 'An organisation' },
  ],
  group_type: options(['Leadership team', 'Project team', 'Community or network', 'Programme cohort', 'Board', 'Other']),
  organization_size: options(['1-10', '11-50', '51-250', '251-1,000', '1,001-5,000', '5,001-10,000', 'More than 10,000']),
  organization_industry: options([
    'Agriculture',
    'Construction',
    'Consulting and professional services',
    'Education',
    'Energy and utilities',
    'Financial services',
    'Government and public sector',
    'Healthcare',
    'Hospitality and leisure',
    'Information technology',
    'Manufacturing',
    'Media and communications',
    'Non-profit',
    'Real estate',
    'Retail and consumer goods',
    'Transport and logistics',
    'Other',
  ]),
  organization_geographic_structure: options(['One site', 'Several sites in one country', 'Several countries in one region', 'Global']),
  organization_remote_work: options(['Fully on site', 'Mostly on site', 'Hybrid', 'Mostly remote', 'Fully remote']),
  organization_location: options([
    'Africa',
    'Asia',
    'Europe',
    'Middle East',
    'North America',
    'Oceania',
    'South and Central America',
    'Several regions',
  ]),
} as const satisfies Record<string, SelectOption[]>;

export const WorkspaceOptionTypes = z.object({
  formation_type: z.array(SelectOption),
  group_type: z.array(SelectOption),
  organization_size: z.array(SelectOption),
  organization_industry: z.array(SelectOption),
  organization_geographic_structure: z.array(SelectOption),
  organization_remote_work: z.array(SelectOption),
  organization_location: z.array(SelectOption),
});
export type WorkspaceOptionTypes = z.infer<typeof WorkspaceOptionTypes>;

/** which additional-info questions each branch asks; saving one clears the other's */
export const ADDITIONAL_INFO_BRANCHES = {
  [FormationType.group]: ['group_type', 'organization_size'],
  [FormationType.organisation]: [
    'organization_size',
    'organization_industry',
    'organization_geographic_structure',
    'organization_remote_work',
    'organization_location',
  ],
} as const;

export const ANSWER_FIELDS = [
  'group_type',
  'organization_size',
  'organization_industry',
  'organization_geographic_structure',
  'organization_remote_work',
  'organization_location',
] as const;
export type AnswerField = (typeof ANSWER_FIELDS)[number];

/** group classification: the participant field default groups are made from */
export const GroupClassification = z.enum([
  'none',
  'job',
  'work_location_name',
  'work_location_country',
  'work_location_state',
  'work_location_city',
  'pay_group',
  'department',
  'department_segment',
  'division',
]);
const CLASSIFICATION_TITLES: Record<z.infer<typeof GroupClassification>, string> = {
  none: 'None',
  job: 'Job',
  work_location_name: 'Work location name',
  work_location_country: 'Work location country',
  work_location_state: 'Work location state',
  work_location_city: 'Work location city',
  pay_group: 'Pay group',
  department: 'Department',
  department_segment: 'Department segment',
  division: 'Division',
};
/** as the select shows them: 'none' first, the rest by title */
export const GROUP_CLASSIFICATIONS = GroupClassification.options
  .map((value) => ({ value, title: CLASSIFICATION_TITLES[value] }))
  .sort((a, b) => (a.value === 'none' ? -1 : b.value === 'none' ? 1 : a.title.localeCompare(b.title)));
export type GroupClassification = z.infer<typeof GroupClassification>;

/** main contact of the client and the company website (additional_info.main_contact) */
export const MainContact = z.object({
  first_name: Text(),
  last_name: Text(),
  email: Text(),
  phone_code: Text(),
  phone: Text(),
  site_link: Text(),
});
export type MainContact = z.infer<typeof MainContact>;

/** the main contact as a consultant sends it: validated, e-mail lowercased, phone normalised */
export const MainContactInput = z
  .object({
    first_name: Text().trim().max(200).default(''),
    last_name: Text().trim().max(200).default(''),
    email: Text()
      .trim()
      .toLowerCase()
      .refine((email) => email === '' || EMAIL_PATTERN.test(email), WorkspaceMessages.emailInvalid)
      .default(''),
    phone_code: Text().trim().default(''),
    phone: Text().trim().default(''),
    site_link: Text()
      .trim()
      .max(2048)
      .refine((link) => link === '' || /^http/i.test(link), WorkspaceMessages.siteLinkInvalid)
      .default(''),
  })
  .transform((contact, context): MainContact => {
    // the dial code is saved only with a phone, and the phone without its leading 0
    const phone = normalisePhone(contact.phone_code, contact.phone);
    if (!phone) {
      context.addIssue({ code: 'custom', message: WorkspaceMessages.phoneInvalid, path: ['phone'] });
      return z.NEVER;
    }
    return { ...contact, ...phone };
  });

const formationType = z.union([z.literal(FormationType.group), z.literal(FormationType.organisation)]);
const answer = z.number().int().positive().nullable();

/** the workspace profile's answers (option ids of WORKSPACE_OPTION_TYPES), as the API takes them and the events keep them */
export const profileAnswersShape = {
  formation_type: formationType.nullable(),
  group_type: answer,
  organization_size: answer,
  organization_industry: answer,
  organization_geographic_structure: answer,
  organization_remote_work: answer,
  organization_location: answer,
};

/** the additional-info answers and the main contact */
export const AdditionalInfo = z.object({ ...profileAnswersShape, main_contact: MainContact });
export type AdditionalInfo = z.infer<typeof AdditionalInfo>;
export type AdditionalInfoAnswers = Omit<AdditionalInfo, 'main_contact'>;

/** no additional-info question answered */
export const NO_ANSWERS: AdditionalInfoAnswers = {
  formation_type: null,
  group_type: null,
  organization_size: null,
  organization_industry: null,
  organization_geographic_structure: null,
  organization_remote_work: null,
  organization_location: null,
};
/** no main contact and no website */
export const NO_CONTACT: MainContact = { first_name: '', last_name: '', email: '', phone_code: '', phone: '', site_link: '' };
/** additional info with nothing filled in */
export const NO_ADDITIONAL_INFO: AdditionalInfo = { ...NO_ANSWERS, main_contact: NO_CONTACT };

/** additional info as a consultant sends it: the keys present replace the stored ones */
export const AdditionalInfoInput = z.object({
  formation_type: z
    .number()
    .int()
    .nullable()
    .refine(
      (value) => value === null || value === FormationType.group || value === FormationType.organisation,
      WorkspaceMessages.formationTypeInvalid,
    )
    .transform((value) => value as 1 | 2 | null)
    .optional(),
  group_type: answer.optional(),
  organization_size: answer.optional(),
  organization_industry: answer.optional(),
  organization_geographic_structure: answer.optional(),
  organization_remote_work: answer.optional(),
  organization_location: answer.optional(),
  main_contact: MainContactInput.optional(),
});
export type AdditionalInfoInput = z.input<typeof AdditionalInfoInput>;
export type AdditionalInfoChange = z.output<typeof AdditionalInfoInput>;

/** An HRIS connection as the settings tab lists it, with its sync statuses and times. */
export const HrisIntegration = z.object({
  id: Text(),
  provider: Text(),
  logo_url: Text().nullable(),
  local_sync_status: Text(),
  local_sync_completed_at: Text(),
  sync_status: Text(),
  sync_completed_at: Text(),
  sync_scheduled_at: Text(),
  failure_reason: Text().nullable(),
});
export type HrisIntegration = z.infer<typeof HrisIntegration>;

export const Workspace = z.object({
  id: Text(),
  name: Text(),
  team_id: Text(),
  created_by_id: Text(),
  logo_url: Text().nullable(),
  group_classification: GroupClassification,
  /** the IANA zone every date of the workspace is a day in, and its schedules run in (America/New_York by default) */
  time_zone: Text(),
  /** when a change since the cycle before is an alert (ADR 0133) */
  alert_thresholds: AlertThresholds,
  /** the first item means the workspace is connected to an HRIS */
  finch_integration: z.array(HrisIntegration),
  languages_tags: z.array(Text()),
  additional_info: AdditionalInfo,
  /** the consultants assigned to the workspace (the Consultants tab ticks them) */
  consultants_ids: z.array(Text()),
  created_at: Text(),
});
export type Workspace = z.infer<typeof Workspace>;

/** POST workspaces: name and additional_info; team_id and created_by_id, when sent, must be the caller's */
export const CreateWorkspaceRequest = z.object({
  name: Text().trim().min(1, WorkspaceMessages.nameRequired).max(200),
  additional_info: AdditionalInfoInput.optional(),
  team_id: Text().optional(),
  created_by_id: Text().optional(),
});
export type CreateWorkspaceRequest = z.input<typeof CreateWorkspaceRequest>;

/**
 * multipart fields of PUT workspaces/{id} (plus an optional `file`). Every field is optional: what is
 * absent stays as it is. `additional_info` is JSON; the keys it holds replace the stored ones.
 */
export const UpdateWorkspaceFields = z.object({
  name: Text().trim().min(1, WorkspaceMessages.nameRequired).max(200).optional(),
  is_logo_changed: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .default(false),
  additional_info: Text()
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'additional_info is not JSON' });
        return z.NEVER;
      }
    })
    .pipe(AdditionalInfoInput)
    .optional(),
  group_classification: GroupClassification.optional(),
  time_zone: TimeZone.optional(),
  /** JSON: the three alert thresholds together */
  alert_thresholds: Text()
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: WorkspaceMessages.alertThresholdsInvalid });
        return z.NEVER;
      }
    })
    .pipe(AlertThresholds)
    .optional(),
});

/** POST consultants/{consultant_id}/to-workspace/{workspace_id}: true assigns, false unassigns */
export const AssignConsultantRequest = z.object({ relation: z.boolean() });

/** DELETE workspaces/{id}: an optional body whose id must equal the path's */
export const DeleteWorkspaceRequest = z.object({ id: Text() }).nullish();
export const DeletedWorkspace = z.object({ id: Text() });

export const WorkspacePaths = {
  byTeam: (teamId: string) => `/workspaces/by-team/${teamId}`,
  create: '/workspaces',
  one: (id: string) => `/workspaces/${id}`,
  optionTypes: '/workspaces/option-types',
  assign: (consultantId: string, workspaceId: string) => `/consultants/${consultantId}/to-workspace/${workspaceId}`,
} as const;
