import { describe, expect, it } from 'vitest';
import { admit, type Cell, type Population, verdict } from './atoms.ts';
import { candidatesOf, type Dimensions } from './candidates.ts';

// The admission and the verdicts over cell lists (ADR 0150) against the predicate form they replace, written out here
// as it stood (ADR 0128): on random questions, the same candidates in the same order, the same admitted, the same
// atoms numbered alike, and the same verdict for every population a chart can ask.

// ---- the predicate form, as it stood ----
type Sides = Map<number, { in: Map<number, number>; out: Map<number, number>; mixed: boolean; first?: boolean }>;
const peopleFloor = (perCycle: Map<number, number>) => Math.max(0, ...perCycle.values());
const add = (map: Map<number, number>, key: number, amount: number) => map.set(key, (map.get(key) ?? 0) + amount);
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
const referenceCandidates = (cells: readonly Cell[], dimensions: Dimensions): Population[] => {
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
const referenceAdmit = (cells: readonly Cell[], candidates: readonly Population[], minimum: number) => {
  const atomOf = new Int32Array(cells.length);
  let count = 1;
  const admitted: boolean[] = [];
  for (const candidate of candidates) {
    const inside = cells.map(candidate);
    const sides: Sides = new Map();
    cells.forEach((cell, index) => {
      const atom = atomOf[index]!;
      let side = sides.get(atom);
      if (!side) {
        side = { in: new Map(), out: new Map(), mixed: false, first: inside[index] };
        sides.set(atom, side);
      } else if (side.first !== inside[index]) side.mixed = true;
      if (cell.answered + cell.passes > 0) add(inside[index] ? side.in : side.out, cell.cycle, cell.answered);
    });
    let fits = true;
    for (const side of sides.values()) {
      const [within, without] = [peopleFloor(side.in), peopleFloor(side.out)];
      const [answeredIn, answeredOut] = [side.in.size > 0, side.out.size > 0];
      if (answeredIn && answeredOut && (within < minimum || without < minimum)) fits = false;
      if (answeredIn && !answeredOut && within < minimum) fits = false;
      if (!fits) break;
    }
    admitted.push(fits);
    if (!fits) continue;
    const renamed = new Map<number, number>();
    cells.forEach((_, index) => {
      const atom = atomOf[index]!;
      if (!inside[index] || !sides.get(atom)?.mixed) return;
      let next = renamed.get(atom);
      if (next === undefined) {
        next = count++;
        renamed.set(atom, next);
      }
      atomOf[index] = next;
    });
  }
  return { atomOf, count, admitted };
};
const referenceVerdict = (cells: readonly Cell[], atomOf: Int32Array, count: number, population: Population, minimum: number) => {
  const state = new Int8Array(count);
  const perCycle = new Map<number, number>();
  let mixed = false;
  cells.forEach((cell, index) => {
    if (cell.answered + cell.passes === 0) return;
    const inside = population(cell);
    const atom = atomOf[index]!;
    const seen = state[atom]!;
    const now = inside ? 1 : 2;
    if (seen === 0) state[atom] = now;
    else if (seen !== now) {
      state[atom] = 3;
      mixed = true;
    }
    if (inside) add(perCycle, cell.cycle, cell.answered);
  });
  const size = peopleFloor(perCycle);
  if (size > 0 && size < minimum) return { released: false, reason: 'small' };
  return mixed ? { released: false, reason: 'apart' } : { released: true };
};

// ---- random questions ----
const random = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const questionOf = (seed: number) => {
  const next = random(seed);
  const pick = (n: number) => Math.floor(next() * n);
  const dimensions: Dimensions = {
    cycles: 1 + pick(4),
    classification: [0, 1, 2, 3].slice(0, 1 + pick(4)),
    others: [4, 5, 6].slice(0, pick(4)),
    ranges: [[0], [1, 2], [3], [0, 1, 2, 3]].slice(0, pick(5)),
  };
  const cells: Cell[] = [];
  const seen = new Set<string>();
  for (let n = 0; n < 10 + pick(60); n++) {
    const groups = [
      ...new Set([dimensions.classification[pick(dimensions.classification.length)]!, ...(next() < 0.5 ? [4 + pick(3)] : [])]),
    ];
    const cell = { cycle: pick(dimensions.cycles), groups, bucket: pick(4), answered: next() < 0.1 ? 0 : pick(12), passes: pick(3) };
    const key = `${cell.cycle}|${groups}|${cell.bucket}`;
    if (seen.has(key)) continue;
    seen.add(key);
    cells.push(cell);
  }
  return { cells, dimensions, minimum: 3 + pick(5) };
};

describe('the admission over cell lists', () => {
  it('admits, numbers atoms and gives verdicts exactly as the predicate form, on 200 random questions', () => {
    let admittedSome = 0;
    let refusedSome = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const { cells, dimensions, minimum } = questionOf(seed);
      const predicates = referenceCandidates(cells, dimensions);
      const lists = candidatesOf(cells, dimensions);
      // the same candidates, in the same order
      expect(lists.map((members) => [...members])).toEqual(
        predicates.map((population) => cells.flatMap((cell, index) => (population(cell) ? [index] : []))),
      );
      const expected = referenceAdmit(cells, predicates, minimum);
      const { atoms, admitted } = admit(cells, lists, minimum);
      expect(admitted).toEqual(expected.admitted);
      expect([...atoms.atomOf]).toEqual([...expected.atomOf]);
      expect(atoms.count).toBe(expected.count);
      admittedSome += admitted.filter(Boolean).length;
      refusedSome += admitted.filter((fits) => !fits).length;
      // every group, cycle, range and their crossings as a chart asks them
      const asked: Population[] = [() => true];
      for (let group = 0; group < 7; group++) asked.push(inGroup(group));
      for (let cycle = 0; cycle < dimensions.cycles; cycle++) {
        asked.push((cell) => cell.cycle === cycle);
        for (let group = 0; group < 7; group++) asked.push((cell) => cell.cycle === cycle && cell.groups.includes(group));
      }
      for (const buckets of dimensions.ranges) for (let group = 0; group < 7; group++) asked.push(both(inRange(buckets), inGroup(group)));
      expect(asked.map((population) => verdict(cells, atoms, population, minimum))).toEqual(
        asked.map((population) => referenceVerdict(cells, expected.atomOf, expected.count, population, minimum)),
      );
    }
    // the random questions exercise both outcomes
    expect(admittedSome).toBeGreaterThan(200);
    expect(refusedSome).toBeGreaterThan(200);
  }, 60_000);
});
