import type { Alert } from '@canopy/contracts/analytics/alerts';

// Where an alert comes from (ADR 0133): the Group averages chart of its assessment on the Culture page, in the Cycles
// view, narrowed to its question (the default block's chart ids are the server's: `default-<assessment>` and
// `<assessment>-type1`).

export const alertChartPath = (alert: Pick<Alert, 'assessment_id' | 'question_id'>) => {
  const params = new URLSearchParams({
    block: `default-${alert.assessment_id}`,
    chart: `${alert.assessment_id}-type1`,
    view: 'cycles',
    question: alert.question_id,
  });
  return `/analytics/culture?${params.toString()}`;
};

/** '+27 points' or '−18 points' on a 0-100 scale of the question */
export const moveText = (move: number) => `${move > 0 ? '+' : move < 0 ? '−' : ''}${Math.abs(move)} points`;

/** 'p below 0.05 after correction, 20 or more people in both cycles, a move of 8 points or more' */
export const thresholdsText = (thresholds: { alpha: number; minimum_respondents: number; minimum_move: number }) =>
  `p below ${thresholds.alpha} after correction, ${thresholds.minimum_respondents} or more people in both cycles, a move of ${thresholds.minimum_move} points or more`;
