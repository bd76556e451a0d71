import { randomInt } from 'node:crypto';
import type { Participant } from '@canopy/contracts/participants/api';
import { UNSET_DATE } from '@canopy/contracts/participants/api';
import { isScored, scoreOfPosition } from '@canopy/contracts/survey/answerValue';
import type { Question } from '@canopy/contracts/survey/api';
import type { RecordedAnswer } from '@canopy/contracts/survey/responseEvents';
import type { XlsxBook, XlsxCell, XlsxColumn } from '@canopy/platform/download/xlsx';
import type { SubmissionKey, SubmissionRow } from '@canopy/projections/analytics/exports/read';
import { bodyOf } from '../charts/scored.ts';
import { generalise } from './kAnonymity.ts';

// The raw data file (ADR 0068): one row per submission, one column per question with the value as given (a
// reversed question as chosen, with its scored value beside it; Pass; text), the participant columns the roster
// holds, and the anonymous texts on a sheet of their own with no participant, shuffled. Masked (the default): a
// pseudonym per person, stable within the file, no column that names or reaches anyone, hiring ranges instead of
// dates, and the kept columns generalised to the workspace's minimum group size (kAnonymity.ts).

export const PASS = 'Pass';
const PAGE = 2000;

/** the roster's classification fields a file may carry, with their headers */
const CLASSIFICATIONS = [
  ['job', 'Job'],
  ['department', 'Department'],
  ['segment', 'Department segment'],
  ['work_location_name', 'Work location'],
  ['work_location_city', 'Work location city'],
  ['work_location_state', 'Work location state'],
  ['work_location_country', 'Work location country'],
  ['pay_group', 'Pay group'],
] as const satisfies readonly (readonly [keyof Participant, string])[];

/** hiring ranges that do not overlap, from the spec's list: coarse enough to group people */
const HIRING_RANGES = [
  [365, '0-1 year'],
  [3 * 365, '1-3 years'],
  [6 * 365, '3-6 years'],
  [Number.POSITIVE_INFINITY, '6+ years'],
] as const;
export const NO_HIRING_DATE = 'Not set';

export const hiringRangeOf = (hiringDate: string | undefined, at: Date): string => {
  if (!hiringDate || hiringDate.startsWith(UNSET_DATE.slice(0, 10))) return NO_HIRING_DATE;
  const days = Math.floor((at.getTime() - new Date(hiringDate).getTime()) / 86_400_000);
  return HIRING_RANGES.find(([below]) => days < below)?.[1] ?? NO_HIRING_DATE;
};

/** a group type's header: the origin source it came from, or 'Custom groups' for those made by hand */
export const groupTypeLabel = (originSource: string) => (originSource === '' ? 'Custom groups' : originSource);

type QuestionColumn = { question: Question; header: string; scored: boolean };

/** the questions' columns: scale and (when asked) named text questions; anonymous texts go to their own sheet */
export const questionColumns = (questions: readonly Question[], withTexts: boolean): QuestionColumn[] =>
  [...questions]
    .sort((a, b) => a.index - b.index)
    .flatMap((question) => {
      const header = bodyOf(question.body) || `Question ${question.index + 1}`;
      if (isScored(question.answer_type)) {
        const given = { question, header, scored: false };
        return question.answer_type === 'one_to_five_reversed'
          ? [given, { question, header: `${header} (scored)`, scored: true }]
          : [given];
      }
      return question.answer_type === 'text' && withTexts ? [{ question, header, scored: false }] : [];
    });

const answerCell = (column: QuestionColumn, answer: RecordedAnswer | undefined, texts: Record<string, string>): XlsxCell => {
  if (!answer) return null;
  if (answer.passed) return PASS;
  if (column.question.answer_type === 'text') return texts[column.question.id] ?? null;
  if (answer.value === 0) return PASS;
  // the stored value is the position chosen (ADR 0055); the scored column turns it as the charts count it
  return column.scored ? scoreOfPosition(answer.answer_type, answer.value) : answer.value;
};

