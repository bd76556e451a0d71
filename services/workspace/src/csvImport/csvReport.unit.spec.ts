import type { MissedParticipant } from '@canopy/contracts/participants/api';
import { participantFields } from '@canopy/contracts/participants/fields.fixtures';
import { describe, expect, it } from 'vitest';
import { importLogs, missedParticipants } from './csvReport.ts';

const fields = participantFields;

describe('missedParticipants', () => {
  it("merges the file's missed rows with the roster's, which get their row's fields, in line order", () => {
    const fromFile: MissedParticipant = {
      row: 4,
      first_name: '',
      last_name: 'Turing',
      email: '',
      phone: '',
      payroll_id: '',
      reason: 'First name is required',
      participant_id: null,
    };
    const rows = [
      { row: 2, fields: fields({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' }), groups: [] },
      {
        row: 7,
        fields: fields({ first_name: 'Grace', last_name: 'Hopper', phone_code: '+44', phone: '7911123456', payroll_id: 'P1' }),
        groups: [],
      },
    ];
    const missed = missedParticipants(
      [fromFile],
      { missed: [{ row: 7, reason: 'Another participant in this workspace has this email, phone or ID', participant_id: 'p-9' }] },
      rows,
    );
    expect(missed).toEqual([
      fromFile,
      {
        row: 7,
        first_name: 'Grace',
        last_name: 'Hopper',
        email: '',
        phone: '+447911123456',
        payroll_id: 'P1',
        reason: 'Another participant in this workspace has this email, phone or ID',
        participant_id: 'p-9',
      },
    ]);
  });
});

describe('importLogs', () => {
  it('says what was read, created, updated, missed and saved', () => {
    const logs = importLogs({
      filename: 'staff.csv',
      recordsRead: 40_000,
      delimiter: ';',
      header: true,
      outcome: {
        created: ['a', 'b'],
        updated: ['c'],
        unchanged: [],
        groupsCreated: [
          { id: 'g1', name: 'Sales', origin: 'custom', origin_source: '' },
          { id: 'g2', name: 'Leeds', origin: 'custom', origin_source: '' },
        ],
      },
      missed: 1,
      templateSaved: true,
    });
    expect(logs).toEqual([
      'staff.csv: 40,000 rows read (semicolon-separated, first row is the header)',
      '2 participants created',
      '1 participant updated',
      '1 row not imported',
      '2 groups created: Sales, Leeds',
      'Column mapping saved as the matching template',
    ]);
  });

  it('mentions participants already up to date, and says nothing of groups or a template that were not made', () => {
    const logs = importLogs({
      filename: 'x.csv',
      recordsRead: 1,
      delimiter: '\t',
      header: false,
      outcome: { created: [], updated: [], unchanged: ['a'], groupsCreated: [] },
      missed: 0,
      templateSaved: false,
    });
    expect(logs).toEqual([
      'x.csv: 1 row read (tab-separated, no header row)',
      '0 participants created',
      '0 participants updated',
      '1 participant already up to date',
      '0 rows not imported',
    ]);
  });
});
