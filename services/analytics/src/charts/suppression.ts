/**
 * Which figures to hold back so that nobody's answers can be read from a chart: every figure drawn from fewer
 * respondents than the workspace's minimum group size, and, when exactly one figure is held back beside a
 * total that is shown, the next smallest one too (else the total minus the shown figures gives it away).
 * With the total itself below the minimum, everything is held back.
 */
export const suppressedKeys = (
  cells: readonly { key: string; respondents: number }[],
  total: number | null,
  minimum: number,
): Set<string> => {
  if (total !== null && total < minimum) return new Set(cells.map((cell) => cell.key));
  const held = new Set(cells.filter((cell) => cell.respondents < minimum).map((cell) => cell.key));
  if (held.size === 1 && total !== null) {
    const next = cells.filter((cell) => !held.has(cell.key)).sort((a, b) => a.respondents - b.respondents || a.key.localeCompare(b.key))[0];
    if (next) held.add(next.key);
  }
  return held;
};
