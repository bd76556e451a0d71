import { bodyOf } from '@canopy/contracts/survey/texts';
import { randomInt } from 'node:crypto';
import { ExportsMessages } from '@canopy/contracts/analytics/exports';
import type { Participant } from '@canopy/contracts/participants/api';
import { UNSET_DATE } from '@canopy/contracts/participants/api';
import { isScored, scoreOfPosition } from '@canopy/contracts/survey/scoring';
import type { Question } from '@canopy/contracts/survey/api';
import type { RecordedAnswer } from '@canopy/contracts/survey/responseEvents';
import type { XlsxBook, XlsxCell, XlsxColumn } from '@canopy/platform/download/xlsx';
import type { SubmissionKey, SubmissionRow } from '@canopy/projections/analytics/exports/read';
import { type AboutLine, writeAbout } from './about.ts';
import { type KeptColumn, NOT_SHOWN, OTHER, planMaskedFile, releasedTextQuestions, shownValues } from './kAnonymity.ts';
import { describePeople, groupTypeLabel, type PeopleColumn, type PeopleInput, submissionId } from './peopleColumns.ts';

// The raw data file (ADR 0068, 0126, 0127): an About sheet, then one row per submission with one column per
// question (the value as given: a reversed question as chosen with its scored value beside it; Pass; text), the
// columns about people as they were at the answer, and the anonymous texts on a sheet of their own. Masked (the
// default): a pseudonym per submission, new in every file, no column that names or reaches anyone, hiring ranges
// instead of dates, and the columns decided once for the file by kAnonymity.ts; free text through the AI's
// scrubber. Unmasked, a confidential package's file lists who answered and when, with no answer (ADR 0085).

export const PASS = 'Pass';
const PAGE = 2000;

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

