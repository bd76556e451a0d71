import type { MissedParticipant } from '@canopy/contracts';
import { inertCell } from '@canopy/contracts/platform/formulaGuard';
import { stringify } from 'csv-stringify/browser/esm/sync';

// The rows an import missed, as a CSV the consultant fixes in a spreadsheet and imports again. Each cell goes through
// the one formula guard (contracts/platform/formulaGuard.ts): a client's '=HYPERLINK(...)' stays text here too, while
// '+44 7700 900123' comes back as it was and imports again.

const COLUMNS = ['Row', 'First name', 'Last name', 'Email', 'Phone', 'Payroll ID', 'Reason'];

/** the missed rows with their line in the file and reason; a byte order mark so spreadsheets read UTF-8 */
export const missedRowsCsv = (rows: readonly MissedParticipant[]): string =>
  `\uFEFF${stringify(
    rows.map((row) => [String(row.row), row.first_name, row.last_name, row.email, row.phone, row.payroll_id, row.reason].map(inertCell)),
    { header: true, columns: COLUMNS, record_delimiter: 'windows' },
  )}`;

/** the name the download is saved under: the imported file's, marked */
export const missedRowsFileName = (importedFileName: string) => `${importedFileName.replace(/\.csv$/i, '') || 'import'}-missed-rows.csv`;
