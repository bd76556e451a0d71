// The statistics' door: what other contexts and the specs use (ADR 0120, 0121).
export { meanInterval, netScoreInterval, wilsonInterval } from './intervals.ts';
export { favourableOf, type ValueCounts, valueCountsOf } from './sample.ts';
export { ALPHA } from './distributions.ts';
export { benjaminiHochberg, mannWhitney, minimumDetectableDifference, netScoreDifference, twoProportionTest, welchTest } from './tests.ts';
