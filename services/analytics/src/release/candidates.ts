import type { Cell, Population } from './atoms.ts';

/**
 * The populations the release rule tries to admit, coarsest first (ADR 0128): everyone, each cycle, each group of
 * the workspace's classification, the hiring ranges, the other groups, then their intersections; each of them also
 * within each cycle. Within a level the larger populations come first, so where a level cannot be admitted whole the
 * smallest of its populations gives way (a small group's complement), as the leaders' "next-smallest group" rule does.
 */

export type Dimensions = {
  cycles: number;
  /** group indexes of the workspace's classification (default groups) */
  classification: readonly number[];
  /** every other group index */
  others: readonly number[];
  /** the hiring ranges, each as the tenure buckets it is the union of */
  ranges: readonly (readonly number[])[];
};

const sizeOf = (cells: readonly Cell[], population: Population) =>
  cells.reduce((total, cell) => total + (population(cell) ? cell.answered : 0), 0);

const inGroup =
  (group: number): Population =>
  (cell) =>
    cell.groups.includes(group);
const inRange =
  (buckets: readonly number[]): Population =>
  (cell) =>
    buckets.includes(cell.bucket);
const both =
  (one: Population, other: Population): Population =>
  (cell) =>
    one(cell) && other(cell);

export const candidatesOf = (cells: readonly Cell[], dimensions: Dimensions): Population[] => {
  const cycles = Array.from(
    { length: dimensions.cycles },
    (_, cycle): Population =>
      (cell) =>
        cell.cycle === cycle,
  );
  const groupsOf = (groups: readonly number[]) => groups.map(inGroup);
  const ranges = dimensions.ranges.map(inRange);
  const classification = groupsOf(dimensions.classification);
  const others = groupsOf(dimensions.others);
  const pairs = (ones: readonly Population[], others: readonly Population[]) =>
    ones.flatMap((one) => others.map((other) => both(one, other)));
  // the hiring ranges before the other groups: a hiring filter crosses every group's row of a chart, so where both
  // cannot stand it is the other group that gives way, not the filter on every department (docs/benchmarks.md)
  const levels: Population[][] = [
    classification,
    ranges,
    others,
    pairs(classification, ranges),
    pairs(classification, others),
    others.flatMap((one, index) => others.slice(index + 1).map((other) => both(one, other))),
    pairs(others, ranges),
  ];
  const bySize = (populations: readonly Population[]) =>
    populations
      .map((population) => ({ population, size: sizeOf(cells, population) }))
      .filter(({ size }) => size > 0)
      .sort((a, b) => b.size - a.size)
      .map(({ population }) => population);
  return [() => true, ...bySize(cycles), ...levels.flatMap((level) => [...bySize(level), ...bySize(pairs(level, cycles))])];
};
