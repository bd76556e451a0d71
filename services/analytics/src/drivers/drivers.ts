import type { AnswerScale } from '@canopy/contracts/analytics/api';
import type { Driver, DriverOutcome, DriverPriority } from '@canopy/contracts/analytics/drivers';
import { spearman } from './spearman.ts';

export type DriverQuestion = { id: string; body: string; index: number; scale: AnswerScale };
/** a respondent's score on a question (their mean over the answers the filters keep) */
export type RespondentValue = { participant_id: string; question_id: string; value: number };
/** a question's average as the group averages count it, with its respondents */
export type QuestionAverage = { average: number | null; respondents: number };

/** a score on 0-1, so five- and ten-point answers weigh the same in the engagement index and the priority reading */
export const normalised = (value: number, scale: AnswerScale) => (value - 1) / (scale === 'ten' ? 9 : 4);

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Each driver question's Spearman correlation with the outcome across respondents (ADR 0043). The outcome of a
 * respondent is, for the engagement index, their mean 0-1 score over the assessment's other scored questions
 * (the question itself left out, so it is not correlated with a part of itself), and for the eNPS their answer
 * to the eNPS question. A respondent counts for a question when they have both. Fewer than `minimum` of them, or
 * a question whose average is drawn from fewer: held back. The values and averages come through the anonymity
 * rule (ADR 0056): only answers of released cells of the filter lattice.
 */
export const driverTable = (input: {
  questions: readonly DriverQuestion[];
  values: readonly RespondentValue[];
  averages: ReadonlyMap<string, QuestionAverage>;
  outcome: DriverOutcome;
  /** the eNPS question, for that outcome (of this assessment or another: its values come with `values`) */
  outcomeQuestionId: string | null;
  minimum: number;
}): { respondents: number; drivers: Driver[] } => {
  const { questions, outcome, outcomeQuestionId, minimum } = input;
  const scaleOf = new Map(questions.map((question) => [question.id, question.scale]));
  const byRespondent = new Map<string, Map<string, number>>();
  for (const row of input.values) {
    if (!scaleOf.has(row.question_id) && row.question_id !== outcomeQuestionId) continue;
    const answers = byRespondent.get(row.participant_id) ?? new Map<string, number>();
    answers.set(row.question_id, row.value);
    byRespondent.set(row.participant_id, answers);
  }
  const outcomeOf = (answers: ReadonlyMap<string, number>, questionId: string): number | null => {
    if (outcome === 'enps') return outcomeQuestionId === null ? null : (answers.get(outcomeQuestionId) ?? null);
    const others = [...answers].filter(([id]) => id !== questionId).map(([id, value]) => normalised(value, scaleOf.get(id)!));
    return others.length ? others.reduce((sum, value) => sum + value, 0) / others.length : null;
  };
  const respondents = [...byRespondent.values()].filter((answers) =>
    outcome === 'enps' ? outcomeQuestionId !== null && answers.has(outcomeQuestionId) : answers.size > 0,
  ).length;

  const rows = questions
    .filter((question) => question.id !== outcomeQuestionId || outcome !== 'enps')
    .map((question) => {
      const pairs: [number, number][] = [];
      for (const answers of byRespondent.values()) {
        const x = answers.get(question.id);
        const y = outcomeOf(answers, question.id);
        if (x !== undefined && y !== null) pairs.push([x, y]);
      }
      const average = input.averages.get(question.id);
      const suppressed = respondents < minimum || pairs.length < minimum || !average || average.respondents < minimum;
      const correlation = suppressed
        ? null
        : spearman(
            pairs.map(([x]) => x),
            pairs.map(([, y]) => y),
          );
      return {
        question,
        driver: {
          question_id: question.id,
          question_body: question.body,
          question_index: question.index,
          scale: question.scale,
          average: suppressed ? null : (average?.average ?? null),
          correlation: correlation === null ? null : Math.round(correlation * 1000) / 1000,
          n: suppressed ? null : pairs.length,
          priority: null as DriverPriority | null,
          suppressed,
        },
      };
    });

  // the 2x2 reading among the drivers shown with both figures: split at the medians of impact and score
  const rated = rows.filter((row) => row.driver.correlation !== null && row.driver.average !== null);
  if (rated.length) {
    const impactMedian = median(rated.map((row) => row.driver.correlation!));
    const scoreMedian = median(rated.map((row) => normalised(row.driver.average!, row.question.scale)));
    for (const { driver, question } of rated) {
      const highImpact = driver.correlation! >= impactMedian;
      const lowScore = normalised(driver.average!, question.scale) < scoreMedian;
      driver.priority = highImpact ? (lowScore ? 'act_first' : 'keep_strong') : lowScore ? 'monitor' : 'maintain';
    }
  }
  const drivers = rows.map((row) => row.driver);
  drivers.sort(
    (a, b) =>
      Number(a.correlation === null) - Number(b.correlation === null) ||
      (b.correlation ?? 0) - (a.correlation ?? 0) ||
      a.question_index - b.question_index,
  );
  return { respondents, drivers };
};
