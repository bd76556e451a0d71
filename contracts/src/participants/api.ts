import { z } from 'zod';
import { StorableJson, Text } from '../platform/text.ts';
import { EMAIL_PATTERN } from '../platform/email.ts';
import { normalisePhone } from '../platform/phone.ts';

// Payloads of the participants, groups, matching-template and CSV-import API. Field names are the spec's:
// they are the contract with the web client.

export const ParticipantMessages = {
  required: 'This field is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailInvalid: 'Email is invalid',
  phoneInvalid: 'Phone number is invalid',
  credentialsRequired: 'You need to fill one or all of the user credentials: email, phone, ID.',
  dateInFuture: 'The date cannot be in the future',
  dateInvalid: 'The date is invalid',
  noParticipants: 'No Participants',
  atLeastOne: 'At least one participant should be added',
  notFound: 'Could not find participant, try again later or contact with administrator',
  groupNotFound: 'The Group has been deleted from the workspace.',
  groupNotDeletable: 'This group cannot be deleted',
  groupNameRequired: 'This field is required',
  groupNameTaken: 'A group with this name already exists in the workspace',
  alreadyInGroup: 'The participant is already in this group',
  deletedTitle: 'Success',
  deleted: 'Participants were successfully deleted',
  notDeleted: 'Participants not deleted, try again later or contact with administrator',
  noneSelected: 'You have not selected any participants.',
  hrisLocked: 'This option is disabled due to automatic synchronization with HRIS',
  duplicateInRequest: 'The same participant appears twice in this list',
  credentialsTaken: 'Another participant in this workspace has this email, phone or ID',
  mixedWorkspaces: 'All participants of one request must belong to the same workspace',
  groupNotRenamable: 'Groups made from participant data or by the HRIS cannot be renamed',
  automaticGroupOnly: 'Only groups made by the HRIS can be removed by a sync',
  csvUploaded: 'CSV data was uploaded to server',
  // CSV
  csvFormat: 'Incorrect file format',
  csvTooLarge: 'File must be less than 5 Mb.',
  csvMissing: 'File is undefined',
  csvEmpty: 'File is empty, try again later or contact with administrator',
  csvFirstName: 'First name column is required; ',
  csvLastName: 'Last name column is required; ',
  csvPhoneType: 'Phone Type column is required; ',
  csvCountryCode: 'Country Code column is required; ',
  csvCredentials: 'One of this fields (Email, Phone Number, ID) are required',
  workspaceMissing: 'Workspaces does not exist',
  templateColumnMissing: 'The field from the template is missing in the file.',
  csvUnreadable: 'The file could not be read as CSV',
  csvGroupColumn: 'Group column is required; ',
  csvGroupDelimiter: 'Delimiter of the multiple group values is required; ',
  templateNotFound: 'No matching template has been saved for this workspace yet',
  importIdInvalid: 'The import id must be a UUID',
  importNotFound: 'This import is not known: it ended a while ago or was started by someone else',
} as const;

/** 0001-01-01T00:00:00Z: a date that is not set */
export const UNSET_DATE = '0001-01-01T00:00:00Z';
export const PARTICIPANT_PAGE_SIZE = 100;
export const CSV_MAX_BYTES = 5_000_000;

const text = (max = 200) => Text().trim().max(max).default('');

/** a date as the client sends it (yyyy-mm-dd or an ISO date-time, or '' / the zero date for none) -> ISO date-time or the zero date */
const pastDate = Text()
  .trim()
  .default('')
  .transform((value, context) => {
    if (value === '' || value.startsWith('0001-01-01')) return UNSET_DATE;
    const date = new Date(/^\d{4}[-.]\d{2}[-.]\d{2}$/.test(value) ? `${value.replace(/\./g, '-')}T00:00:00Z` : value);
    if (Number.isNaN(date.getTime())) {
      context.addIssue({ code: 'custom', message: ParticipantMessages.dateInvalid });
      return z.NEVER;
    }
    if (date.getTime() > Date.now()) {
      context.addIssue({ code: 'custom', message: ParticipantMessages.dateInFuture });
      return z.NEVER;
    }
    return date.toISOString();
  });

