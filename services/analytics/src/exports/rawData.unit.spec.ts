import type { Participant } from '@canopy/contracts/participants/api';
import type { Question } from '@canopy/contracts/survey/api';
import type { XlsxBook, XlsxCell } from '@canopy/platform/download/xlsx';
import type { SubmissionKey, SubmissionRow } from '@canopy/projections/analytics/exports/read';
import { describe, expect, it } from 'vitest';
import { hiringRangeOf, type RawDataInput, writeRawData } from './rawData.ts';

// The raw data workbook written into a book that keeps its rows: masked columns, pseudonyms, hiring ranges.

const DAY = 86_400_000;
const at = new Date('2026-06-01T10:00:00.000Z');
const question = (index: number, answer_type: Question['answer_type']): Question => ({
  index,
  id: `q${index}`,
  body: { en_US: `Question ${index}` },
  answer_type,
});
const person = (n: number, years: number): Participant => ({
  id: `p${n}`,
  first_name: `Given${n}`,
  last_name: `Family${n}`,
  email: `p${n}@example.com`,
  phone_code: '+44',
  phone: `79000000${n}`,
  payroll_id: `pay-${n}`,
  hiring_date: new Date(at.getTime() - years * 365 * DAY).toISOString(),
  birth_date: '0001-01-01T00:00:00Z',
  ethnicity: '',
  gender: '',
  work_location_name: '',
  work_location_city: '',
  work_location_state: '',
  work_location_country: '',
  pay_group: '',
  job: '',
  department: '',
  segment: '',
  home_base: '',
  workspace_id: 'w1',
  is_active: true,
  add_source: 'manual',
  groups: [],
});

const capture = () => {
  const sheets: { name: string; rows: XlsxCell[][] }[] = [];
  const book: XlsxBook = {
    sheet(name, columns) {
      const sheet = { name, rows: [columns.map((column) => column.header)] as XlsxCell[][] };
      sheets.push(sheet);
      return { row: async (values) => void sheet.rows.push([...values]), done: () => {} };
    },
  };
  return { book, sheets };
};

describe('the raw data workbook', () => {
  // ten people (five 2 years in, five 10 years in), each answering in two cycles
  const people = new Map(Array.from({ length: 10 }, (_, n) => [`p${n}`, person(n, n < 5 ? 2 : 10)] as const));
  const keys: SubmissionKey[] = [...people.keys()].flatMap((id, n) => [
    { participant_id: id, cycle_id: 'c1', submitted_at: new Date(at.getTime() + n * 1000) },
    { participant_id: id, cycle_id: 'c2', submitted_at: new Date(at.getTime() + 30 * DAY + n * 1000) },
  ]);
  const rowOf = (key: SubmissionKey): SubmissionRow => ({
    ...key,
    answers: [
      { question_id: 'q0', answer_type: 'one_to_five_reversed', value: (Number(key.participant_id.slice(1)) % 5) + 1, passed: false },
      { question_id: 'q1', answer_type: 'text', value: null, passed: false },
    ],
    texts: { q1: `wrote ${key.participant_id}` },
  });
  const input = (change: Partial<RawDataInput> = {}): RawDataInput => ({
    questions: [question(0, 'one_to_five_reversed'), question(1, 'text'), question(2, 'text_anonymous')],
    cycleLabels: new Map([
      ['c1', '2026-06-01 to 2026-06-30'],
      ['c2', '2026-07-01 to current'],
    ]),
    keys,
    allKeys: keys,
    people,
    groupTypes: [],
    allGroupTypes: [],
    masked: true,
    includeNamedTexts: false,
    minimum: 5,
    openAnswersMinimum: 3,
    page: async (slice) => slice.map(rowOf),
    anonymousTexts: [
      { question_id: 'q2', text: 'one' },
      { question_id: 'q2', text: 'two' },
    ],
    ...change,
  });

  it('masks: a pseudonym per person kept across their submissions, hiring ranges, values as given and scored', async () => {
    const { book, sheets } = capture();
    await writeRawData(book, input());
    const [answers, anonymous] = sheets;
    expect(answers!.rows[0]).toEqual(['Respondent', 'Cycle', 'Hiring range', 'Question 0', 'Question 0 (scored)']);
    const rows = answers!.rows.slice(1);
    expect(rows).toHaveLength(20);
    // each pseudonym twice (two cycles), on adjacent rows, with the same hiring range and answers
    const byPseudonym = new Map<XlsxCell, XlsxCell[][]>();
    for (const row of rows) byPseudonym.set(row[0]!, [...(byPseudonym.get(row[0]!) ?? []), row]);
    expect(byPseudonym.size).toBe(10);
    for (const [, two] of byPseudonym) {
      expect(two.map((row) => row[1])).toEqual(['2026-06-01 to 2026-06-30', '2026-07-01 to current']);
      expect(two[0]!.slice(2)).toEqual(two[1]!.slice(2));
    }
    expect(rows.filter((row) => row[2] === '1-3 years')).toHaveLength(10);
    expect(rows.filter((row) => row[2] === '6+ years')).toHaveLength(10);
    for (const row of rows) expect(row[4]).toBe(6 - (row[3] as number));
    expect(JSON.stringify(sheets)).not.toMatch(/Given|Family|@example|pay-|wrote/);
    // two anonymous answers, fewer than the open-answer minimum of 3: held back
    expect(anonymous!.rows).toEqual([
      ['Question', 'Answer'],
      ['Question 2', 'Fewer than 3 answers: not shown'],
    ]);
  });

  it('names people and their texts when unmasked', async () => {
    const { book, sheets } = capture();
    await writeRawData(book, input({ masked: false }));
    const [answers] = sheets;
    expect(answers!.rows[0]).toEqual([
      'First name',
      'Last name',
      'Email',
      'Phone',
      'Payroll ID',
      'Hiring date',
      'Submitted at',
      'Cycle',
      'Question 0',
      'Question 0 (scored)',
      'Question 1',
    ]);
    expect(answers!.rows[1]!.slice(0, 5)).toEqual(['Given0', 'Family0', 'p0@example.com', '+44790000000', 'pay-0']);
    expect(answers!.rows[1]![10]).toBe('wrote p0');
  });

  it('turns hiring dates into ranges that do not overlap', () => {
    expect(hiringRangeOf(new Date(at.getTime() - 100 * DAY).toISOString(), at)).toBe('0-1 year');
    expect(hiringRangeOf(new Date(at.getTime() - 400 * DAY).toISOString(), at)).toBe('1-3 years');
    expect(hiringRangeOf(new Date(at.getTime() - 4 * 365 * DAY).toISOString(), at)).toBe('3-6 years');
    expect(hiringRangeOf(new Date(at.getTime() - 7 * 365 * DAY).toISOString(), at)).toBe('6+ years');
    expect(hiringRangeOf('0001-01-01T00:00:00Z', at)).toBe('Not set');
  });
});
