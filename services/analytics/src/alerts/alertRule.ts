import type { AnswerScale, ChangeRow } from '@canopy/contracts/analytics/api';
import { scaleBounds } from '../statistics/sample.ts';

// The rule that makes a change an alert (issue 41's thresholds, as Glint states them): significant after the
// chart's correction, enough people in both cycles, and a move large enough to matter on a 0-100 scale of the
// question. The thresholds are the workspace's; these are the defaults.

export type AlertThresholds = { alpha: number; minimumRespondents: number; minimumMove: number };

export const DEFAULT_ALERT_THRESHOLDS: AlertThresholds = { alpha: 0.05, minimumRespondents: 20, minimumMove: 8 };

/** a difference on the figure's scale as points of a 0-100 scale (share of the scale's width) */
export const moveOnHundred = (difference: number, scale: AnswerScale) => {
  const [low, high] = scaleBounds(scale);
  return (difference / (high - low)) * 100;
};

/** the changes that are alerts, largest move first */
export const alertsOf = (changes: readonly ChangeRow[], scale: AnswerScale, thresholds: AlertThresholds = DEFAULT_ALERT_THRESHOLDS) =>
  changes
    .filter(
      (change) =>
        change.p_adjusted < thresholds.alpha &&
        change.n_before >= thresholds.minimumRespondents &&
        change.n_after >= thresholds.minimumRespondents &&
        Math.abs(moveOnHundred(change.difference, scale)) >= thresholds.minimumMove,
    )
    .map((change) => ({ ...change, move: Math.round(moveOnHundred(change.difference, scale) * 10) / 10 }))
    .sort((a, b) => Math.abs(b.move) - Math.abs(a.move));