/** the fields a consultant can set on a participant (manual row, edit form, CSV row after mapping) */
export const participantFieldsShape = {
  first_name: text(),
  last_name: text(),
  email: text(320),
  phone_code: text(8),
  phone: text(32),
  payroll_id: text(100),
  hiring_date: pastDate,
  birth_date: pastDate,
  ethnicity: text(),
  gender: text(),
  work_location_name: text(),
  work_location_city: text(),
  work_location_state: text(),
  work_location_country: text(),
  pay_group: text(),
  job: text(),
  department: text(),
  /** department segment */
  segment: text(),
  /** division */
  home_base: text(),
};
const ParticipantObject = z.object(participantFieldsShape);
type RawParticipant = z.output<typeof ParticipantObject>;

/**
 * The rules for one participant: first and last name required; at least one of e-mail, phone or
 * payroll id; e-mail trimmed and lowercased; phone with its dial code, leading 0 stripped, 6 to 15 digits.
 * (Dates are checked by their field schema: valid and not in the future.)
 */
const checkParticipant = <R extends RawParticipant>(row: R, context: z.RefinementCtx): R => {
  if (row.first_name === '') context.addIssue({ code: 'custom', message: ParticipantMessages.firstNameRequired, path: ['first_name'] });
  if (row.last_name === '') context.addIssue({ code: 'custom', message: ParticipantMessages.lastNameRequired, path: ['last_name'] });
  const email = row.email.toLowerCase();
  if (email !== '' && !EMAIL_PATTERN.test(email))
    context.addIssue({ code: 'custom', message: ParticipantMessages.emailInvalid, path: ['email'] });
  const phone = normalisePhone(row.phone_code, row.phone);
  if (!phone) context.addIssue({ code: 'custom', message: ParticipantMessages.phoneInvalid, path: ['phone'] });
  if (email === '' && row.phone === '' && row.payroll_id === '') {
    context.addIssue({ code: 'custom', message: ParticipantMessages.credentialsRequired, path: ['email'] });
  }
  return { ...row, email, phone_code: phone?.phone_code ?? row.phone_code, phone: phone?.phone ?? row.phone };
};

/** one participant as a consultant enters it (PUT participants/{id}, the edit form) */
export const ParticipantInput = ParticipantObject.transform(checkParticipant);
export type ParticipantInput = z.input<typeof ParticipantInput>;
export type ParticipantFields = z.output<typeof ParticipantInput>;

/** POST participants: a list (empty: 'No Participants'); every item names the workspace, all the same one */
export const CreateParticipantsRequest = z.array(ParticipantObject.extend({ workspace_id: Text() }).transform(checkParticipant));
export type CreateParticipantsRequest = z.input<typeof CreateParticipantsRequest>;

export const GroupOrigin = z.enum(['custom', 'default', 'automatic']);
export type GroupOrigin = z.infer<typeof GroupOrigin>;
export const AddSource = z.enum(['manual', 'automatic']);
export type AddSource = z.infer<typeof AddSource>;

/** a group as it appears on a participant (the tags under each row, coloured by origin) */
export const ParticipantGroup = z.object({ id: Text(), name: Text(), origin: GroupOrigin, origin_source: Text() });
export type ParticipantGroup = z.infer<typeof ParticipantGroup>;

/** a participant's fields as stored and shown, already checked (dates as ISO text, the zero date when unset); events seal some of them */
export const storedParticipantFieldsShape = {
  first_name: Text(),
  last_name: Text(),
  email: Text(),
  phone_code: Text(),
  phone: Text(),
  payroll_id: Text(),
  hiring_date: Text(),
  birth_date: Text(),
  ethnicity: Text(),
  gender: Text(),
  work_location_name: Text(),
  work_location_city: Text(),
  work_location_state: Text(),
  work_location_country: Text(),
  pay_group: Text(),
  job: Text(),
  department: Text(),
  segment: Text(),
  home_base: Text(),
};

export const Participant = z.object({
  id: Text(),
  ...storedParticipantFieldsShape,
  workspace_id: Text(),
  is_active: z.boolean(),
  add_source: AddSource,
  groups: z.array(ParticipantGroup),
  /** the workspace's participant count matching the query, on the first item of a page */
  all_count: z.number().int().optional(),
});
export type Participant = z.infer<typeof Participant>;

