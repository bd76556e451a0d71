/**
 * The release rule's arithmetic (ADR 0128): the atoms that a family of released populations cuts the answers of one
 * question into, admitted greedily, and the test that a requested population is a union of them.
 *
 * A cell is what no filter can split (ADR 0056): one question's answers in one cycle by people with one set of groups
 * at the answer and one tenure bucket. A population is a set of cells. The released populations' indicator vectors
 * span only vectors that are constant on each atom (the classes of cells that every released population keeps or drops
 * together), so when every atom holds 0 or at least `minimum` respondents, no linear combination of released figures is
 * a figure over fewer than `minimum` people. A requested population that is a union of atoms adds nothing to that span.
 */

export type Cell = {
  /** index of the cycle among the assessment's cycles */
  cycle: number;
  /** indexes of the groups the respondents were in at the answer */
  groups: readonly number[];
  /** TENURE_BUCKETS' index, -1 no hiring date, -2 answered before it */
  bucket: number;
  /** answering respondents (a pass is no answer); within one cycle a person is in one cell per question */
  answered: number;
  /** those who passed: no answer, but a choice that is theirs, so a part of an atom holding only passes is small too */
  passes: number;
};

/** a population as a predicate on cells */
export type Population = (cell: Cell) => boolean;

/** a population as the ascending indexes of the cells it holds */
export type Members = Int32Array;

export type Atoms = {
  /** the atom of each cell, by the cell's index */
  readonly atomOf: Int32Array;
  readonly count: number;
  /** per atom, its cells with a row (an answer or a pass) */
  readonly rows: Int32Array;
};

const hasRow = (cell: Cell) => cell.answered + cell.passes > 0;

/**
 * People in a part of an atom, counted from below: within a cycle a person answers once per question, so the part's
 * answers in its largest cycle are people; across cycles the same person may answer twice, so the sum is not.
 */
const peopleFloor = (perCycle: Map<number, number>) => {
  let most = 0;
  for (const answered of perCycle.values()) most = Math.max(most, answered);
  return most;
};

const add = (map: Map<number, number>, key: number, amount: number) => map.set(key, (map.get(key) ?? 0) + amount);

/** the part of one atom inside a candidate: its cells, those with a row, and their answers per cycle */
type Part = { cells: number; rows: number; perCycle: Map<number, number> };

/**
 * Admits the candidates in the order given (coarsest first), each only if every atom it splits keeps 0 or at least
 * `minimum` people on each side. Returns the atoms and which candidates were admitted. Decided from the data alone,
 * never from the order of requests.
 *
 * Only the atoms a candidate holds cells of can be split by it, so each candidate costs its own cells, not the
 * question's: per atom the cells, the cells with a row and the answers per cycle are kept, and the side outside a
 * candidate is the atom's whole less the side inside (ADR 0150).
 */
export type AdmitHooks = {
  /** `before` is called once, before the candidate of this index is tried */
  at: number;
  before(atomOf: Int32Array, rowsOfAtom: (atom: number) => number, admitted: readonly boolean[]): void;
  /** a candidate the atoms admit, and that splits an atom, is admitted only if this holds too (ADR 0154) */
  keeps(members: Members, atomOf: Int32Array): boolean;
};

