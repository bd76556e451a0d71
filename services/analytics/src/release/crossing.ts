import type { Atoms, Cell, Population } from './atoms.ts';

/**
 * The exact test for groups that cross the atoms (ADR 0141): departments and sites side by side. The atoms' test
 * (atoms.ts) is sufficient, not exact: once both are released it makes every department x site intersection an atom,
 * so a department of 28 over 4 sites refuses every site. Rows and columns of a table do not reveal its cells; this
 * decides exactly when they do, for one family of pairwise disjoint groups (the *blocks*) released beside the atoms.
 *
 * Span. Within one cycle (every atom lies in one cycle, else this test does not apply), the released vectors are the
 * atoms' indicators and each block's (a group in a cycle; the people in none of the blocks are one more block, taken
 * as free too, which only widens the span checked). Every vector of that span is v(cell) = x(atom) + y(block) on the
 * cells with rows. Draw the bipartite graph of atoms and blocks, an edge per (atom, block) with rows, weighted by who
 * answered there (passes weigh nought: a part holding only passes is small, as in atoms.ts).
 *
 * Proof. Let v be nonzero on some edge of a connected component K. Label each atom x(atom) and each block -y(block);
 * an edge is zero exactly when its two labels are equal. The labels on K are not all equal (else every edge of K is
 * zero), so the vertices labelled like one of them form a nontrivial side S of K, and every edge leaving S has two
 * different labels: v is nonzero on it. So v's support holds at least the weight of the cut (S, K \ S), within one
 * cycle people, and no nonzero vector of the span is supported on fewer than the smallest cut of any component. The
 * blocks are admitted while every component's smallest cut holds at least the minimum. A cut that keeps all the
 * blocks of K on one side moves only atoms, each of at least the minimum; any other puts a nonempty proper subset T
 * of K's blocks on one side, and each atom then costs at best the smaller of its weights to T and to the rest: the
 * smallest cut is the least of those sums over the 2^(blocks) - 2 subsets (a handful: sites and the rest).
 * A requested population is released when its indicator is in that span (solved edge by edge), which adds nothing.
 */

export type Crossing = {
  /** the admitted blocks' groups (indexes), pairwise disjoint */
  groups: readonly number[];
  /** whether a population's indicator is in the span of the atoms and the blocks (on cells with rows) */
  spans(population: Population): boolean;
};

type Graph = { atoms: number; blocks: number; weight: Map<number, number>; edges: [number, number][] };

export const blockOf = (cell: Cell, groups: readonly number[]) => {
  const at = groups.findIndex((group) => cell.groups.includes(group));
  // block index: (cycle, group) and (cycle, none)
  return cell.cycle * (groups.length + 1) + (at === -1 ? groups.length : at);
};

const graphOf = (cells: readonly Cell[], atoms: Atoms, groups: readonly number[], cycles: number): Graph => {
  const weight = new Map<number, number>();
  const blocks = cycles * (groups.length + 1);
  cells.forEach((cell, index) => {
    if (cell.answered + cell.passes === 0) return;
    const key = atoms.atomOf[index]! * blocks + blockOf(cell, groups);
    weight.set(key, (weight.get(key) ?? 0) + cell.answered);
  });
  const edges = [...weight.keys()].map((key): [number, number] => [Math.floor(key / blocks), key % blocks]);
  return { atoms: atoms.count, blocks, weight, edges };
};

/** the components of the graph, each as its atoms and blocks */
const componentsOf = (graph: Graph) => {
  const parent = Array.from({ length: graph.atoms + graph.blocks }, (_, index) => index);
  const find = (node: number): number => {
    while (parent[node] !== node) {
      parent[node] = parent[parent[node]!]!;
      node = parent[node]!;
    }
    return node;
  };
  for (const [atom, block] of graph.edges) parent[find(atom)] = find(graph.atoms + block);
  const components = new Map<number, { atoms: Set<number>; blocks: Set<number> }>();
  for (const [atom, block] of graph.edges) {
    const root = find(atom);
    const component = components.get(root) ?? { atoms: new Set(), blocks: new Set() };
    component.atoms.add(atom);
    component.blocks.add(block);
    components.set(root, component);
  }
  return [...components.values()];
};