/** a row of POST participants that was not added, with its reason (`participant_id`: the participant it duplicates) */
export const MissedRow = z.object({ row: z.number().int(), reason: Text(), participant_id: Text().nullable() });
/** how many participants a save added, updated (a row matching one by e-mail, else phone, else payroll id) and found unchanged */
export const SaveCounts = z.object({ created: z.number().int(), updated: z.number().int(), unchanged: z.number().int() });
export type SaveCounts = z.infer<typeof SaveCounts>;
/**
 * the participants of the request as they now are (those added, then those updated, then those unchanged),
 * how many of each, and the rows left out
 */
export const CreateParticipantsAnswer = z.object({ participants: z.array(Participant), counts: SaveCounts, missed: z.array(MissedRow) });

/** DELETE participants (bulk) */
export const DeleteParticipantsRequest = z.object({ ids: z.array(Text()).max(50_000) });
export const DeletedParticipants = z.object({ ids: z.array(Text()), title: Text(), message: Text() });

/** POST participants/{id}/to-group/{groupId} */
export const ParticipantToGroupRequest = z.object({
  participant_id: Text().optional(),
  group_id: Text().optional(),
  relation: z.boolean(),
});

export const SortType = z.enum(['name', 'credentials', 'hiring_date', 'group_name']);
export const SortBy = z.enum(['ASC', 'DESC']);

/** POST participants/by-workspace; sortBy/sortType absent: no order asked (the table's third click), newest first */
export const ListParticipantsRequest = z.object({
  workspace_id: Text(),
  sortBy: SortBy.optional(),
  sortType: SortType.optional(),
  /** fewer than 3 characters search nothing */
  searchString: Text().max(200).default(''),
  /** true: every participant, no paging (pickers) */
  isAll: z.boolean().default(false),
  limit: z.number().int().min(1).max(PARTICIPANT_PAGE_SIZE).default(PARTICIPANT_PAGE_SIZE),
  offset: z.number().int().min(0).default(0),
  /** only participants of this group */
  group_id: Text().optional(),
});
export type ListParticipantsRequest = z.input<typeof ListParticipantsRequest>;

export const ParticipantListPage = z.object({
  participants: z.array(Participant),
  all_count: z.number().int(),
  has_more: z.boolean(),
  next_limit: z.number().int(),
  next_offset: z.number().int(),
});
export type ParticipantListPage = z.infer<typeof ParticipantListPage>;

export const GroupMember = z.object({ id: Text(), first_name: Text(), last_name: Text(), add_source: AddSource });

export const Group = z.object({
  id: Text(),
  name: Text(),
  description: Text(),
  workspace_id: Text(),
  origin: GroupOrigin,
  /** the field the group was made from (e.g. 'department'); empty for custom groups */
  origin_source: Text(),
  /** true: the group cannot be deleted */
  check_for_deletion: z.boolean(),
  participants_count: z.number().int(),
  participants: z.array(GroupMember),
});
export type Group = z.infer<typeof Group>;

export const CreateGroupRequest = z.object({
  name: Text().trim().min(1, ParticipantMessages.groupNameRequired).max(200),
  description: Text().trim().max(1000).default(''),
  workspace_id: Text(),
});
export const UpdateGroupRequest = z.object({
  name: Text().trim().min(1, ParticipantMessages.groupNameRequired).max(200),
  description: Text().trim().max(1000).default(''),
});
export const OriginSources = z.object({ origin_sources: z.array(Text()) });
export const DeletedGroup = z.object({ id: Text() });

// --- CSV import ---

/** Import choices: a group column holds one value per cell (1) or several split by a delimiter (2). */
export const GroupCellKind = { single: 1, multiple: 2 } as const;
/**
 * Import choices: a group column names its group by its header (1: every row with a value in the column
 * joins the group called `input_value`, the header text by default) or by its values (2: each value is the
 * name of a group the row joins).
 */
export const GroupNameFrom = { header: 1, value: 2 } as const;
/** 1 full number with country code, 2 country code in its own column, 3 no country code (uses phone_code) */
export const PhoneFormat = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export const DATE_FORMATS = [
  'm/d/yyyy',
  'mm/dd/yyyy',
  'd/m/yyyy',
  'd.m.yyyy',
  'dd/mm/yyyy',
  'dd.mm.yyyy',
  'dd-Mon-yyyy',
  'yyyy/mm/dd',
  'yyyy-mm-dd',
] as const;
export const DateFormat = z.enum(DATE_FORMATS);
export type DateFormat = z.infer<typeof DateFormat>;
export const DEFAULT_DATE_FORMAT = 'mm/dd/yyyy';

