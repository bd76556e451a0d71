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

export type Atoms = {
  /** the atom of each cell, by the cell's index */
  readonly atomOf: Int32Array;
  readonly count: number;
};

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

/**
 * Admits the candidates in the order given (coarsest first), each only if every atom it splits keeps 0 or at least
 * `minimum` people on each side. Returns the atoms and which candidates were admitted. Decided from the data alone,
 * never from the order of requests.
 */
export const admit = (cells: readonly Cell[], candidates: readonly Population[], minimum: number) => {
  const atomOf = new Int32Array(cells.length);
  let count = 1;
  const admitted: boolean[] = [];
  for (const candidate of candidates) {
    const inside = cells.map(candidate);
    // per atom, answers per cycle on each side of the candidate
    const sides = new Map<number, { in: Map<number, number>; out: Map<number, number>; mixed: boolean; first?: boolean }>();
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
      // a side with any row (an answer or a pass) must hold at least the minimum who answered
      const answeredIn = side.in.size > 0;
      const answeredOut = side.out.size > 0;
      if (answeredIn && answeredOut && (within < minimum || without < minimum)) fits = false;
      if (answeredIn && !answeredOut && within < minimum) fits = false;
      if (!fits) break;
    }
    admitted.push(fits);
    if (!fits) continue;
    // split every mixed atom: its cells inside the candidate become a new atom
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
  return { atoms: { atomOf, count } satisfies Atoms, admitted };
};

export type Verdict = { released: true } | { released: false; reason: 'small' | 'apart' };

/**
 * Whether a population may be released: it must be a union of atoms (every atom with answers wholly in or wholly out).
 * 'small' when the population itself holds fewer than the minimum (a hidden group), 'apart' when it is large enough
 * but would separate part of an atom (a fine filter refused).
 */
export const verdict = (cells: readonly Cell[], atoms: Atoms, population: Population, minimum: number): Verdict => {
  const state = new Int8Array(atoms.count); // 0 unseen, 1 in, 2 out, 3 mixed
  const perCycle = new Map<number, number>();
  let mixed = false;
  cells.forEach((cell, index) => {
    if (cell.answered + cell.passes === 0) return;
    const inside = population(cell);
    const atom = atoms.atomOf[index]!;
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
