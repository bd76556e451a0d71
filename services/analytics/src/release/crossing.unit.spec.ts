import { describe, expect, it } from 'vitest';
import { admit, type Cell, membersOf, type Population } from './atoms.ts';
import { admitCrossing } from './crossing.ts';

// The exact test for groups crossing the atoms (ADR 0141), by hand and against a brute force: every set of fewer
// than the minimum people made of cells, and whether some nonzero vector of the released span lives on it.

const MINIMUM = 5;
// departments 0 and 1 (the atoms), sites 2 and 3 (the crossing groups); one cycle
const cell = (department: number, site: number, answered: number): Cell => ({
  cycle: 0,
  groups: [department, site],
  bucket: 5,
  answered,
  passes: 0,
});
const inGroup =
  (group: number): Population =>
  (one) =>
    one.groups.includes(group);
/** the release rule's admission of these populations (its candidates are lists of cells, ADR 0150) */
const admitted = (cells: Cell[], populations: Population[]) =>
  admit(
    cells,
    populations.map((population) => membersOf(cells, population)),
    MINIMUM,
  ).atoms;
const atomsOf = (cells: Cell[]) => admitted(cells, [() => true, inGroup(0), inGroup(1)]);

/** the rank of rows (Gaussian elimination) */
const rank = (rows: number[][]) => {
  const echelon: number[][] = [];
  for (const source of rows) {
    const row = [...source];
    for (const basis of echelon) {
      const pivot = basis.findIndex((value) => Math.abs(value) > 1e-9);
      const factor = row[pivot]! / basis[pivot]!;
      if (Math.abs(row[pivot]!) > 1e-9) for (let column = 0; column < row.length; column++) row[column]! -= factor * basis[column]!;
    }
    if (row.some((value) => Math.abs(value) > 1e-9)) echelon.push(row);
  }
  return echelon.length;
};

/** some nonzero vector of the rows' span supported on fewer than the minimum people: a set S of cells where the rank drops without S's columns */
const smallSupport = (cells: Cell[], rows: number[][]) => {
  const full = rank(rows);
  for (let mask = 1; mask < 2 ** cells.length; mask++) {
    const people = cells.reduce((sum, one, index) => sum + (mask & (1 << index) ? one.answered : 0), 0);
    if (people >= MINIMUM) continue;
    const outside = rows.map((row) => row.filter((_, index) => !(mask & (1 << index))));
    if (rank(outside) < full) return mask;
  }
  return null;
};
const indicator = (cells: Cell[], population: Population) => cells.map((one) => (population(one) ? 1 : 0));

describe('admitCrossing', () => {
  it('releases sites beside departments when no cut of the table holds fewer than the minimum', () => {
    // department 0: 6 at site 2, 6 at site 3; department 1: 4 and 4: every cell of department 1 under 5, yet
    // the table's rows and columns reveal none of them (the smallest cut is 4 + 6 = 10)
    const cells = [cell(0, 2, 6), cell(0, 3, 6), cell(1, 2, 4), cell(1, 3, 4)];
    const atoms = atomsOf(cells);
    const crossing = admitCrossing(cells, atoms, [2, 3], MINIMUM, 1);
    // site 3 adds nothing beyond site 2 (it is everyone else), and is admitted with it
    expect(crossing?.groups).toEqual([2, 3]);
    // site 3 is then everyone minus site 2: in the span, released; a cell is not
    expect(crossing?.spans(inGroup(3))).toBe(true);
    expect(crossing?.spans((one) => one.groups.includes(1) && one.groups.includes(2))).toBe(false);
    const rows = [() => true, inGroup(0), inGroup(1), inGroup(2), inGroup(3)].map((population) => indicator(cells, population));
    expect(smallSupport(cells, rows)).toBeNull();
  });

  it('refuses a site where the table would give a small cell away', () => {
    // department 0 lies wholly at site 2, where 2 of department 1 work too: site 2 minus department 0 is those 2
    const cells = [cell(0, 2, 6), cell(1, 2, 2), cell(1, 3, 8)];
    const atoms = atomsOf(cells);
    expect(admitCrossing(cells, atoms, [2, 3], MINIMUM, 1)).toBeNull();
    // the brute force agrees that releasing site 2 would put a vector on fewer than 5 people
    const rows = [() => true, inGroup(0), inGroup(1), inGroup(2)].map((population) => indicator(cells, population));
    expect(smallSupport(cells, rows)).not.toBeNull();
  });

  it('never admits a family the brute force finds a small support in, over random tables', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    let admittedSome = 0;
    for (let round = 0; round < 150; round++) {
      // 3 departments x 3 sites, 0-9 people a cell
      const cells: Cell[] = [];
      for (const department of [0, 1, 2]) for (const site of [3, 4, 5]) cells.push(cell(department, site, Math.floor(random() * 10)));
      const answered = cells.filter((one) => one.answered > 0);
      const atoms = admitted(answered, [() => true, inGroup(0), inGroup(1), inGroup(2)]);
      const crossing = admitCrossing(answered, atoms, [3, 4, 5], MINIMUM, 1);
      // what is released: the atoms (the departments admitted, or what they leave) and the sites admitted beside them
      const released = [() => true, ...(crossing?.groups ?? []).map(inGroup)];
      const atomRows = Array.from({ length: atoms.count }, (_, atom) => answered.map((_, index) => (atoms.atomOf[index] === atom ? 1 : 0)));
      const rows = [...atomRows, ...released.map((population) => indicator(answered, population))];
      expect(
        smallSupport(answered, rows),
        `round ${round}: ${JSON.stringify(answered.map((one) => [one.groups, one.answered]))} ${crossing?.groups} ${[...atoms.atomOf]}`,
      ).toBeNull();
      if (crossing) admittedSome += 1;
      // what the span test releases adds nothing to the span
      for (const population of [inGroup(3), inGroup(4), (one: Cell) => one.groups.includes(0) && one.groups.includes(3), inGroup(1)]) {
        if (crossing?.spans(population)) expect(rank([...rows, indicator(answered, population)])).toBe(rank(rows));
      }
    }
    // the test is not vacuous: sites are admitted in many of the tables
    expect(admittedSome).toBeGreaterThan(20);
  });
});