/** Fisher-Yates with the crypto generator: the order says nothing about who answered when */
export const shuffled = <T>(items: readonly T[]): T[] => {
  const out = [...items];
  for (let index = out.length - 1; index > 0; index--) {
    const other = randomInt(index + 1);
    [out[index], out[other]] = [out[other]!, out[index]!];
  }
  return out;
};

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export type RawDataInput = {
  questions: readonly Question[];
  /** cycle id -> its label ('2026-01-05 to current') */
  cycleLabels: ReadonlyMap<string, string>;
  /** the submissions of the chosen cycles, in the file */
  keys: readonly SubmissionKey[];
  /**
   * every submission of the assessment in the package (all its answered cycles): a masked file is generalised over
   * these and every group type, so that two files of the same assessment (other cycles, other group types) show the
   * same values and joining them row by row (by their answers) reveals no combination a single file would not
   */
  allKeys: readonly SubmissionKey[];
  people: ReadonlyMap<string, Participant>;
  /** the group types whose groups get a column each */
  groupTypes: readonly string[];
  /** every group type of the workspace */
  allGroupTypes: readonly string[];
  masked: boolean;
  includeNamedTexts: boolean;
  minimum: number;
  openAnswersMinimum: number;
  page: (keys: readonly SubmissionKey[]) => Promise<readonly SubmissionRow[]>;
  anonymousTexts: readonly { question_id: string; text: string }[];
};

/** the people columns of these rows: header, whether the file asked for it, the value of each row */
const peopleColumns = (input: RawDataInput, keys: readonly SubmissionKey[], groupTypes: readonly string[]) => {
  const person = (key: SubmissionKey) => input.people.get(key.participant_id);
  const groupColumns = groupTypes.map((type) => ({
    header: groupTypeLabel(type),
    shown: input.groupTypes.includes(type),
    values: keys.map((key) =>
      (person(key)?.groups ?? [])
        .filter((group) => group.origin_source === type)
        .map((group) => group.name)
        .sort((a, b) => a.localeCompare(b))
        .join(', '),
    ),
  }));
  const classifications = CLASSIFICATIONS.map(([field, header]) => ({
    header,
    shown: true,
    values: keys.map((key) => String(person(key)?.[field] ?? '')),
  })).filter((column) => column.values.some((value) => value !== ''));
  const hiring = input.masked
    ? [{ header: 'Hiring range', shown: true, values: keys.map((key) => hiringRangeOf(person(key)?.hiring_date, key.submitted_at)) }]
    : [];
  // most wanted first: k-anonymity drops the later of two equally wide columns, and the group types were asked for
  return [...groupColumns, ...hiring, ...classifications];
};

