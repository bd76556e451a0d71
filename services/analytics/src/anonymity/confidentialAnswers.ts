import type { AggregateQuery, AggregateRow, AnswersReader } from '@canopy/projections/analytics/answers/read';
import type { RespondentQuery, RespondentsReader, RespondentValueRow } from '@canopy/projections/analytics/answers/readRespondents';

/**
 * The anonymity rule every figure of answers goes through: charts, passes, drivers, participant details, and the
 * exports, AI analysis and admin reports that reuse them (docs/decisions/0056-anonymity-over-cells-of-the-filter-lattice.md).
 *
 * The guarantee: every figure is computed over a union of whole cells of the filter lattice: for one assessment and
 * question, the respondents' set of groups (at the answer) x tenure bucket (the hiring ranges are unions of them) x
 * cycle (a period keeps whole cycles). A cell enters a figure only if at least `minimum` respondents answered it (a
 * pass is no answer); the answers of a smaller cell are left out of every figure, whatever the filters. Every released
 * number (counts by value, sums, averages times n, respondents) is then a sum over released cells, so any combination
 * of any set of requests is a combination of released cells' totals, each over at least `minimum` people: no sequence
 * of requests separates one person's answer from those of the others in their cell.
 */
export type ConfidentialAnswers = {
  /** the workspace's minimum group size the rule applies */
  minimum: number;
  aggregate(query: Omit<AggregateQuery, 'minimum'>): Promise<readonly AggregateRow[]>;
  /** respondents the filters keep whose answers (some or all) are in cells under the minimum: said on the page */
  heldBack(query: Omit<AggregateQuery, 'minimum' | 'byGroup' | 'byCycle' | 'byQuestion'>): Promise<number>;
  /** each respondent's mean score per question, released cells only (driver analysis) */
  respondentValues(query: Omit<RespondentQuery, 'minimum'>): Promise<readonly RespondentValueRow[]>;
};

export const confidentialAnswers = (
  readers: { answers: AnswersReader; respondents: RespondentsReader },
  minimum: number,
): ConfidentialAnswers => ({
  minimum,
  aggregate: (query) => readers.answers.aggregate({ ...query, minimum }),
  heldBack: (query) => readers.answers.heldBack({ ...query, minimum }),
  respondentValues: (query) => readers.respondents.values({ ...query, minimum }),
});
