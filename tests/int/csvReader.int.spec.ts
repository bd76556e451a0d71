import { readdirSync, readFileSync } from 'node:fs';
import type { CsvUploadResponse } from '@canopy/contracts/participants/api';
import { CsvUnreadableError, decodeCsv } from '@canopy/contracts/participants/readCsv';
import { readCsvFile, type CsvReading } from '@canopy/contracts/participants/readCsvFile';
import { beforeAll, describe, expect, it } from 'vitest';
import { form, provisionTestTeam } from '../support/identity.ts';
import { createWorkspace } from '../support/workspaces.ts';
import { withRuntime } from '../support/withRuntime.ts';

// The CSV reader page (/csvReader) reads a file in the browser with contracts' readCsvFile. Here each fixture of
// tests/fixtures/csv is read that way, then imported into an empty workspace with the settings the reader found:
// the import must take exactly the rows the reader calls readable and miss the same rows for the same reasons,
// or refuse the file whenever the reader says it would.

const world = withRuntime();
let ada: string;

beforeAll(async () => {
  await provisionTestTeam(world.runtime, 'Team A', [{ email: 'ada@example.com', password: 'ada-secret', firstName: 'Ada' }]);
  ada = await world.api.tokenFor('ada@example.com', 'ada-secret');
});

const FIXTURES = readdirSync(new URL('../fixtures/csv/', import.meta.url)).filter((name) => name.endsWith('.csv'));
const bytesOf = (name: string) => readFileSync(new URL(`../fixtures/csv/${name}`, import.meta.url));

/** what the reader page says of a file; no-header.csv is read as the page lets a client choose, without a header */
const readAsThePageDoes = (name: string): CsvReading | CsvUnreadableError => {
  try {
    return readCsvFile(decodeCsv(bytesOf(name)), { delimiter: '', firstRowIsHeader: name !== 'no-header.csv' });
  } catch (error) {
    if (error instanceof CsvUnreadableError) return error;
    throw error;
  }
};

describe('the CSV reader reads each fixture as the import does', () => {
  it.each(FIXTURES)('%s', async (name) => {
    const reading = readAsThePageDoes(name);
    const workspace = await createWorkspace(world.api, ada, `Reader ${name}`);
    const configuration =
      reading instanceof CsvUnreadableError
        ? { first_name_col_idx: 0, last_name_col_idx: 1, email_col_idx: 2 }
        : { ...reading.configuration, is_save_template: false };
    const answer = await world.api.call<CsvUploadResponse & { detail?: string }>('POST', `/participants/workspace/${workspace.id}/by-csv`, {
      token: ada,
      form: form({ configuration: JSON.stringify(configuration) }, { name, bytes: bytesOf(name), type: 'text/csv' }),
    });

    if (reading instanceof CsvUnreadableError) {
      expect(answer.status).toBe(400);
      expect(answer.body.detail).toContain(reading.message);
      return;
    }
    if (reading.records === 0) {
      expect(answer).toMatchObject({ status: 400, body: { detail: expect.stringContaining('File is empty') } });
      return;
    }
    if (reading.problems.length > 0) {
      expect(answer).toMatchObject({ status: 400, body: { detail: reading.problems.join('') } });
      return;
    }
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.participants.created).toBe(reading.rows.length);
    expect(answer.body.missed_participants.map(({ row, reason }) => ({ row, reason }))).toEqual(
      reading.missed.map(({ row, reason }) => ({ row, reason })),
    );
  });

  it('finds the delimiter, the date format and the phone format of a file', () => {
    const semicolons = readAsThePageDoes('semicolons.csv') as CsvReading;
    expect(semicolons.delimiter).toBe(';');
    const dates = readCsvFile(
      'First name,Last name,Email,Start date\nAda,Lovelace,ada@example.com,05.03.2021\nAlan,Turing,alan@example.com,23.06.2019\n',
      {
        delimiter: '',
        firstRowIsHeader: true,
      },
    );
    expect(dates.configuration.hiring_date_format).toBe('dd.mm.yyyy');
    expect(dates.rows.map((row) => row.fields.hiring_date)).toEqual(['2021-03-05T00:00:00.000Z', '2019-06-23T00:00:00.000Z']);
    const phones = readCsvFile('First name;Last name;Phone\nAda;Lovelace;+44 7911 123456\n', { delimiter: '', firstRowIsHeader: true });
    expect(phones).toMatchObject({ delimiter: ';', configuration: { phone_format: 1 }, missed: [] });
    expect(phones.rows[0]?.fields).toMatchObject({ phone_code: '+44', phone: '7911123456' });
  });
});
