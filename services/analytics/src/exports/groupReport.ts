import { isScored } from '@canopy/contracts/survey/scoring';
import { bodyOf } from '@canopy/contracts/survey/texts';
import type { Assessment } from '@canopy/contracts/survey/api';
import type { XlsxBook, XlsxCell } from '@canopy/platform/download/xlsx';
import type { AggregateRow } from '@canopy/projections/analytics/answers/read';
import { averageOf, netScoreOf, scoredOf } from '../charts/figures.ts';
import { type AboutLine, writeAbout } from './about.ts';
import { groupTypeLabel } from './peopleColumns.ts';

// The group report (ADR 0068): per question and per group of the chosen group types, the respondents, the average,
// the distribution (five or ten points), the passes and, for ten-point questions, the net score; a sheet per
// assessment. The figures come through the anonymity rule every chart uses (anonymity/confidentialAnswers.ts, ADR
// 0056): answers of a cell of the filter lattice smaller than the workspace's minimum are in no figure, and a figure
// of fewer respondents than the minimum is held back as the charts hold it, so the file shows nothing the charts
// would not.

export const ALL_RESPONDENTS = 'All respondents';

export type ReportGroup = { id: string; name: string; origin_source: string };

export type AssessmentFigures = {
  assessment: Assessment;
  /** one row per question, every respondent (group_id null) */
  totals: readonly AggregateRow[];
  /** one row per question and group the respondents were in */
  groups: readonly AggregateRow[];
};

/** as the charts hold a figure back: drawn from fewer respondents than the minimum */
const held = (row: AggregateRow, minimum: number) => row.respondents < minimum;

const heldText = (minimum: number) => `Fewer than ${minimum} respondents`;

/** what the report's About sheet says: the package and cycle, the group types, the minimum and what it held back */
export type ReportAbout = { workspaceName: string; packageName: string; cycleLabel: string; groupTypes: readonly string[] | 'all' };

const aboutLines = (about: ReportAbout, minimum: number): AboutLine[] => [
  ['File', `Group report of ${about.packageName} (${about.workspaceName})`],
  [
    'What it holds',
    'A sheet per assessment: for each scale question, every respondent and each group of the chosen types, with the respondents, the average, the distribution, the passes and, for ten-point questions, the net score. Reversed questions are scored (higher is better), as on the charts.',
  ],
  ['Cycle', about.cycleLabel],
  ['Group types chosen', about.groupTypes === 'all' ? 'All group types' : about.groupTypes.map(groupTypeLabel).join(', ') || 'None'],
  ['Groups', 'Each respondent counts in the groups they were in when they answered.'],
  ['Minimum group size', String(minimum)],
  [
    'Held back',
    `A figure drawn from fewer than ${minimum} respondents reads 'Fewer than ${minimum} respondents', and answers the charts hold back for confidentiality are held back here too, so the report shows only what the Culture page shows.`,
  ],
];

/** the report's sheets: About, then one per assessment with scored questions */
export const writeGroupReport = async (
  book: XlsxBook,
  input: { assessments: readonly AssessmentFigures[]; shownGroups: readonly ReportGroup[]; minimum: number; about: ReportAbout },
) => {
  await writeAbout(book, aboutLines(input.about, input.minimum));
  const shown = new Map(input.shownGroups.map((group) => [group.id, group]));
  for (const { assessment, totals, groups } of input.assessments) {
    const questions = assessment.questions.filter((question) => isScored(question.answer_type)).sort((a, b) => a.index - b.index);
    if (questions.length === 0) continue;
    const points = questions.some((question) => question.answer_type === 'one_to_ten') ? 10 : 5;
    const sheet = book.sheet(bodyOf(assessment.name) || 'Assessment', [
      { header: 'Question', width: 50 },
      { header: 'Answer type', width: 12 },
      { header: 'Group', width: 28 },
      { header: 'Group type', width: 18 },
      { header: 'Respondents', width: 14 },
      { header: 'Average', width: 10 },
      ...Array.from({ length: points }, (_, index) => ({ header: String(index + 1), width: 7 })),
      { header: 'Passes', width: 8 },
      { header: 'Net score', width: 10 },
    ]);
    for (const question of questions) {
      const total = totals.find((row) => row.question_id === question.id);
      const rows = groups.filter((row) => row.question_id === question.id);
      const ten = question.answer_type === 'one_to_ten';
      const figures = (row: AggregateRow | undefined, suppressed: boolean): XlsxCell[] => {
        if (!row || suppressed) return [heldText(input.minimum), null, ...Array(points).fill(null), null, null];
        const counts = row.counts.slice(0, ten ? 10 : 5);
        return [
          row.respondents,
          averageOf(counts),
          ...Array.from({ length: points }, (_, index) => (index < counts.length ? (counts[index] ?? 0) : null)),
          row.passes,
          ten && scoredOf(counts) > 0 ? netScoreOf(counts, 'ten').value : null,
        ];
      };
      const body = bodyOf(question.body);
      const type = ten ? '1-10' : question.answer_type === 'one_to_five_reversed' ? '1-5 reversed (scored)' : '1-5';
      await sheet.row([body, type, ALL_RESPONDENTS, '', ...figures(total, !total || held(total, input.minimum))]);
      // every chosen group: one with no figure (its answers all in cells under the minimum) is held back as well
      const byGroup = new Map(rows.map((row) => [row.group_id ?? '', row]));
      for (const group of [...shown.values()].sort((a, b) => a.name.localeCompare(b.name))) {
        const row = byGroup.get(group.id);
        await sheet.row([body, type, group.name, groupTypeLabel(group.origin_source), ...figures(row, !row || held(row, input.minimum))]);
      }
    }
    sheet.done();
  }
};