/** the smallest cut of every component that splits its blocks, at least `minimum` */
const cutsHold = (graph: Graph, minimum: number) => {
  const key = (atom: number, block: number) => atom * graph.blocks + block;
  for (const component of componentsOf(graph)) {
    const blocks = [...component.blocks];
    const atoms = [...component.atoms];
    // a cut that moves one atom alone: atoms.ts keeps each at least the minimum, checked again here
    for (const atom of atoms) {
      const whole = blocks.reduce((sum, block) => sum + (graph.weight.get(key(atom, block)) ?? 0), 0);
      if (whole < minimum) return false;
    }
    if (blocks.length < 2) continue;
    if (blocks.length > 16) return false; // beyond the handful the test is for: refuse rather than guess
    // every nonempty proper subset of the blocks, each once with its complement (the first block on the other side)
    for (let mask = 1; mask < 2 ** (blocks.length - 1); mask++) {
      let cut = 0;
      for (const atom of atoms) {
        let inside = 0;
        let outside = 0;
        blocks.forEach((block, index) => {
          const weight = graph.weight.get(key(atom, block)) ?? 0;
          // bit index of the block: the first block (index 0) is always outside
          if (index > 0 && mask & (1 << (index - 1))) inside += weight;
          else outside += weight;
        });
        cut += Math.min(inside, outside);
        if (cut >= minimum) break;
      }
      if (cut < minimum) return false;
    }
  }
  return true;
};

/**
 * Admits, in the order given (larger first), the groups that the atoms refused, as blocks beside the atoms: a group
 * that shares a cell with an admitted one is skipped (the blocks must not overlap), one that would leave a cut under
 * the minimum is refused. Null when the test does not apply (an atom across cycles) or nothing is admitted.
 */
export const admitCrossing = (
  cells: readonly Cell[],
  atoms: Atoms,
  candidates: readonly number[],
  minimum: number,
  cycles: number,
): Crossing | null => {
  const cycleOfAtom = new Map<number, number>();
  for (const [index, cell] of cells.entries()) {
    if (cell.answered + cell.passes === 0) continue;
    const atom = atoms.atomOf[index]!;
    const seen = cycleOfAtom.get(atom);
    if (seen !== undefined && seen !== cell.cycle) return null;
    cycleOfAtom.set(atom, cell.cycle);
  }
  const admitted: number[] = [];
  for (const group of candidates) {
    const overlaps = cells.some(
      (cell) => cell.answered + cell.passes > 0 && cell.groups.includes(group) && admitted.some((other) => cell.groups.includes(other)),
    );
    if (overlaps) continue;
    if (cutsHold(graphOf(cells, atoms, [...admitted, group], cycles), minimum)) admitted.push(group);
  }
  if (admitted.length === 0) return null;
  const graph = graphOf(cells, atoms, admitted, cycles);
  const spans = (population: Population) => {
    // the indicator on each edge: an edge's cells must agree (else no x + y gives it)
    const wanted = new Map<number, number>();
    for (const [index, cell] of cells.entries()) {
      if (cell.answered + cell.passes === 0) continue;
      const key = atoms.atomOf[index]! * graph.blocks + blockOf(cell, admitted);
      const value = population(cell) ? 1 : 0;
      const before = wanted.get(key);
      if (before !== undefined && before !== value) return false;
      wanted.set(key, value);
    }
    // solve x(atom) + y(block) = value edge by edge from a root of each component
    const adjacency = new Map<number, [number, number][]>();
    const node = (atom: number) => atom;
    const blockNode = (block: number) => graph.atoms + block;
    for (const [key, value] of wanted) {
      const [atom, block] = [Math.floor(key / graph.blocks), key % graph.blocks];
      for (const [from, to] of [
        [node(atom), blockNode(block)],
        [blockNode(block), node(atom)],
      ] as const) {
        const list = adjacency.get(from) ?? [];
        list.push([to, value]);
        adjacency.set(from, list);
      }
    }
    const assigned = new Map<number, number>();
    for (const start of adjacency.keys()) {
      if (assigned.has(start)) continue;
      assigned.set(start, 0);
      const stack = [start];
      while (stack.length) {
        const at = stack.pop()!;
        for (const [next, value] of adjacency.get(at) ?? []) {
          // x + y = value on every edge: the other end is value minus this end
          const expected = value - assigned.get(at)!;
          const known = assigned.get(next);
          if (known === undefined) {
            assigned.set(next, expected);
            stack.push(next);
          } else if (Math.abs(known - expected) > 1e-9) return false;
        }
      }
    }
    return true;
  };
  return { groups: admitted, spans };
};