/** a column index: 0 = A ... 25 = Z, 26 = AA ... 77 = BZ; -1 (or absent) = not mapped */
const columnIndex = z.number().int().min(-1).max(77).default(-1);

/**
 * One group column of an import. `group_id` set: every row with a value in the column (every row when no
 * column is mapped) joins that existing group. Otherwise `name_from` says where group names come from: the
 * header (`input_value`, or the column's header text when empty) or each cell, which holds one name
 * (`single`) or several split by `input_value_delimiter_char` (`multiple`, e.g. ; - : ,). Groups that do not
 * exist by that name are created.
 */
export const CsvGroupMapping = z.object({
  /** the group name (name_from header) or, for the screen, the column's header text */
  input_value: Text().trim().max(200).default(''),
  single: z.boolean().default(true),
  multiple: z.boolean().default(false),
  input_value_delimiter_char: Text().max(3).default(''),
  column_idx: columnIndex,
  /** an existing group every row with a value joins (input_value: that group's name) */
  group_id: Text().default(''),
  name_from: z.union([z.literal(GroupNameFrom.header), z.literal(GroupNameFrom.value)]).default(GroupNameFrom.value),
});
export type CsvGroupMapping = z.output<typeof CsvGroupMapping>;

export const CSV_FIELD_COLUMNS = [
  'first_name_col_idx',
  'last_name_col_idx',
  'full_name_col_idx',
  'email_col_idx',
  'phone_code_col_idx',
  'phone_col_idx',
  'payroll_id_col_idx',
  'hiring_date_col_idx',
  'birth_date_col_idx',
  'ethnicity_col_idx',
  'gender_col_idx',
  'work_location_name_col_idx',
  'work_location_city_col_idx',
  'work_location_state_col_idx',
  'work_location_country_col_idx',
  'pay_group_col_idx',
  'job_col_idx',
  'department_col_idx',
  'segment_col_idx',
  'home_base_col_idx',
] as const;
export type CsvFieldColumn = (typeof CSV_FIELD_COLUMNS)[number];

/** the JSON `configuration` field of POST participants/workspace/{id}/by-csv */
export const CsvUploadConfiguration = z.object({
  is_save_template: z.boolean().default(true),
  first_row_is_header: z.boolean().default(true),
  /** '' = detect (comma, semicolon, tab, pipe) */
  delimiter_char: Text().max(1).default(''),
  comment_char: Text().max(1).default(''),
  ...(Object.fromEntries(CSV_FIELD_COLUMNS.map((key) => [key, columnIndex])) as Record<CsvFieldColumn, typeof columnIndex>),
  workspace_id: Text().default(''),
  phone_format: PhoneFormat.nullable().default(null),
  /** the dial code for phone format 3 */
  phone_code: Text().default('+1'),
  hiring_date_format: DateFormat.default(DEFAULT_DATE_FORMAT),
  birth_date_format: DateFormat.default(DEFAULT_DATE_FORMAT),
  groups: z.array(CsvGroupMapping).default([]),
  matching_template_data: StorableJson().optional(),
});
export type CsvUploadConfiguration = z.output<typeof CsvUploadConfiguration>;
export type CsvUploadConfigurationInput = z.input<typeof CsvUploadConfiguration>;

/** a mapped column in a saved template: by header text (data_with_header) or by position (data_without_header) */
export const TemplateColumn = z.object({ column_idx: z.number().int(), header: Text() });
export type TemplateColumn = z.infer<typeof TemplateColumn>;
/** a group column of a saved template: the mapping without its index, and the column it read (null: none) */
export const TemplateGroup = CsvGroupMapping.omit({ column_idx: true }).extend({ column: TemplateColumn.nullable() });
export type TemplateGroup = z.output<typeof TemplateGroup>;
/** the columns an import mapped: per field (keys of CSV_FIELD_COLUMNS) and per group column */
/** the settings a matching template keeps beside its columns, as the API answers them and the event saves them */
export const templateSettingsShape = {
  workspace_id: Text(),
  first_row_is_header: z.boolean(),
  comment_char: Text(),
  delimiter_char: Text(),
  hiring_date_format: DateFormat,
  birth_date_format: DateFormat,
  phone_format: PhoneFormat.nullable(),
  phone_code: Text(),
};