/** writes the raw data workbook: the answers sheet, the anonymous answers sheet (when the assessment has them) */
export const writeRawData = async (book: XlsxBook, input: RawDataInput) => {
  const withTexts = !input.masked || input.includeNamedTexts;
  const questions = questionColumns(input.questions, withTexts);
  // masked: a pseudonym per person in a shuffled order, the rows sorted by it (no submission order to read)
  const pseudonyms = new Map<string, number>();
  let keys = input.keys;
  if (input.masked) {
    for (const [index, id] of shuffled([...new Set(input.keys.map((key) => key.participant_id))]).entries()) pseudonyms.set(id, index + 1);
    keys = [...input.keys].sort(
      (a, b) =>
        pseudonyms.get(a.participant_id)! - pseudonyms.get(b.participant_id)! || a.submitted_at.getTime() - b.submitted_at.getTime(),
    );
  }
  // masked: the columns are generalised over every submission of the assessment and every group type, then those
  // asked for and kept are shown; unmasked: the asked ones as they are
  const pool = input.masked ? input.allKeys : keys;
  const described = peopleColumns(input, pool, input.masked ? input.allGroupTypes : input.groupTypes);
  let kept = described.map((_, index) => index);
  let values = described.map((column) => column.values);
  if (input.masked) {
    ({ kept, values } = generalise(
      pool.map((key) => key.participant_id),
      values,
      input.minimum,
      pool.map((key) => key.cycle_id),
    ));
    kept = kept.filter((index) => described[index]!.shown);
  }
  const rowOf = new Map(pool.map((key, index) => [`${key.participant_id}/${key.cycle_id}`, index]));
  const identity: XlsxColumn[] = input.masked
    ? [
        { header: 'Respondent', width: 14 },
        { header: 'Cycle', width: 26 },
      ]
    : [
        { header: 'First name', width: 16 },
        { header: 'Last name', width: 16 },
        { header: 'Email', width: 28 },
        { header: 'Phone', width: 18 },
        { header: 'Payroll ID', width: 14 },
        { header: 'Hiring date', width: 12 },
        { header: 'Submitted at', width: 22 },
        { header: 'Cycle', width: 26 },
      ];
  const sheet = book.sheet('Answers', [
    ...identity,
    ...kept.map((index) => ({ header: described[index]!.header })),
    ...questions.map((column) => ({ header: column.header, width: Math.min(40, Math.max(12, column.header.length / 2)) })),
  ]);
  const digits = String(pseudonyms.size).length;
  for (let start = 0; start < keys.length; start += PAGE) {
    const slice = keys.slice(start, start + PAGE);
    // a person erased since the keys were read is missing from the page: rows are matched to keys, not counted
    const rows = new Map((await input.page(slice)).map((row) => [`${row.participant_id}/${row.cycle_id}`, row]));
    for (const key of slice) {
      const row = rows.get(`${key.participant_id}/${key.cycle_id}`);
      if (!row) continue;
      const at = rowOf.get(`${key.participant_id}/${key.cycle_id}`)!;
      const cycle = input.cycleLabels.get(row.cycle_id) ?? '';
      const person = input.people.get(row.participant_id);
      const head: XlsxCell[] = input.masked
        ? [`Respondent ${String(pseudonyms.get(row.participant_id)).padStart(digits, '0')}`, cycle]
        : [
            person?.first_name ?? '',
            person?.last_name ?? '',
            person?.email ?? '',
            person?.phone ? `${person.phone_code}${person.phone}` : '',
            person?.payroll_id ?? '',
            person && !person.hiring_date.startsWith(UNSET_DATE.slice(0, 10)) ? isoDay(new Date(person.hiring_date)) : '',
            row.submitted_at.toISOString(),
            cycle,
          ];
      const byQuestion = new Map(row.answers.map((answer) => [answer.question_id, answer]));
      await sheet.row([
        ...head,
        ...kept.map((index) => values[index]![at] ?? ''),
        ...questions.map((column) => answerCell(column, byQuestion.get(column.question.id), row.texts)),
      ]);
    }
  }
  sheet.done();

  const anonymousQuestions = input.questions.filter((question) => question.answer_type === 'text_anonymous');
  if (anonymousQuestions.length > 0) await writeAnonymous(book, input, anonymousQuestions);
};

/**
 * The anonymous texts: question and answer only, shuffled; a question with fewer answers than the workspace's
 * open-answer minimum is held back (a handful of texts is easy to attribute), and says so.
 */
const writeAnonymous = async (book: XlsxBook, input: RawDataInput, questions: readonly Question[]) => {
  const sheet = book.sheet('Anonymous answers', [
    { header: 'Question', width: 50 },
    { header: 'Answer', width: 80 },
  ]);
  const byQuestion = new Map(questions.map((question) => [question.id, [] as string[]]));
  for (const answer of input.anonymousTexts) byQuestion.get(answer.question_id)?.push(answer.text);
  for (const question of [...questions].sort((a, b) => a.index - b.index)) {
    const answers = byQuestion.get(question.id) ?? [];
    const header = bodyOf(question.body);
    if (answers.length === 0) continue;
    if (answers.length < input.openAnswersMinimum) {
      await sheet.row([header, `Fewer than ${input.openAnswersMinimum} answers: not shown`]);
      continue;
    }
    for (const text of shuffled(answers)) await sheet.row([header, text]);
  }
  sheet.done();
};
