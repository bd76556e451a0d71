import {
  CsvGroupMapping,
  CsvUploadConfiguration,
  GroupNameFrom,
  ParticipantMessages as M,
  columnLabel,
  type CsvFieldColumn,
  type MatchingTemplate,
} from '@canopy/contracts';
import { applyTemplate, type TemplateFit } from '@canopy/contracts/participants/applyTemplate';
import { csvMappingProblems } from '@canopy/contracts/participants/csvMappingRules';
import { guessMapping } from '@canopy/contracts/participants/guessMapping';
import { countryKeyForDialCode, countryOf, DEFAULT_COUNTRY_KEY } from '../participantFields';
import { DELIMITERS, type Delimiter } from './csvPreview';

// The mapping step of the CSV import: which column feeds which field, how phones
// and dates are written, which columns hold groups; the rules it must meet before the file is sent.

export type GroupRuleKind = 'single' | 'multiple' | 'header' | 'existing';
/** a group column as the screen edits it; `key` only keeps React's rows apart */
export type GroupRule = CsvGroupMapping & { key: string; kind: GroupRuleKind };

export type Mapping = {
  configuration: CsvUploadConfiguration;
  delimiter: 'auto' | Delimiter;
  /** first and last name in two columns, or one full-name column */
  nameMode: 'split' | 'full';
  /** the phone picker's country (its dial code is phone_code) */
  phoneCountry: string;
  groups: GroupRule[];
};

/** the separators offered for several groups in one cell */
export const GROUP_VALUE_DELIMITERS = [';', '-', ':', ','] as const;

let nextKey = 0;
const ruleKey = () => {
  nextKey += 1;
  return `group-rule-${nextKey}`;
};

export const blankMapping = (firstRowIsHeader = true): Mapping => ({
  configuration: CsvUploadConfiguration.parse({ first_row_is_header: firstRowIsHeader }),
  delimiter: 'auto',
  nameMode: 'split',
  phoneCountry: DEFAULT_COUNTRY_KEY,
  groups: [],
});

export const newGroupRule = (): GroupRule => ({ ...CsvGroupMapping.parse({}), key: ruleKey(), kind: 'single' });

/** what a saved group column is (the screen keeps the kind itself: an existing-group column has no group yet) */
export const ruleKind = (rule: CsvGroupMapping): GroupRuleKind =>
  rule.group_id !== '' ? 'existing' : rule.name_from === GroupNameFrom.header ? 'header' : rule.multiple ? 'multiple' : 'single';

/** the message for an existing-group column whose group is not chosen yet (the screen's own rule) */
export const CHOOSE_GROUP = 'Choose the group of every existing-group column';

/** a rule switched to another kind, keeping its column */
export const withKind = (rule: GroupRule, kind: GroupRuleKind): GroupRule => ({
  ...rule,
  kind,
  single: kind !== 'multiple',
  multiple: kind === 'multiple',
  name_from: kind === 'header' ? GroupNameFrom.header : GroupNameFrom.value,
  input_value_delimiter_char: kind === 'multiple' ? rule.input_value_delimiter_char || GROUP_VALUE_DELIMITERS[0] : '',
  group_id: kind === 'existing' ? rule.group_id : '',
  input_value: kind === 'header' || kind === 'existing' ? rule.input_value : '',
});

/** the field columns of the configuration as the screen shows them (the other name mode's columns unmapped) */
const effectiveColumns = (mapping: Mapping): CsvUploadConfiguration => {
  const c = mapping.configuration;
  return mapping.nameMode === 'full' ? { ...c, first_name_col_idx: -1, last_name_col_idx: -1 } : { ...c, full_name_col_idx: -1 };
};

/**
 * The configuration sent with the file. 'Auto' sends the delimiter the preview detected, so the server
 * splits the file exactly as the consultant saw it; the phone format only goes with a phone column.
 */
