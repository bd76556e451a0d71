import type { FocusAreaAnswer } from '@canopy/contracts/actions/api';

/** 'Baseline 3.42 (95% interval 3.10 to 3.74), 55% favourable, n = 24': the figure a focus area was made from */
export const baselineText = (baseline: FocusAreaAnswer['baseline']) => {
  const interval =
    typeof baseline.ci_low === 'number' && typeof baseline.ci_high === 'number'
      ? ` (95% interval ${baseline.ci_low.toFixed(2)} to ${baseline.ci_high.toFixed(2)})`
      : '';
  const favourable = typeof baseline.favourable === 'number' ? `, ${Math.round(baseline.favourable)}% favourable` : '';
  return `Baseline ${baseline.value.toFixed(2)}${interval}${favourable}, n = ${baseline.respondents}`;
};