const answerCell = (
  column: QuestionColumn,
  answer: RecordedAnswer | undefined,
  text: (value: string) => string,
  texts: Record<string, string>,
): XlsxCell => {
  if (!answer) return null;
  if (answer.passed) return PASS;
  if (column.question.answer_type === 'text') {
    const said = texts[column.question.id];
    return said === undefined ? null : text(said);
  }
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

export type RawDataInput = PeopleInput & {
  assessmentName: string;
  packageName: string;
  questions: readonly Question[];
  /** the chosen cycles, oldest first, with their labels ('2026-01-05 to current') */
  cycles: readonly { id: string; label: string }[];
  /** the submissions of the chosen cycles */
  keys: readonly SubmissionKey[];
  /** the people who answered, for an unmasked file's names */
  people: ReadonlyMap<string, Participant>;
  /** the group types whose columns the request chose */
  chosenGroupTypes: readonly string[];
  masked: boolean;
  /** the package shows answers with names (ADR 0085); a confidential one's unmasked file has no answer */
  attributed: boolean;
  includeNamedTexts: boolean;
  minimum: number;
  openAnswersMinimum: number;
  page: (keys: readonly SubmissionKey[]) => Promise<readonly SubmissionRow[]>;
  anonymousTexts: readonly { cycle_id: string; question_id: string; text: string }[];
  /** replaces names, e-mails, phones and payroll ids in free text (the AI's scrubber) */
  scrub: (text: string) => string;
  /** a masked file's submission's atoms of the charts' release rule, per scored question (ADR 0130) */
  atomsOf?: (person: string, cycle: string) => readonly number[];
};

type Shown = { header: string; valueOf: (key: SubmissionKey) => string };

/** the people columns a file shows, and what the About sheet says of them */
const peopleColumnsOf = (input: RawDataInput) => {
  const { columns, rows } = describePeople(input, input.keys);
  const rowOf = new Map(rows.map((row) => [`${row.person}/${row.cycle}`, row]));
  const asked = (column: PeopleColumn) => column.groupType === null || input.chosenGroupTypes.includes(column.groupType);
  if (!input.masked) {
    const shown = columns.filter((column) => !column.hiring && asked(column));
    return {
      shown: shown.map(
        (column): Shown => ({ header: column.header, valueOf: (key) => rowOf.get(submissionId(key))!.values[column.key] ?? '' }),
      ),
      about: [] as AboutLine[],
    };
  }
  // decided once for the file, from every candidate whatever the request chose: a cycle's rows read the same in every file
  const atomsOf = input.atomsOf;
  const plan = planMaskedFile(
    atomsOf ? rows.map((row) => ({ ...row, atoms: atomsOf(row.person, row.cycle) })) : rows,
    columns,
    input.minimum,
  );
  const byKey = new Map(columns.map((column) => [column.key, column]));
  // a column's shown value depends on those kept before it (generalised within their combinations): computed once per row
  const shownRows = new Map<string, string[]>();
  const shownOf = (id: string) => {
    const known = shownRows.get(id);
    if (known) return known;
    const values = shownValues(plan, rowOf.get(id)!);
    shownRows.set(id, values);
    return values;
  };
  const kept = plan.kept.filter((column) => asked(byKey.get(column.key)!));
  const generalised = (column: KeptColumn) =>
    new Set([...column.folded.values()].flatMap((byPrior) => [...byPrior.values()].flatMap((values) => [...values]))).size;
  const label = new Map(input.cycles.map((cycle) => [cycle.id, cycle.label]));
  const about: AboutLine[] = [
    ...kept.map((column): AboutLine => {
      const folded = generalised(column);
      const missing = input.cycles.filter((cycle) => !column.folded.has(cycle.id)).map((cycle) => label.get(cycle.id));
      return [
        column.header,
        [
          folded === 0
            ? `Kept as given where shown: every value is held by at least ${input.minimum} respondents in its cycle.`
            : `Kept, generalised: ${folded} ${folded === 1 ? 'value' : 'values'} held by fewer than ${input.minimum} respondents in a cycle (with the columns before it) ${folded === 1 ? 'is' : 'are'} shown as '${OTHER}' there.`,
          missing.length === 0
            ? ''
            : ` In ${missing.join(', ')} it reads '${NOT_SHOWN}': there, some value or combination with the columns before it would be held by fewer than ${input.minimum} respondents.`,
        ].join(''),
      ];
    }),
    ...plan.left
      .filter((column) => asked(byKey.get(column.key)!))
      .map(
        (column): AboutLine => [
          column.header,
          `Left out: in every cycle of the file, some value or combination with the columns before it would be held by fewer than ${input.minimum} respondents.`,
        ],
      ),
  ];
  return {
    shown: kept.map((column): Shown => {
      const at = plan.kept.indexOf(column);
      return { header: column.header, valueOf: (key) => shownOf(submissionId(key))[at]! };
    }),
    about,
  };
};

/** writes the raw data workbook: About, the answers sheet, the anonymous answers sheet (when the assessment has them) */
export const writeRawData = async (book: XlsxBook, input: RawDataInput) => {
  const answersShown = input.masked || input.attributed;
  const withTexts = answersShown && (!input.masked || input.includeNamedTexts);
  const questions = questionColumns(answersShown ? input.questions : [], withTexts);
  const text = input.masked ? input.scrub : (said: string) => said;
  const cycleOrder = new Map(input.cycles.map((cycle, index) => [cycle.id, index]));
  const cycleLabel = new Map(input.cycles.map((cycle) => [cycle.id, cycle.label]));
  // masked: a pseudonym per submission in a shuffled order, never the same person's across cycles or files; rows by
  // cycle, then pseudonym (no submission order to read)
  const pseudonyms = new Map<string, number>();
  let keys = input.keys;
  if (input.masked) {
    // the sort compares numbers read once per key, not ids joined and looked up at every comparison
    const drawn = new Array<number>(input.keys.length);
    for (const [index, at] of shuffled(input.keys.map((_, n) => n)).entries()) drawn[at] = index + 1;
    const cycleOf = input.keys.map((key) => cycleOrder.get(key.cycle_id)!);
    for (const [n, key] of input.keys.entries()) pseudonyms.set(submissionId(key), drawn[n]!);
    keys = input.keys
      .map((_, n) => n)
      .sort((a, b) => cycleOf[a]! - cycleOf[b]! || drawn[a]! - drawn[b]!)
      .map((n) => input.keys[n]!);
  }
  const people = peopleColumnsOf(input);
  const anonymousQuestions = input.questions
    .filter((question) => question.answer_type === 'text_anonymous')
    .sort((a, b) => a.index - b.index);
  const texts = releasedTextQuestions(
    input.anonymousTexts,
    input.cycles.map((cycle) => cycle.id),
    input.openAnswersMinimum,
  );

  await writeAbout(book, aboutLines(input, people.about, anonymousQuestions.length > 0, answersShown));

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
  const sheet = book.sheet(answersShown ? 'Answers' : 'Respondents', [
    ...identity,
    ...people.shown.map((column) => ({ header: column.header })),
    ...questions.map((column) => ({ header: column.header, width: Math.min(40, Math.max(12, column.header.length / 2)) })),
  ]);
  const digits = String(pseudonyms.size).length;
  // the next page is read while this one is written: the database's time and the writer's overlap
  const pageAt = (start: number) => {
    if (start >= keys.length) return null;
    const read = input.page(keys.slice(start, start + PAGE));
    // a page read ahead and then abandoned (the client went away mid-file) must not end the process unhandled
    read.catch(() => undefined);
    return read;
  };
  let next = pageAt(0);
  for (let start = 0; start < keys.length; start += PAGE) {
    const slice = keys.slice(start, start + PAGE);
    const read = await next!;
    next = pageAt(start + PAGE);
    // a person erased since the keys were read is missing from the page: rows are matched to keys, not counted
    const rows = new Map(read.map((row) => [submissionId(row), row]));
    for (const key of slice) {
      const row = rows.get(submissionId(key));
      if (!row) continue;
      const cycle = cycleLabel.get(row.cycle_id) ?? '';
      const person = input.people.get(row.participant_id);
      const head: XlsxCell[] = input.masked
        ? [`Respondent ${String(pseudonyms.get(submissionId(key))).padStart(digits, '0')}`, cycle]
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
        ...people.shown.map((column) => column.valueOf(key)),
        ...questions.map((column) => answerCell(column, byQuestion.get(column.question.id), text, row.texts)),
      ]);
    }
  }
  sheet.done();

  if (anonymousQuestions.length > 0) await writeAnonymous(book, input, anonymousQuestions, texts.released);
};

