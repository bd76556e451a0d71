import type { Participant } from '@canopy/contracts/participants/api';
import type { Question } from '@canopy/contracts/survey/api';
import type { XlsxBook, XlsxCell } from '@canopy/platform/download/xlsx';
import type { SubmissionKey, SubmissionRow } from '@canopy/projections/analytics/exports/read';
import { describe, expect, it } from 'vitest';
import { hiringRangeOf } from './peopleColumns.ts';
import { type RawDataInput, writeRawData } from './rawData.ts';

// The raw data workbook written into a book that keeps its rows: About first, the columns about people as they
// were at the answer, pseudonyms per submission, scrubbed texts, a confidential package's unmasked file.

const DAY = 86_400_000;
const at = new Date('2026-06-01T10:00:00.000Z');
const question = (index: number, answer_type: Question['answer_type']): Question => ({
  index,
  id: `q${index}`,
  body: { en_US: `Question ${index}` },
  answer_type,
});
const person = (n: number): Participant => ({
  id: `p${n}`,
  first_name: `Given${n}`,
  last_name: `Family${n}`,
  email: `p${n}@example.com`,
  phone_code: '+44',
  phone: `79000000${n}`,
  payroll_id: `pay-${n}`,
  // today's roster: everyone moved to Legal, hired long ago; the file must show what held at the answer
  hiring_date: new Date(at.getTime() - 20 * 365 * DAY).toISOString(),
  birth_date: '0001-01-01T00:00:00Z',
  ethnicity: '',
  gender: '',
  work_location_name: '',
  work_location_city: '',
  work_location_state: '',
  work_location_country: '',
  pay_group: '',
  job: 'Today job',
  department: 'Legal',
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
  // ten people answering in two cycles; at the answer: Sales (p0-p4) or Care (p5-p9), job Nurse for all, 2 or 10 years in
  const people = new Map(Array.from({ length: 10 }, (_, n) => [`p${n}`, person(n)] as const));
  const keys: SubmissionKey[] = [...people.keys()].flatMap((id, n) =>
    ['c1', 'c2'].map((cycle, c) => ({
      participant_id: id,
      cycle_id: cycle,
      submitted_at: new Date(at.getTime() + c * 30 * DAY + n * 1000),
      fields: { job: 'Nurse', department: n < 5 ? 'Sales' : 'Care' },
    })),
  );
  const atAnswer = new Map(
    keys.map((key) => {
      const n = Number(key.participant_id.slice(1));
      return [
        `${key.participant_id}/${key.cycle_id}`,
        {
          participant_id: key.participant_id,
          cycle_id: key.cycle_id,
          group_ids: [n < 5 ? 'g-sales' : 'g-care'],
          tenure_days: n < 5 ? 700 : 3650,
        },
      ];
    }),
  );
  const rowOf = (key: SubmissionKey): SubmissionRow => ({
    ...key,
    answers: [
      { question_id: 'q0', answer_type: 'one_to_five_reversed', value: (Number(key.participant_id.slice(1)) % 5) + 1, passed: false },
      { question_id: 'q1', answer_type: 'text', value: null, passed: false },
    ],
    texts: { q1: `ask Given${key.participant_id.slice(1)} at ${key.participant_id}@example.com` },
  });
  const input = (change: Partial<RawDataInput> = {}): RawDataInput => ({
    assessmentName: 'Team health',
    packageName: 'Pulse',
    questions: [question(0, 'one_to_five_reversed'), question(1, 'text'), question(2, 'text_anonymous')],
    cycles: [
      { id: 'c1', label: '2026-06-01 to 2026-06-30' },
      { id: 'c2', label: '2026-07-01 to current' },
    ],
    keys,
    people,
    classification: 'department',
    groupTypes: ['department'],
    chosenGroupTypes: [],
    groups: new Map([
      ['g-sales', { name: 'Sales', origin_source: 'department' }],
      ['g-care', { name: 'Care', origin_source: 'department' }],
    ]),
    atAnswer,
    masked: true,
    attributed: false,
    includeNamedTexts: false,
    minimum: 5,
    openAnswersMinimum: 3,
    page: async (slice) => slice.map(rowOf),
    anonymousTexts: [
      { cycle_id: 'c1', question_id: 'q2', text: 'one' },
      { cycle_id: 'c1', question_id: 'q2', text: 'two' },
    ],
    scrub: (text) => text.replace(/Given\d/g, '[name]').replace(/\S+@\S+/g, '[email]'),
    ...change,
  });

  it('masks: About first, a pseudonym per submission, the classification, job and range at the answer', async () => {
    const { book, sheets } = capture();
    await writeRawData(book, input());
    expect(sheets.map((sheet) => sheet.name)).toEqual(['About', 'Answers', 'Anonymous answers']);
    const [about, answers, anonymous] = sheets;
    const line = (topic: string) => about!.rows.find((row) => row[0] === topic)?.[1];
    expect(line('Minimum group size')).toBe('5');
    expect(line('Cycles')).toBe('2026-06-01 to 2026-06-30; 2026-07-01 to current');
    expect(line('Department')).toMatch(/^Kept as given/);
    expect(line('Job')).toMatch(/^Kept as given/);
    expect(answers!.rows[0]).toEqual(['Respondent', 'Cycle', 'Department', 'Job', 'Hiring range', 'Question 0', 'Question 0 (scored)']);
    const rows = answers!.rows.slice(1);
    expect(rows).toHaveLength(20);
    // a pseudonym per submission: none links a person's two cycles; rows by cycle
    expect(new Set(rows.map((row) => row[0])).size).toBe(20);
    expect(rows.map((row) => row[1])).toEqual([...Array(10).fill('2026-06-01 to 2026-06-30'), ...Array(10).fill('2026-07-01 to current')]);
    // the groups, job and tenure at the answer, not today's Legal and twenty years
    const count = (column: number, value: XlsxCell) => rows.filter((row) => row[column] === value).length;
    expect([count(2, 'Sales'), count(2, 'Care'), count(3, 'Nurse')]).toEqual([10, 10, 20]);
    expect([count(4, '1-3 years'), count(4, '6+ years')]).toEqual([10, 10]);
    for (const row of rows) expect(row[6]).toBe(6 - (row[5] as number));
    expect(JSON.stringify(sheets)).not.toMatch(/Given|Family|@example|pay-|Legal|Today job/);
    // two anonymous answers, fewer than the open-answer minimum of 3 in c1: held back
    expect(anonymous!.rows).toEqual([
      ['Question', 'Answer'],
      ['Question 2', 'Fewer than 3 answers in a chosen cycle: not shown'],
    ]);
  });

  it('passes the free text of a masked file through the scrubber', async () => {
    const { book, sheets } = capture();
    await writeRawData(
      book,
      input({
        includeNamedTexts: true,
        anonymousTexts: ['a', 'b', 'c'].map((text) => ({ cycle_id: 'c1', question_id: 'q2', text: `${text} thanks Given3` })),
      }),
    );
    const [, answers, anonymous] = sheets;
    const column = answers!.rows[0]!.indexOf('Question 1');
    expect(new Set(answers!.rows.slice(1).map((row) => row[column]))).toEqual(new Set(['ask [name] at [email]']));
    expect(
      anonymous!.rows
        .slice(1)
        .map((row) => row[1])
        .sort(),
    ).toEqual(['a thanks [name]', 'b thanks [name]', 'c thanks [name]']);
  });

  it("lists a confidential package's respondents without answers when unmasked, and says why", async () => {
    const { book, sheets } = capture();
    await writeRawData(book, input({ masked: false, chosenGroupTypes: ['department'] }));
    expect(sheets.map((sheet) => sheet.name)).toEqual(['About', 'Respondents', 'Anonymous answers']);
    const answers = sheets[1]!;
    // one column per field: the department's groups stand for the department field
    expect(answers.rows[0]).toEqual([
      'First name',
      'Last name',
      'Email',
      'Phone',
      'Payroll ID',
      'Hiring date',
      'Submitted at',
      'Cycle',
      'Department',
      'Job',
    ]);
    expect(answers.rows[1]!.slice(0, 5)).toEqual(['Given0', 'Family0', 'p0@example.com', '+44790000000', 'pay-0']);
    expect(answers.rows[1]!.slice(8)).toEqual(['Sales', 'Nurse']);
    expect(sheets[0]!.rows.find((row) => row[0] === 'Answers')?.[1]).toMatch(/^Answers are not attributed in this package/);
  });

  it('names people and their texts, unscrubbed, when an attributed package is unmasked', async () => {
    const { book, sheets } = capture();
    await writeRawData(book, input({ masked: false, attributed: true }));
    const answers = sheets[1]!;
    expect(answers.rows[0]!.slice(8)).toEqual(['Department', 'Job', 'Question 0', 'Question 0 (scored)', 'Question 1']);
    expect(answers.rows[1]![12]).toBe('ask Given0 at p0@example.com');
    expect(sheets[0]!.rows.some((row) => row[0] === 'Answers')).toBe(false);
  });

  it('turns the tenure at the answer into ranges that do not overlap', () => {
    expect([100, 400, 4 * 365, 7 * 365].map(hiringRangeOf)).toEqual(['0-1 year', '1-3 years', '3-6 years', '6+ years']);
    expect([null, undefined, -3].map(hiringRangeOf)).toEqual(['Not set', 'Not set', 'Not set']);
  });
});