export const admit = (cells: readonly Cell[], candidates: readonly Members[], minimum: number, hooks?: AdmitHooks) => {
  const atomOf = new Int32Array(cells.length);
  // per atom (grown as atoms split): cells, cells with a row, answers per cycle of the cells with a row
  const atomCells: number[] = [cells.length];
  const atomRows: number[] = [0];
  const atomCycles: Map<number, number>[] = [new Map()];
  for (const cell of cells)
    if (hasRow(cell)) {
      atomRows[0]!++;
      add(atomCycles[0]!, cell.cycle, cell.answered);
    }
  let count = 1;
  const admitted: boolean[] = [];
  for (const [at, members] of candidates.entries()) {
    if (hooks && at === hooks.at) hooks.before(atomOf, (atom) => atomRows[atom]!, admitted);
    const parts = new Map<number, Part>();
    for (const index of members) {
      const atom = atomOf[index]!;
      let part = parts.get(atom);
      if (!part) {
        part = { cells: 0, rows: 0, perCycle: new Map() };
        parts.set(atom, part);
      }
      part.cells++;
      const cell = cells[index]!;
      if (hasRow(cell)) {
        part.rows++;
        add(part.perCycle, cell.cycle, cell.answered);
      }
    }
    let fits = true;
    for (const [atom, part] of parts) {
      // a side with any row (an answer or a pass) must hold at least the minimum who answered
      const answeredIn = part.rows > 0;
      const answeredOut = atomRows[atom]! - part.rows > 0;
      if (!answeredIn) continue;
      const within = peopleFloor(part.perCycle);
      if (within < minimum) fits = false;
      else if (answeredOut) {
        let without = 0;
        for (const [cycle, answered] of atomCycles[atom]!) without = Math.max(without, answered - (part.perCycle.get(cycle) ?? 0));
        if (without < minimum) fits = false;
      }
      if (!fits) break;
    }
    if (fits && hooks && at >= hooks.at) {
      let splits = false;
      for (const [atom, part] of parts) if (part.cells !== atomCells[atom]) splits = true;
      if (splits && !hooks.keeps(members, atomOf)) fits = false;
    }
    admitted.push(fits);
    if (!fits) continue;
    // split every atom the candidate holds only part of: its cells inside become a new atom, numbered in cell order
    const renamed = new Map<number, number>();
    for (const index of members) {
      const atom = atomOf[index]!;
      let next = renamed.get(atom);
      if (next === undefined) {
        // held whole: not split (decided before any of its cells moves)
        if (parts.get(atom)!.cells === atomCells[atom]) continue;
        next = count++;
        renamed.set(atom, next);
        atomCells.push(0);
        atomRows.push(0);
        atomCycles.push(new Map());
      }
      atomOf[index] = next;
      const cell = cells[index]!;
      atomCells[atom]!--;
      atomCells[next]!++;
      if (hasRow(cell)) {
        atomRows[atom]!--;
        atomRows[next]!++;
        add(atomCycles[atom]!, cell.cycle, -cell.answered);
        add(atomCycles[next]!, cell.cycle, cell.answered);
      }
    }
  }
  if (hooks && hooks.at >= candidates.length) hooks.before(atomOf, (atom) => atomRows[atom]!, admitted);
  return { atoms: { atomOf, count, rows: Int32Array.from(atomRows) } satisfies Atoms, admitted };
};

export type Verdict = { released: true } | { released: false; reason: 'small' | 'apart' };

/**
 * Whether a population, given by its cells, may be released: it must be a union of atoms (every atom with answers
 * wholly in or wholly out). 'small' when the population itself holds fewer than the minimum (a hidden group), 'apart'
 * when it is large enough but would separate part of an atom (a fine filter refused). Costs the population's cells.
 */
export const verdictOf = (cells: readonly Cell[], atoms: Atoms, members: Members, minimum: number): Verdict => {
  const inside = new Map<number, number>();
  const perCycle = new Map<number, number>();
  for (const index of members) {
    const cell = cells[index]!;
    if (!hasRow(cell)) continue;
    add(inside, atoms.atomOf[index]!, 1);
    add(perCycle, cell.cycle, cell.answered);
  }
  const size = peopleFloor(perCycle);
  if (size > 0 && size < minimum) return { released: false, reason: 'small' };
  for (const [atom, rows] of inside) if (rows < atoms.rows[atom]!) return { released: false, reason: 'apart' };
  return { released: true };
};

/** the cells of `within` (every cell when not given) that a population holds, ascending */
export const membersOf = (cells: readonly Cell[], population: Population, within?: Members): Members => {
  const out: number[] = [];
  if (within) {
    for (const index of within) if (population(cells[index]!)) out.push(index);
  } else
    cells.forEach((cell, index) => {
      if (population(cell)) out.push(index);
    });
  return Int32Array.from(out);
};

/** `verdictOf` for a population as a predicate */
export const verdict = (cells: readonly Cell[], atoms: Atoms, population: Population, minimum: number): Verdict =>
  verdictOf(cells, atoms, membersOf(cells, population), minimum);
