import jStat from 'jstat';

// The t and normal distributions come from jstat, never from a formula of our own: a quantile written by hand is a
// place for a wrong third decimal that no reader of a chart would catch.

/** the standard normal distribution function */
export const normalCdf = (z: number) => jStat.normal.cdf(z, 0, 1);

/** the standard normal quantile */
export const normalQuantile = (p: number) => jStat.normal.inv(p, 0, 1);

/** Student's t distribution function with df degrees of freedom (df need not be whole: Welch's is not) */
export const tCdf = (t: number, df: number) => jStat.studentt.cdf(t, df);

/** Student's t quantile */
export const tQuantile = (p: number, df: number) => jStat.studentt.inv(p, df);

/** the two-sided p value of a normal statistic */
export const twoSidedNormal = (z: number) => 2 * (1 - normalCdf(Math.abs(z)));

/** the two-sided p value of a t statistic */
export const twoSidedT = (t: number, df: number) => 2 * (1 - tCdf(Math.abs(t), df));

/** the level of every interval and test of the charts */
export const ALPHA = 0.05;

/** the normal quantile of a two-sided 95% interval, 1.959964 */
export const Z95 = normalQuantile(1 - ALPHA / 2);
