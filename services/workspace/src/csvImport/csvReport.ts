import type { MissedParticipant } from '@canopy/contracts/participants/api';
import { fullPhone } from '@canopy/contracts/participants/fields';
import type { ImportOutcome, ImportRow } from '../roster/rosterPort.ts';

// What an import answers besides its groups: the counts, the log lines the screen shows, and every row
// that was not imported with its line and reason.

const number = new Intl.NumberFormat('en-US');
const plural = (count: number, one: string, many: string) => `${number.format(count)} ${count === 1 ? one : many}`;
const DELIMITER_NAMES: Record<string, string> = { ',': 'comma', ';': 'semicolon', '\t': 'tab', '|': 'pipe' };

/** the roster's missed rows with the fields of their row, and the file's own missed rows, by line */
export const missedParticipants = (
  fileMissed: MissedParticipant[],
  outcome: Pick<ImportOutcome, 'missed'>,
  rows: ImportRow[],
): MissedParticipant[] => {
  const byLine = new Map(rows.map((row) => [row.row, row]));
  const rosterMissed = outcome.missed.map(({ row, reason, participant_id }): MissedParticipant => {
    const fields = byLine.get(row)?.fields;
    return {
      row,
      first_name: fields?.first_name ?? '',
      last_name: fields?.last_name ?? '',
      email: fields?.email ?? '',
      phone: fields ? fullPhone(fields) : '',
      payroll_id: fields?.payroll_id ?? '',
      reason,
      participant_id,
    };
  });
  return [...fileMissed, ...rosterMissed].sort((a, b) => a.row - b.row);
};

export const importLogs = (input: {
  filename: string;
  recordsRead: number;
  delimiter: string;
  header: boolean;
  outcome: Pick<ImportOutcome, 'created' | 'updated' | 'unchanged' | 'groupsCreated'>;
  missed: number;
  templateSaved: boolean;
}): string[] => {
  const { outcome } = input;
  const logs = [
    `${input.filename}: ${plural(input.recordsRead, 'row', 'rows')} read (${DELIMITER_NAMES[input.delimiter] ?? `'${input.delimiter}'`}-separated, ${input.header ? 'first row is the header' : 'no header row'})`,
    `${plural(outcome.created.length, 'participant', 'participants')} created`,
    `${plural(outcome.updated.length, 'participant', 'participants')} updated`,
  ];
  if (outcome.unchanged.length > 0) logs.push(`${plural(outcome.unchanged.length, 'participant', 'participants')} already up to date`);
  logs.push(`${plural(input.missed, 'row', 'rows')} not imported`);
  if (outcome.groupsCreated.length > 0)
    logs.push(
      `${plural(outcome.groupsCreated.length, 'group', 'groups')} created: ${outcome.groupsCreated.map((group) => group.name).join(', ')}`,
    );
  if (input.templateSaved) logs.push('Column mapping saved as the matching template');
  return logs;
};
