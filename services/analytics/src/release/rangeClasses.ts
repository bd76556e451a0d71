import type { Atoms, Cell, Members } from './atoms.ts';

/**
 * Department x hiring range rows beside the atoms (ADR 0154). A department's row under a hiring range counts both
 * cycles; the atoms' test (atoms.ts) cuts it per cycle, since each department is released per cycle too, so a range
 * holding 12 of a department in one cycle and 2 in the other was refused, though releasing it sets nobody apart: the
 * department in each cycle and the range over both do not give the 2 away. This decides exactly that case.
 *
 * Per department d that is a union of atoms, the *extras* are d x range populations over every cycle that the atoms
 * refused, admitted beside the atoms without cutting them. Their *classes* are the partition of d's cells that the
 * extras cut (the cells in the same extras). A piece is an atom within one cycle (and, once sites are released beside
 * the atoms by ADR 0141, within one site block): every vector of the span of the atoms and the site blocks is constant
 * on each piece.
 *
 * Claim: when, for every department with extras and every split of its classes into T and the rest (T nonempty and
 * proper), some cycle c has sum over the pieces of d in c of min(weight of the piece in T, weight outside T) at least
 * the minimum, then no nonzero vector of the span of the atoms, the site blocks and the classes is supported on fewer
 * than the minimum people.
 *
 * Proof. Let v = u + z, u in the span of the atoms and the site blocks, z = sum of t(q) 1_q over the classes. If z
 * takes one value on each department with extras, z is a sum of department indicators, each a union of atoms, so v is
 * in the span of the atoms and the site blocks and holds at least the minimum (ADR 0128, 0141). Otherwise some
 * department d has classes of two values; let a be one of them and T the classes of value a (nonempty, proper). On a
 * piece p of d, u is one constant, so v is zero on at most the cells of one value of z there: v is nonzero on at
 * least min(weight(p in T), weight(p outside T)) answers of p. Pieces are disjoint, and within one cycle a person
 * answers a question once, so in cycle c v's support holds at least the sum over c's pieces; its people are at least
 * the largest of those sums over the cycles, which the test keeps at or above the minimum. Passes weigh nought: a
 * support on passes alone would weigh 0, so the test refuses it too. The departments with extras share no cell, so
 * z on d is d's classes alone.
 */

const hasRow = (cell: Cell) => cell.answered + cell.passes > 0;
/** more classes than this in a department: refused rather than enumerated (9 ranges make at most 10) */
const MOST_CLASSES = 12;

/**
 * Whether every split of the department's classes costs at least `minimum` people in some cycle. `pieceOf` names the
 * piece of a cell (an atom, refined as the caller needs); `classOf` its class; cells without a row are skipped.
 */
export const classesHold = (
  cells: readonly Cell[],
  department: Members,
  pieceOf: (index: number) => number,
  classOf: (index: number) => number,
  minimum: number,
): boolean => {
  const classes = new Map<number, number>();
  // per (piece, cycle): the answers per class
  const pieces = new Map<number, { cycle: number; weights: Map<number, number> }>();
  let cycles = 1;
  for (const index of department) cycles = Math.max(cycles, cells[index]!.cycle + 1);
  for (const index of department) {
    const cell = cells[index]!;
    if (!hasRow(cell)) continue;
    const own = classOf(index);
    if (!classes.has(own)) classes.set(own, classes.size);
    const key = pieceOf(index) * cycles + cell.cycle;
    let piece = pieces.get(key);
    if (!piece) {
      piece = { cycle: cell.cycle, weights: new Map() };
      pieces.set(key, piece);
    }
    const at = classes.get(own)!;
    piece.weights.set(at, (piece.weights.get(at) ?? 0) + cell.answered);
  }
  const k = classes.size;
  if (k < 2) return true;
  if (k > MOST_CLASSES) return false;
  const list = [...pieces.values()];
  // every nonempty proper subset T of the classes, each once with its complement (class 0 always outside)
  for (let mask = 1; mask < 2 ** (k - 1); mask++) {
    const perCycle = new Map<number, number>();
    let held = false;
    for (const piece of list) {
      let inside = 0;
      let outside = 0;
      for (const [at, weight] of piece.weights) {
        if (at > 0 && mask & (1 << (at - 1))) inside += weight;
        else outside += weight;
      }
      const cost = Math.min(inside, outside);
      if (cost === 0) continue;
      const sum = (perCycle.get(piece.cycle) ?? 0) + cost;
      perCycle.set(piece.cycle, sum);
      if (sum >= minimum) {
        held = true;
        break;
      }
    }
    if (!held) return false;
  }
  return true;
};