export const uploadConfiguration = (
  mapping: Mapping,
  { workspaceId, detected }: { workspaceId: string; detected: Delimiter },
): CsvUploadConfiguration => {
  const c = effectiveColumns(mapping);
  return {
    ...c,
    workspace_id: workspaceId,
    delimiter_char: mapping.delimiter === 'auto' ? detected : mapping.delimiter,
    phone_format: c.phone_col_idx >= 0 ? c.phone_format : null,
    phone_code_col_idx: c.phone_col_idx >= 0 && c.phone_format === 2 ? c.phone_code_col_idx : -1,
    phone_code: countryOf(mapping.phoneCountry).dial_code,
    groups: mapping.groups.map(({ key: _key, kind: _kind, ...rule }) => rule),
  };
};

/** an existing-group column whose group is not chosen yet: the screen's own rule (CHOOSE_GROUP) */
const groupNotChosen = (rule: GroupRule) => rule.kind === 'existing' && rule.group_id === '';

/**
 * The mapping rules of the CSV import, in the spec's words without their trailing '; ': the rules the server
 * checks again (contracts' csvMappingProblems) over the configuration this mapping sends, and CHOOSE_GROUP
 * before the credentials rule for an existing-group column without its group (which the server would
 * take for a group column without a column).
 */
export const mappingProblems = (mapping: Mapping): string[] => {
  const sent = uploadConfiguration(
    { ...mapping, groups: mapping.groups.filter((rule) => !groupNotChosen(rule)) },
    { workspaceId: '', detected: DELIMITERS[0] },
  );
  const problems = csvMappingProblems(sent);
  if (mapping.groups.some(groupNotChosen)) {
    const credentials = problems.indexOf(M.csvCredentials);
    problems.splice(credentials < 0 ? problems.length : credentials, 0, CHOOSE_GROUP);
  }
  return problems.map((problem) => problem.replace(/;\s*$/, ''));
};

/** the column choices of a select: 'C · Email' with a header row, 'C · ada@example.com' (the first value) without */
export const columnOptions = (firstRow: readonly string[], columns: number) =>
  Array.from({ length: columns }, (_, index) => {
    const text = (firstRow[index] ?? '').trim();
    return {
      value: String(index),
      label: text === '' ? columnLabel(index) : `${columnLabel(index)} · ${text.length > 40 ? `${text.slice(0, 40)}…` : text}`,
    };
  });

/** the mapping a saved template proposes for a file whose first row is `firstRow` */
export const mappingFromTemplate = (
  template: MatchingTemplate,
  firstRow: readonly string[],
  options: { firstRowIsHeader?: boolean; existingGroupIds: readonly string[] },
): { mapping: Mapping; fit: TemplateFit } => {
  const fit = applyTemplate(template, firstRow, options);
  const configuration = CsvUploadConfiguration.parse({ ...fit.configuration, delimiter_char: '' });
  return {
    fit,
    mapping: {
      configuration,
      // the delimiter is the new file's own: a template saved from a comma file must not split a semicolon one
      delimiter: 'auto',
      nameMode: configuration.full_name_col_idx >= 0 ? 'full' : 'split',
      phoneCountry: countryKeyForDialCode(configuration.phone_code),
      groups: configuration.groups.map((rule) => ({ ...rule, key: ruleKey(), kind: ruleKind(rule) })),
    },
  };
};

/**
 * The mapping a file without a saved template starts from: the columns its header row names, the phone
 * format and date formats its first records show (guessMapping); `guessed` counts the columns mapped.
 */
export const mappingFromHeader = (rows: readonly (readonly string[])[]): { mapping: Mapping; guessed: number } => {
  const blank = blankMapping(true);
  const [header = [], ...records] = rows;
  const guess = guessMapping(header, records);
  const configuration = CsvUploadConfiguration.parse({
    ...blank.configuration,
    ...guess.columns,
    phone_format: guess.phone_format,
    ...(guess.hiring_date_format ? { hiring_date_format: guess.hiring_date_format } : {}),
    ...(guess.birth_date_format ? { birth_date_format: guess.birth_date_format } : {}),
  });
  return {
    mapping: { ...blank, configuration, nameMode: configuration.full_name_col_idx >= 0 ? 'full' : 'split' },
    guessed: Object.keys(guess.columns).length,
  };
};

/** a field's column, -1 when unmapped */
export const setColumn = (mapping: Mapping, key: CsvFieldColumn, column: number): Mapping => ({
  ...mapping,
  configuration: { ...mapping.configuration, [key]: column },
});
