/** 1-based ranks in the input's order, tied values sharing the average of the ranks they span */
export const averageRanks = (values: readonly number[]): number[] => {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const ranks = new Array<number>(values.length);
  for (let start = 0; start < order.length; ) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]!.value === order[start]!.value) end += 1;
    const rank = (start + end) / 2 + 1;
    for (let at = start; at <= end; at += 1) ranks[order[at]!.index] = rank;
    start = end + 1;
  }
  return ranks;
};

/** Pearson's correlation; null when either side does not vary (or fewer than two pairs) */
export const pearson = (xs: readonly number[], ys: readonly number[]): number | null => {
  const n = xs.length;
  if (n < 2 || ys.length !== n) return null;
  const meanX = xs.reduce((sum, x) => sum + x, 0) / n;
  const meanY = ys.reduce((sum, y) => sum + y, 0) / n;
  let [sxy, sxx, syy] = [0, 0, 0];
  for (let index = 0; index < n; index += 1) {
    const [dx, dy] = [xs[index]! - meanX, ys[index]! - meanY];
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxx === 0 || syy === 0 ? null : sxy / Math.sqrt(sxx * syy);
};

/**
 * Spearman's rank correlation: Pearson's correlation of the average ranks, which stays exact with ties (the
 * 1 - 6Σd²/(n(n²-1)) shortcut does not). Null when either side is constant: nothing to rank against.
 */
export const spearman = (xs: readonly number[], ys: readonly number[]): number | null => pearson(averageRanks(xs), averageRanks(ys));
