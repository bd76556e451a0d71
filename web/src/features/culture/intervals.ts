// A figure's 95% interval on a card (ADR 0120): whiskers on bars and points, and the interval in the tooltip. The
// server sends ci_low, ci_high and n with every figure; a figure without them (one answer, a story saved before
// intervals) draws no whisker rather than a zero-width one that would read as certainty.

type WithInterval = { ci_low?: number | null; ci_high?: number | null; n?: number | null };

/** plotly's asymmetric error bars for these figures: the distance from each value to its interval's ends */
export const whiskersOf = (values: readonly (number | null)[], figures: readonly WithInterval[]) => ({
  type: 'data',
  symmetric: false,
  visible: true,
  array: figures.map((figure, index) => (figure.ci_high == null || values[index] == null ? 0 : figure.ci_high - values[index]!)),
  arrayminus: figures.map((figure, index) => (figure.ci_low == null || values[index] == null ? 0 : values[index]! - figure.ci_low)),
  color: '#495057',
  thickness: 1.5,
  width: 4,
});

/** the tooltip's line: '95% interval 3.12-3.84 (n = 14)', or that there is none */
export const intervalText = (figure: WithInterval) =>
  figure.ci_low == null || figure.ci_high == null
    ? 'no interval (too few answers)'
    : `95% interval ${figure.ci_low}–${figure.ci_high} (n = ${figure.n})`;