export const TemplateData = z.object({
  fields: z.partialRecord(z.enum(CSV_FIELD_COLUMNS), TemplateColumn),
  groups: z.array(TemplateGroup),
});
export type TemplateData = z.output<typeof TemplateData>;

/**
 * GET matching-template/by-workspace/{id}: the mapping saved by the imports (404 when none was saved yet).
 * An import with a header row saves `data_with_header` (columns found again by header text), one without
 * saves `data_without_header` (by position); the other slot keeps what an earlier import saved.
 * `applyTemplate` (./applyTemplate.ts) lays a template over a new file's first row.
 */
export const MatchingTemplate = z.object({
  ...templateSettingsShape,
  data_with_header: TemplateData.nullable(),
  data_without_header: TemplateData.nullable(),
  updated_at: Text(),
});
export type MatchingTemplate = z.infer<typeof MatchingTemplate>;

/** a row that was not imported, with its reason */
export const MissedParticipant = z.object({
  /** 1-based line of the file */
  row: z.number().int(),
  first_name: Text(),
  last_name: Text(),
  email: Text(),
  phone: Text(),
  payroll_id: Text(),
  reason: Text(),
  /** set when the row duplicates a participant that was imported (the missed one can be deleted) */
  participant_id: Text().nullable(),
});
export type MissedParticipant = z.infer<typeof MissedParticipant>;

export const CsvUploadResponse = z.object({
  groups: z.array(Group.omit({ participants: true })),
  participants: z.object({ created: z.number().int(), updated: z.number().int(), unchanged: z.number().int() }),
  logs: z.array(Text()),
  missed_participants: z.array(MissedParticipant),
});
export type CsvUploadResponse = z.infer<typeof CsvUploadResponse>;

/**
 * How far a CSV import has got (not in the spec; docs/decisions/0015). The client names its import with a
 * UUID in the CSV_IMPORT_ID_HEADER of the upload and polls the progress call while it waits for the answer.
 * Stages in order: reading (decoding and parsing the file), checking (each row against the participant
 * rules: rows_checked of rows_total), saving (deciding and storing the change), indexing (the list and
 * search taking the rows in), then done or failed.
 */
export const CSV_IMPORT_ID_HEADER = 'x-import-id';
export const CSV_IMPORT_STAGES = ['reading', 'checking', 'saving', 'indexing', 'done', 'failed'] as const;
export const CsvImportStage = z.enum(CSV_IMPORT_STAGES);
export type CsvImportStage = z.infer<typeof CsvImportStage>;
export const CsvImportProgress = z.object({
  stage: CsvImportStage,
  rows_checked: z.number().int().nonnegative(),
  rows_total: z.number().int().nonnegative(),
});
export type CsvImportProgress = z.infer<typeof CsvImportProgress>;

/** column labels A..Z, AA..BZ, as a spreadsheet names its columns */
export const columnLabel = (index: number) =>
  index < 26 ? String.fromCharCode(65 + index) : String.fromCharCode(64 + Math.floor(index / 26)) + String.fromCharCode(65 + (index % 26));

export const ParticipantPaths = {
  list: '/participants/by-workspace',
  create: '/participants',
  one: (id: string) => `/participants/${id}`,
  details: (id: string) => `/participants/details/${id}`,
  bulkDelete: '/participants',
  toGroup: (participantId: string, groupId: string) => `/participants/${participantId}/to-group/${groupId}`,
  csv: (workspaceId: string) => `/participants/workspace/${workspaceId}/by-csv`,
  csvProgress: (workspaceId: string, importId: string) => `/participants/workspace/${workspaceId}/by-csv/progress/${importId}`,
  matchingTemplate: (workspaceId: string) => `/matching-template/by-workspace/${workspaceId}`,
  groupsByWorkspace: (workspaceId: string) => `/groups/by-workspace/${workspaceId}`,
  groups: '/groups',
  group: (id: string) => `/groups/${id}`,
  groupsByOriginSource: (source: string, workspaceId: string) => `/groups/by-origin-source/${source}/by-workspace/${workspaceId}`,
  originSources: (workspaceId: string) => `/groups/origin-source/by-workspace/${workspaceId}`,
  originSourcesAnswered: (workspaceId: string) => `/groups/origin-source-answered/by-workspace/${workspaceId}`,
} as const;