/** the About sheet of a raw data file: what it holds, the choices, the minimum and what was generalised */
const aboutLines = (input: RawDataInput, people: readonly AboutLine[], hasAnonymous: boolean, answersShown: boolean): AboutLine[] => {
  const holds = input.masked
    ? 'One row per submission of the assessment in the chosen cycles, with the answers as given. Each row has a pseudonym of its own: pseudonyms are drawn again for every file and never link two cycles. No name, e-mail, phone, payroll id or date of answering is in the file.'
    : answersShown
      ? 'One row per submission of the assessment in the chosen cycles, with the name, contact details and answers of the respondent.'
      : 'Who answered the assessment in the chosen cycles, and when.';
  const groupTypes = input.chosenGroupTypes.length === 0 ? 'None' : input.chosenGroupTypes.map(groupTypeLabel).join(', ');
  return [
    ['File', `Raw data of ${input.assessmentName} (${input.packageName}), ${input.masked ? 'identities masked' : 'identities shown'}`],
    ['What it holds', holds],
    ...(answersShown
      ? []
      : ([['Answers', `${ExportsMessages.notAttributed} The masked file and the group report hold the answers.`]] as AboutLine[])),
    ['Cycles', input.cycles.map((cycle) => cycle.label).join('; ')],
    ['Respondents', String(new Set(input.keys.map((key) => key.participant_id)).size)],
    ['Group types chosen', groupTypes],
    ['Groups and hiring', 'Groups, department, job and hiring range are those each respondent had when they answered.'],
    ['Minimum group size', String(input.minimum)],
    ...(input.masked
      ? ([
          [
            'Masking',
            `Every cycle of the file was answered by at least ${input.minimum} respondents. The columns about people keep the workspace's classification first, then the others while every combination of the cycle and the columns holds at least ${input.minimum} respondents.`,
          ],
          ...people,
        ] as AboutLine[])
      : []),
    ...(input.masked && input.includeNamedTexts
      ? ([
          ['Open answers', 'Named open answers are included; names, e-mails, phones and payroll ids in them are replaced by placeholders.'],
        ] as AboutLine[])
      : []),
    ...(hasAnonymous
      ? ([
          [
            'Anonymous answers',
            `On their own sheet, shuffled, with no respondent. A question's answers are shown only when each chosen cycle holds none or at least ${input.openAnswersMinimum} of them; names, e-mails, phones and payroll ids in them are replaced by placeholders.`,
          ],
        ] as AboutLine[])
      : []),
  ];
};

/**
 * The anonymous texts: question and answer only, shuffled, scrubbed; a question whose texts a chosen cycle holds
 * too few of is held back (a handful of texts is easy to attribute, and two files must not differ by them).
 */
const writeAnonymous = async (book: XlsxBook, input: RawDataInput, questions: readonly Question[], released: ReadonlySet<string>) => {
  const sheet = book.sheet('Anonymous answers', [
    { header: 'Question', width: 50 },
    { header: 'Answer', width: 80 },
  ]);
  const byQuestion = new Map(questions.map((question) => [question.id, [] as string[]]));
  for (const answer of input.anonymousTexts) byQuestion.get(answer.question_id)?.push(answer.text);
  for (const question of questions) {
    const answers = byQuestion.get(question.id) ?? [];
    const header = bodyOf(question.body);
    if (answers.length === 0) continue;
    if (!released.has(question.id)) {
      await sheet.row([header, `Fewer than ${input.openAnswersMinimum} answers in a chosen cycle: not shown`]);
      continue;
    }
    for (const said of shuffled(answers)) await sheet.row([header, input.scrub(said)]);
  }
  sheet.done();
};
