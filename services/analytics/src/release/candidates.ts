import type { Cell, Members } from './atoms.ts';

/**
 * The populations the release rule tries to admit, coarsest first (ADR 0128): everyone, each cycle, each group of
 * the workspace's classification, the hiring ranges, the other groups, then their intersections; each of them also
 * within each cycle. Within a level the larger populations come first, so where a level cannot be admitted whole the
 * smallest of its populations gives way (a small group's complement), as the leaders' "next-smallest group" rule does.
 *
 * Each candidate is the list of the cells it holds (ascending indexes), built from per-group, per-cycle and per-range
 * lists by merging, not by testing every cell against every candidate: a question of 50 cycles x 20 groups x the
 * tenure buckets has about 5,000 cells and 8,000 candidates, and the predicate form spent 40 million tests on them
 * per question (ADR 0150).
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

/** the cells both ascending lists hold */
const intersect = (one: Members, other: Members): Members => {
  const out: number[] = [];
  let [i, j] = [0, 0];
  while (i < one.length && j < other.length) {
    const [a, b] = [one[i]!, other[j]!];
    if (a === b) {
      out.push(a);
      i++;
      j++;
    } else if (a < b) i++;
    else j++;
  }
  return Int32Array.from(out);
};

export const candidatesOf = (cells: readonly Cell[], dimensions: Dimensions): Members[] => laidOut(cells, dimensions).candidates;

/**
 * The candidates as `candidatesOf` orders them, with where the department x range rows over every cycle stand: their
 * indexes and departments, and the index of the first candidate after them (ADR 0154 tries those the atoms refuse
 * beside the atoms there, before the same rows within each cycle).
 */
export const laidOut = (cells: readonly Cell[], dimensions: Dimensions) => {
  const listOf = (test: (cell: Cell) => boolean) => {
    const out: number[] = [];
    cells.forEach((cell, index) => {
      if (test(cell)) out.push(index);
    });
    return Int32Array.from(out);
  };
  const byGroup = new Map<number, number[]>();
  cells.forEach((cell, index) => {
    for (const group of new Set(cell.groups)) {
      const list = byGroup.get(group) ?? [];
      list.push(index);
      byGroup.set(group, list);
    }
  });
  const groupsOf = (groups: readonly number[]) => groups.map((group) => Int32Array.from(byGroup.get(group) ?? []));
  const everyone = Int32Array.from(cells.keys());
  const cycles = Array.from({ length: dimensions.cycles }, (_, cycle) => listOf((cell) => cell.cycle === cycle));
  const ranges = dimensions.ranges.map((buckets) => listOf((cell) => buckets.includes(cell.bucket)));
  const classification = groupsOf(dimensions.classification);
  const others = groupsOf(dimensions.others);
  const pairs = (ones: readonly Members[], others: readonly Members[]) =>
    ones.flatMap((one) => others.map((other) => intersect(one, other)));
  /** each population within each cycle, in the order population by population, cycle by cycle */
  const perCycle = (populations: readonly Members[]) =>
    populations.flatMap((members) => {
      const split = Array.from({ length: dimensions.cycles }, () => [] as number[]);
      for (const index of members) split[cells[index]!.cycle]?.push(index);
      return split.map((list) => Int32Array.from(list));
    });
  // the hiring ranges before the other groups: a hiring filter crosses every group's row of a chart, so where both
  // cannot stand it is the other group that gives way, not the filter on every department (docs/benchmarks.md)
  const departmentRanges = pairs(classification, ranges);
  const levels: Members[][] = [
    classification,
    ranges,
    others,
    departmentRanges,
    pairs(classification, others),
    others.flatMap((one, index) => others.slice(index + 1).map((other) => intersect(one, other))),
    pairs(others, ranges),
  ];
  const sizeOf = (members: Members) => {
    let total = 0;
    for (const index of members) total += cells[index]!.answered;
    return total;
  };
  // a stable sort: equal sizes keep the order above
  const bySize = (populations: readonly Members[]) =>
    populations
      .map((members) => ({ members, size: sizeOf(members) }))
      .filter(({ size }) => size > 0)
      .sort((a, b) => b.size - a.size)
      .map(({ members }) => members);
  const candidates: Members[] = [everyone, ...bySize(cycles)];
  let rangeRows: { index: number; group: number }[] = [];
  let after = 0;
  for (const level of levels) {
    const whole = bySize(level);
    if (level === departmentRanges) {
      const groupOf = new Map(departmentRanges.map((members, at) => [members, dimensions.classification[Math.floor(at / ranges.length)]!]));
      rangeRows = whole.map((members, at) => ({ index: candidates.length + at, group: groupOf.get(members)! }));
      after = candidates.length + whole.length;
    }
    candidates.push(...whole, ...bySize(perCycle(level)));
  }
  return { candidates, rangeRows, after };
};
