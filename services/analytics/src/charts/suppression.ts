import type { AnalyticsFilters } from '@canopy/contracts/analytics/api';

/**
 * Which figures to hold back so that nobody's answers can be read from a chart (ADR 0042): every figure drawn
 * from fewer respondents than the workspace's minimum group size, and, beside a total that is shown, further
 * groups, next smallest first, until what the total minus the shown groups gives away is safe. With the total
 * itself below the minimum, everything is held back.
 *
 * Safe means: the held-back groups together number at least the minimum (or every group is held back), the
 * total minus the shown groups leaves nobody or at least the minimum (people in no group count in the total and
 * in no group), and no single shown group leaves out of the total between 1 and minimum - 1 people (the total
 * minus that group is exactly everyone outside it, whatever other groups they are in).
 *
 * People in several groups: the pooled count is the sum of the held-back groups' sizes, which counts a person in
 * two of them twice, so with overlapping groups (a department and a location) the pool can be smaller than the
 * sum. Differencing within one set of disjoint groups is still covered (the total minus the shown groups of that
 * set is then at most the held-back ones of it plus people outside the set, and the single-group check catches
 * a set of one big group); pools that are small only because they overlap are a residual risk the read model
 * cannot see without membership per chart, accepted and written down in ADR 0042.
 */
export const suppressedKeys = (
  cells: readonly { key: string; respondents: number }[],
  total: number | null,
  minimum: number,
): Set<string> => {
  if (total !== null && total < minimum) return new Set(cells.map((cell) => cell.key));
  const held = new Set(cells.filter((cell) => cell.respondents < minimum).map((cell) => cell.key));
  if (total === null) return held;
  const ordered = [...cells].sort((a, b) => a.respondents - b.respondents || a.key.localeCompare(b.key));
  for (;;) {
    const shown = ordered.filter((cell) => !held.has(cell.key));
    if (!shown.length) return held;
    const pooled = ordered.filter((cell) => held.has(cell.key)).reduce((sum, cell) => sum + cell.respondents, 0);
    const gap = total - shown.reduce((sum, cell) => sum + cell.respondents, 0);
    const single = shown.find((cell) => total - cell.respondents > 0 && total - cell.respondents < minimum);
    const unsafe = (held.size > 0 && pooled < minimum) || (gap > 0 && gap < minimum) || single !== undefined;
    if (!unsafe) return held;
    held.add((single ?? shown[0]!).key);
  }
};

/** whether the chart's filters narrow its respondents to some of those of its assessment, period and cycles */
export const narrows = (filters: Pick<AnalyticsFilters, 'groups_ids' | 'period_of_hiring_date'>) =>
  filters.groups_ids.length > 0 || filters.period_of_hiring_date !== null;

/** the same filters without the ones that narrow: the figures a chart without them would show */
export const unnarrowed = <F extends Pick<AnalyticsFilters, 'groups_ids' | 'period_of_hiring_date'>>(filters: F): F => ({
  ...filters,
  groups_ids: [],
  period_of_hiring_date: null,
});

/**
 * Whether a figure under a narrowing filter gives away the respondents the filter leaves out: the same figure
 * without the filter minus this one is theirs, so between 1 and minimum - 1 of them hold it back. `unfiltered`
 * undefined: no narrowing filter, nothing to compare.
 */
export const givesAwayLeftOut = (filtered: number, unfiltered: number | undefined, minimum: number) => {
  if (unfiltered === undefined) return false;
  const leftOut = unfiltered - filtered;
  return leftOut > 0 && leftOut < minimum;
};

type Cell = { key: string; respondents: number };

/**
 * The total and the groups of one chart (or heatmap column) to hold back. `baseline` is the same figures with the
 * narrowing filters left off, given only when the chart has any: then the total is held back when it gives away
 * the respondents the filter leaves out (and so is every group equal to it, which would show it), a group whose
 * figure differs from its unfiltered one by between 1 and minimum - 1 respondents likewise, and a group the
 * unfiltered chart holds back stays held back while its figure is the same there (a group filter that drops the
 * small groups must not bring back the next smallest one the unfiltered chart hid because of them).
 */
export const heldFigures = (input: {
  cells: readonly Cell[];
  total: number;
  baseline?: { cells: readonly Cell[]; total: number };
  minimum: number;
}) => {
  const { cells, total, baseline, minimum } = input;
  const held = suppressedKeys(cells, total, minimum);
  const totalHeld = total < minimum || givesAwayLeftOut(total, baseline?.total, minimum);
  if (!baseline) return { totalHeld, held };
  const unfiltered = new Map(baseline.cells.map((cell) => [cell.key, cell.respondents]));
  const heldUnfiltered = suppressedKeys(baseline.cells, baseline.total, minimum);
  for (const cell of cells) {
    const before = unfiltered.get(cell.key);
    if (
      (totalHeld && cell.respondents === total) ||
      givesAwayLeftOut(cell.respondents, before, minimum) ||
      (before === cell.respondents && heldUnfiltered.has(cell.key))
    ) {
      held.add(cell.key);
    }
  }
  return { totalHeld, held };
};
