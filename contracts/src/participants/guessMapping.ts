import type { CsvFieldColumn, DateFormat } from './api.ts';
import { readCsvDate } from './csvDates.ts';

// A first import has no saved template to offer, and a client's export seldom names its columns
// as Canopy does: 'Given name', 'E-mail address', 'Employee ID', 'Hire date'. The mapping step starts from
// what the header row says, so the consultant checks a proposal instead of mapping twenty columns by hand.
// Pure, for the web's mapping step (the server takes whatever configuration it is sent).

/** header texts by field, compared without case, spaces or punctuation ('E-mail' = 'email', 'Birthdate' = 'birth date') */
const HEADERS: Record<CsvFieldColumn, readonly string[]> = {
  first_name_col_idx: ['first name', 'first', 'given name', 'forename', 'first names', 'prenom', 'vorname'],
  last_name_col_idx: ['last name', 'last', 'surname', 'family name', 'nom', 'nachname'],
  full_name_col_idx: ['name', 'full name', 'employee name', 'staff name', 'participant', 'participant name', 'employee', 'display name'],
  email_col_idx: ['email', 'email address', 'mail', 'work email', 'business email', 'primary email'],
  phone_code_col_idx: ['country code', 'dial code', 'phone code', 'calling code', 'phone country code'],
  phone_col_idx: [
    'phone',
    'phone number',
    'mobile',
    'mobile phone',
    'mobile number',
    'cell',
    'cell phone',
    'telephone',
    'tel',
    'work phone',
  ],
  payroll_id_col_idx: [
    'payroll id',
    'payroll',
    'payroll number',
    'employee id',
    'employee number',
    'staff id',
    'staff number',
    'personnel number',
    'id',
  ],
  hiring_date_col_idx: [
    'start date',
    'started',
    'hire date',
    'hiring date',
    'date of hire',
    'date hired',
    'joined',
    'date joined',
    'joining date',
    'employment start date',
  ],
  birth_date_col_idx: ['birth date', 'date of birth', 'dob', 'birthday'],
  ethnicity_col_idx: ['ethnicity', 'ethnic group', 'ethnic origin'],
  gender_col_idx: ['gender', 'sex'],
  work_location_name_col_idx: ['location', 'work location', 'office', 'site', 'workplace', 'work location name'],
  work_location_city_col_idx: ['city', 'town', 'work city'],
  work_location_state_col_idx: ['state', 'region', 'county', 'province', 'work state'],
  work_location_country_col_idx: ['country', 'work country'],
  pay_group_col_idx: ['pay group', 'pay grade', 'grade', 'band'],
  job_col_idx: ['job', 'job title', 'title', 'position', 'role', 'job role'],
  department_col_idx: ['department', 'dept', 'team name'],
  segment_col_idx: ['segment', 'department segment', 'sub department'],
  home_base_col_idx: ['home base', 'division', 'business unit'],
};

const key = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
const FIELD_OF = new Map<string, CsvFieldColumn>(
  (Object.entries(HEADERS) as Array<[CsvFieldColumn, readonly string[]]>).flatMap(([field, names]) =>
    names.map((name) => [key(name), field] as const),
  ),
);

/** the records a format is judged on */
const SAMPLE_SIZE = 50;

/** formats that read the same cells, most specific first (two digits when every cell has them) */
const DATE_FAMILIES: ReadonlyArray<readonly [DateFormat, DateFormat]> = [
  ['mm/dd/yyyy', 'm/d/yyyy'],
  ['dd/mm/yyyy', 'd/m/yyyy'],
  ['dd.mm.yyyy', 'd.m.yyyy'],
  ['dd-Mon-yyyy', 'dd-Mon-yyyy'],
  ['yyyy/mm/dd', 'yyyy/mm/dd'],
  ['yyyy-mm-dd', 'yyyy-mm-dd'],
];

/**
 * The format every non-empty sample cell reads in, null when none does or two families do (01/02/2020 is
 * a day first or a month first: the consultant decides).
 */
export const guessDateFormat = (cells: readonly string[]): DateFormat | null => {
  const values = cells
    .map((cell) => cell.trim())
    .filter((cell) => cell !== '')
    .slice(0, SAMPLE_SIZE);
  if (values.length === 0) return null;
  const families = DATE_FAMILIES.filter(([format]) => values.every((value) => readCsvDate(value, format) !== null));
  if (families.length !== 1) return null;
  const [twoDigits, oneDigit] = families[0]!;
  const everyPartPadded = values.every((value) => !/(^|\D)\d(\D|$)/.test(value));
  return everyPartPadded ? twoDigits : oneDigit;
};

export type MappingGuess = {
  /** the column of each field the header names (each column at most once, the first field that claims it) */
  columns: Partial<Record<CsvFieldColumn, number>>;
  /** 2 with a country-code column, 1 when the phones start with + or 00, else null (the consultant picks) */
  phone_format: 1 | 2 | null;
  hiring_date_format: DateFormat | null;
  birth_date_format: DateFormat | null;
};

/** A proposal for the mapping step from a file's header row and the records after it. */
export const guessMapping = (header: readonly string[], records: readonly (readonly string[])[]): MappingGuess => {
  const columns: Partial<Record<CsvFieldColumn, number>> = {};
  header.forEach((text, index) => {
    const field = FIELD_OF.get(key(text));
    if (field !== undefined && columns[field] === undefined) columns[field] = index;
  });
  // one full-name column, or first and last name columns: never both
  if (columns.first_name_col_idx !== undefined || columns.last_name_col_idx !== undefined) delete columns.full_name_col_idx;

  const sample = records.slice(0, SAMPLE_SIZE);
  const cellsOf = (column: number | undefined) => (column === undefined ? [] : sample.map((record) => record[column] ?? ''));
  const phones = cellsOf(columns.phone_col_idx)
    .map((cell) => cell.trim())
    .filter((cell) => cell !== '');
  const international = phones.length > 0 && phones.every((phone) => phone.startsWith('+') || phone.startsWith('00'));
  const phone_format = columns.phone_col_idx === undefined ? null : columns.phone_code_col_idx !== undefined ? 2 : international ? 1 : null;

  return {
    columns,
    phone_format,
    hiring_date_format: guessDateFormat(cellsOf(columns.hiring_date_col_idx)),
    birth_date_format: guessDateFormat(cellsOf(columns.birth_date_col_idx)),
  };
};