/**
 * one department's extras: its cells, the extras admitted and each cell's class (a bitmask of the extras holding it);
 * for the checks during the admission, per cycle the cost of each split of the classes and per split how many cycles
 * hold it (`classesHold` counted incrementally: a split of atoms changes only the cycles it lies in)
 */
type Department = {
  group: number;
  cells: Members;
  extras: Members[];
  classOf: Map<number, number>;
  tally?: { dense: Map<number, number>; byCycle: Map<number, number[]>; costs: Map<number, Float64Array>; holding: Int32Array };
};

/** per split (mask) of the classes, the cost within one cycle: the sum over its pieces of the smaller side */
const cycleCosts = (
  cells: readonly Cell[],
  indexes: readonly number[],
  pieceOf: (index: number) => number,
  classOf: (index: number) => number,
  masks: number,
) => {
  const pieces = new Map<number, Map<number, number>>();
  for (const index of indexes) {
    const cell = cells[index]!;
    if (!hasRow(cell)) continue;
    const piece = pieceOf(index);
    let weights = pieces.get(piece);
    if (!weights) {
      weights = new Map();
      pieces.set(piece, weights);
    }
    weights.set(classOf(index), (weights.get(classOf(index)) ?? 0) + cell.answered);
  }
  const costs = new Float64Array(masks);
  for (const weights of pieces.values()) {
    if (weights.size < 2) continue;
    for (let mask = 1; mask < masks; mask++) {
      let inside = 0;
      let outside = 0;
      for (const [at, weight] of weights) {
        if (at > 0 && mask & (1 << (at - 1))) inside += weight;
        else outside += weight;
      }
      costs[mask]! += Math.min(inside, outside);
    }
  }
  return costs;
};

const classesOf = (department: Members, extras: readonly Members[]) => {
  const classOf = new Map<number, number>();
  for (const index of department) classOf.set(index, 0);
  extras.forEach((members, bit) => {
    for (const index of members) classOf.set(index, (classOf.get(index) ?? 0) | (1 << bit));
  });
  return classOf;
};

export type RangeClasses = {
  /** the class of a cell within its department's extras (a number unique over the question), or -1 */
  classOf(index: number): number;
  /** whether a population (its cells) is, per department with extras, a union of classes or of atoms, and elsewhere a union of atoms */
  spans(members: Members): boolean;
  /** the departments with extras and how many, for the measurement */
  readonly extras: number;
};

/**
 * Chooses and keeps the extras during the admission (atoms.ts calls `choose` once, after the department x range
 * candidates, and `keeps` before every later split), then `settle` re-decides them on the final pieces.
 */
