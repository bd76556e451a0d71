import type { ChangeRow } from '@canopy/contracts/analytics/api';

// How a change since the cycle before reads on a card (ADR 0122): the difference with its interval, and a mark that
// says only what the test allows: 'no detectable change' with the smallest move these people could have shown.

const signed = (value: number) => `${value > 0 ? '+' : ''}${value}`;

export const MARK_LABEL: Record<ChangeRow['mark'], string> = {
  improved: 'Improved',
  declined: 'Declined',
  no_change: 'No detectable change',
};

export const MARK_COLOUR: Record<ChangeRow['mark'], string> = { improved: 'green', declined: 'red', no_change: 'gray' };

/** '+0.4 (95% interval -0.1 to +0.9)' */
export const differenceText = (change: Pick<ChangeRow, 'difference' | 'ci_low' | 'ci_high'>) =>
  `${signed(change.difference)} (95% interval ${signed(change.ci_low)} to ${signed(change.ci_high)})`;

/** where nothing is detected: 'no change larger than 0.74 could be seen with 8 people' */
export const detectableText = (change: Pick<ChangeRow, 'mark' | 'minimum_detectable' | 'n_before' | 'n_after'>) =>
  change.mark !== 'no_change' || change.minimum_detectable === null
    ? null
    : `No change larger than ${change.minimum_detectable} could be seen with ${Math.min(change.n_before, change.n_after)} people`;