export const rangeClasses = (cells: readonly Cell[], departmentCells: ReadonlyMap<number, Members>, minimum: number) => {
  const departments = new Map<number, Department>();
  /** the department with extras of each cell */
  const departmentOf = new Map<number, number>();

  const unionOfAtoms = (members: Members, atomOf: Int32Array, rowsOfAtom: (atom: number) => number) => {
    const inside = new Map<number, number>();
    for (const index of members) if (hasRow(cells[index]!)) inside.set(atomOf[index]!, (inside.get(atomOf[index]!) ?? 0) + 1);
    for (const [atom, rows] of inside) if (rows !== rowsOfAtom(atom)) return false;
    return true;
  };
  const peopleOf = (members: Members) => {
    const perCycle = new Map<number, number>();
    for (const index of members) {
      const cell = cells[index]!;
      perCycle.set(cell.cycle, (perCycle.get(cell.cycle) ?? 0) + cell.answered);
    }
    return Math.max(0, ...perCycle.values());
  };

  /** greedy over the refused department x range candidates, larger first, each kept when the classes hold */
  const greedy = (group: number, tried: readonly Members[], pieceOf: (index: number) => number) => {
    const own = departmentCells.get(group)!;
    const extras: Members[] = [];
    for (const members of tried) {
      if (peopleOf(members) < minimum) continue;
      const next = [...extras, members];
      const classOf = classesOf(own, next);
      if (classesHold(cells, own, pieceOf, (index) => classOf.get(index)!, minimum)) extras.push(members);
    }
    return extras;
  };

  /** the department's tally on the atoms as they stand (made when first needed, then kept by `keeps`); null: fewer than 2 classes */
  const tallyOf = (department: Department, pieceOf: (index: number) => number) => {
    if (!department.tally) {
      const dense = new Map<number, number>();
      const byCycle = new Map<number, number[]>();
      for (const index of department.cells) {
        if (!hasRow(cells[index]!)) continue;
        const own = department.classOf.get(index)!;
        if (!dense.has(own)) dense.set(own, dense.size);
        const list = byCycle.get(cells[index]!.cycle) ?? [];
        list.push(index);
        byCycle.set(cells[index]!.cycle, list);
      }
      const masks = 2 ** Math.max(0, dense.size - 1);
      const costs = new Map<number, Float64Array>();
      const holding = new Int32Array(masks);
      for (const [cycle, indexes] of byCycle) {
        const cost = cycleCosts(cells, indexes, pieceOf, (index) => dense.get(department.classOf.get(index)!)!, masks);
        costs.set(cycle, cost);
        for (let mask = 1; mask < masks; mask++) if (cost[mask]! >= minimum) holding[mask]!++;
      }
      department.tally = { dense, byCycle, costs, holding };
    }
    return department.tally.dense.size < 2 ? null : department.tally;
  };

  const keep = (group: number, extras: Members[]) => {
    const own = departmentCells.get(group)!;
    if (extras.length === 0) {
      departments.delete(group);
      for (const index of own) departmentOf.delete(index);
      return;
    }
    departments.set(group, { group, cells: own, extras, classOf: classesOf(own, extras) });
    for (const index of own) departmentOf.set(index, group);
  };

  return {
    /**
     * After the department x range candidates: those the atoms refused, per department (in candidate order), tried
     * as extras where the department is a union of atoms and shares no cell with another department tried.
     */
    choose(refused: readonly { group: number; members: Members }[], atomOf: Int32Array, rowsOfAtom: (atom: number) => number) {
      const groups = [...new Set(refused.map(({ group }) => group))];
      const owners = new Map<number, number>();
      const shared = new Set<number>();
      for (const group of groups)
        for (const index of departmentCells.get(group) ?? []) {
          const before = owners.get(index);
          if (before !== undefined && before !== group) {
            shared.add(group);
            shared.add(before);
          }
          owners.set(index, group);
        }
      for (const group of groups) {
        const own = departmentCells.get(group);
        if (!own || shared.has(group) || !unionOfAtoms(own, atomOf, rowsOfAtom)) continue;
        const list = refused.filter((one) => one.group === group).map(({ members }) => members);
        keep(
          group,
          greedy(group, list, (index) => atomOf[index]!),
        );
      }
    },
    /** whether splitting atoms by `members` keeps every department's classes holding (the split atoms' cells inside become their own pieces) */
    keeps(members: Members, atomOf: Int32Array) {
      if (departments.size === 0) return true;
      const inside = new Set<number>();
      const touched = new Map<number, Set<number>>();
      for (const index of members) {
        const group = departmentOf.get(index);
        if (group === undefined || !hasRow(cells[index]!)) continue;
        inside.add(index);
        const cycles = touched.get(group) ?? new Set<number>();
        cycles.add(cells[index]!.cycle);
        touched.set(group, cycles);
      }
      const updates: (() => void)[] = [];
      for (const [group, cycles] of touched) {
        const department = departments.get(group)!;
        const tally = tallyOf(department, (index) => atomOf[index]!);
        if (!tally) continue;
        const masks = tally.holding.length;
        const pieceOf = (index: number) => atomOf[index]! * 2 + (inside.has(index) ? 1 : 0);
        const classOf = (index: number) => tally.dense.get(department.classOf.get(index)!)!;
        const holding = Int32Array.from(tally.holding);
        const next = new Map<number, Float64Array>();
        for (const cycle of cycles) {
          const before = tally.costs.get(cycle)!;
          const after = cycleCosts(cells, tally.byCycle.get(cycle) ?? [], pieceOf, classOf, masks);
          next.set(cycle, after);
          for (let mask = 1; mask < masks; mask++) holding[mask]! += Number(after[mask]! >= minimum) - Number(before[mask]! >= minimum);
        }
        for (let mask = 1; mask < masks; mask++) if (holding[mask]! <= 0) return false;
        updates.push(() => {
          tally.holding = holding;
          for (const [cycle, costs] of next) tally.costs.set(cycle, costs);
        });
      }
      // the admission splits the atoms when this holds: the tallies follow
      for (const update of updates) update();
      return true;
    },
    /** on the final atoms and the site blocks (a cell's block, ADR 0141), the extras decided again (a subset of those kept) */
    settle(atoms: Atoms, blockOf: ((index: number) => number) | null): RangeClasses {
      const blocks = blockOf ? 1 + Math.max(0, ...cells.map((_, index) => blockOf(index))) : 1;
      const pieceOf = (index: number) => atoms.atomOf[index]! * blocks + (blockOf ? blockOf(index) : 0);
      for (const [group, department] of [...departments]) {
        if (classesHold(cells, department.cells, pieceOf, (index) => department.classOf.get(index)!, minimum)) continue;
        keep(group, greedy(group, department.extras, pieceOf));
      }
      // class numbers unique over the question: after every atom number
      const numbers = new Map<string, number>();
      const classOf = (index: number) => {
        const group = departmentOf.get(index);
        if (group === undefined) return -1;
        const key = `${group}|${departments.get(group)!.classOf.get(index)}`;
        let number = numbers.get(key);
        if (number === undefined) {
          number = numbers.size;
          numbers.set(key, number);
        }
        return number;
      };
      const classRows = new Map<number, number>();
      cells.forEach((cell, index) => {
        if (!hasRow(cell)) return;
        const own = classOf(index);
        if (own >= 0) classRows.set(own, (classRows.get(own) ?? 0) + 1);
      });
      const spans = (members: Members) => {
        const perClass = new Map<number, number>();
        const perAtom = new Map<number, number>();
        const touched = new Set<number>();
        for (const index of members) {
          if (!hasRow(cells[index]!)) continue;
          const own = classOf(index);
          if (own >= 0) {
            perClass.set(own, (perClass.get(own) ?? 0) + 1);
            touched.add(departmentOf.get(index)!);
          }
          const atom = atoms.atomOf[index]!;
          perAtom.set(atom, (perAtom.get(atom) ?? 0) + 1);
        }
        const atomWhole = (atom: number) => perAtom.get(atom) === atoms.rows[atom];
        // outside the departments with extras, whole atoms
        for (const index of members) if (hasRow(cells[index]!) && classOf(index) < 0 && !atomWhole(atoms.atomOf[index]!)) return false;
        // within each, whole classes or whole atoms
        for (const group of touched) {
          const own = departments.get(group)!.cells;
          let classesWhole = true;
          let atomsWhole = true;
          for (const index of own) {
            if (!hasRow(cells[index]!)) continue;
            const [inClass, inAtom] = [perClass.get(classOf(index)) ?? 0, perAtom.get(atoms.atomOf[index]!) ?? 0];
            if (inClass > 0 && inClass !== classRows.get(classOf(index))) classesWhole = false;
            if (inAtom > 0 && !atomWhole(atoms.atomOf[index]!)) atomsWhole = false;
          }
          if (!classesWhole && !atomsWhole) return false;
        }
        return true;
      };
      return {
        classOf,
        spans,
        extras: [...departments.values()].reduce((sum, department) => sum + department.extras.length, 0),
      };
    },
  };
};
