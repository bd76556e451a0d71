// What a masked raw data file may keep about people (ADR 0126), decided once per file from the rows it will hold,
// before the first row is written. The columns come in the order a client wants them: the workspace's
// classification first, then the other groupings (job, hiring range, group types, locations...). The
// classification is generalised rather than dropped: within each cycle, a value held by fewer respondents than the
// workspace's minimum becomes 'Other', and 'Other' takes the next smallest values while it holds 1 to minimum - 1.
// Each later column is generalised the same way within each combination of the columns kept before it, and kept
// while it is not all 'Other' and every combination of the cycle and the columns kept so far is still held by at
// least the minimum (`combinationReleased`). The decision is per cycle, from that
// cycle's rows and every candidate column whatever the request chose, so the same submission reads the same in
// every masked file of its cycle: joining files row by row gives no combination one cycle's decision did not allow.

export const OTHER = 'Other';
/** a kept column's value in a cycle that could not keep it */
export const NOT_SHOWN = 'Not shown';

/** a candidate column of the file, in the order they are wanted */
export type ColumnCandidate = { key: string; header: string };

/**
 * one row of the file: whose it is, its cycle, its value of every candidate column (by key), and per scored question
 * the atom of the charts' release rule its answer is in (-1 none; ADR 0130)
 */
export type PlanRow = { person: string; cycle: string; values: Readonly<Record<string, string>>; atoms?: readonly number[] };

/** a row as the combination test sees it: the cycle and the values of the columns under test, generalised */
export type CombinationRow = { person: string; cycle: string; values: readonly string[]; atoms?: readonly number[] };

/** each key (null: not counted) held by no one or by at least `minimum` distinct people */
const holdsMinimum = <K>(rows: readonly CombinationRow[], keyOf: (row: CombinationRow, index: number) => K | null, minimum: number) => {
  const held = new Map<K, Set<string>>();
  for (const [index, row] of rows.entries()) {
    const key = keyOf(row, index);
    if (key === null) continue;
    const people = held.get(key);
    if (people) people.add(row.person);
    else held.set(key, new Set([row.person]));
  }
  for (const people of held.values()) if (people.size < minimum) return false;
  return true;
};

/** the same where every row is a person of its own (a cycle's rows): a count per key, no set of people */
const countsMinimum = <K>(rows: readonly CombinationRow[], keyOf: (row: CombinationRow, index: number) => K | null, minimum: number) => {
  const held = new Map<K, number>();
  for (const [index, row] of rows.entries()) {
    const key = keyOf(row, index);
    if (key !== null) held.set(key, (held.get(key) ?? 0) + 1);
  }
  for (const count of held.values()) if (count < minimum) return false;
  return true;
};

/**
 * Whether a file may show these combinations: each (cycle, values) held by no one or by at least `minimum` people
 * (a person counted once; a cycle holds one submission per person), and, beside the charts, each combination's part
 * of each atom of the charts' release rule too (per question): then every released figure and every combination of
 * the file are constant on pieces of at least `minimum` people, so no linear combination of charts and files is a
 * figure over fewer (ADR 0130). The one test of the masked file's columns. It runs once per candidate column over
 * every row of a cycle, so each row's combination is joined once and numbered, and a piece is that number with the
 * atom's; where the rows are distinct people (as a cycle's are) it counts rather than collecting people.
 */
export const combinationReleased = (rows: readonly CombinationRow[], minimum: number): boolean => {
  const numbers = new Map<string, number>();
  const combinationOf = rows.map((row) => {
    const key = [row.cycle, ...row.values].join('\u0000');
    const known = numbers.get(key);
    if (known !== undefined) return known;
    numbers.set(key, numbers.size);
    return numbers.size - 1;
  });
  const distinct = new Set(rows.map((row) => row.person)).size === rows.length;
  const holds = distinct ? countsMinimum : holdsMinimum;
  if (!holds(rows, (_, index) => combinationOf[index]!, minimum)) return false;
  // loops, not Math.max(...spread): a file's rows times its questions outgrow the arguments a call can take
  let questions = 0;
  let atoms = 1;
  for (const row of rows) {
    questions = Math.max(questions, row.atoms?.length ?? 0);
    for (const atom of row.atoms ?? []) atoms = Math.max(atoms, atom + 1);
  }
  for (let question = 0; question < questions; question++) {
    const piece = (row: CombinationRow, index: number) => {
      const atom = row.atoms?.[question] ?? -1;
      return atom < 0 ? null : combinationOf[index]! * atoms + atom;
    };
    if (!holds(rows, piece, minimum)) return false;
  }
  return true;
};

/** one column within one cycle: the values shown as 'Other' (rare ones, and more while 'Other' is too small) */
export const foldedValues = (rows: readonly { person: string; value: string }[], minimum: number): Set<string> => {
  const holders = new Map<string, Set<string>>();
  for (const row of rows) holders.set(row.value, (holders.get(row.value) ?? new Set()).add(row.person));
  const folded = new Set([...holders].filter(([, people]) => people.size < minimum).map(([value]) => value));
  const heldByOther = () => {
    const people = new Set<string>();
    for (const [value, holding] of holders) if (folded.has(value)) for (const person of holding) people.add(person);
    return people.size;
  };
  for (let other = heldByOther(); other > 0 && other < minimum; other = heldByOther()) {
    const next = [...holders].filter(([value]) => !folded.has(value)).sort((a, b) => a[1].size - b[1].size || a[0].localeCompare(b[0]))[0];
    if (!next) break;
    folded.add(next[0]);
  }
  return folded;
};

export type KeptColumn = {
  key: string;
  header: string;
  /**
   * per cycle that kept the column, per combination of the columns before it (their shown values, joined), the values
   * shown as 'Other' there; the cycles that did not keep it read 'Not shown'
   */
  folded: ReadonlyMap<string, ReadonlyMap<string, ReadonlySet<string>>>;
};

export type MaskedPlan = {
  /** the columns the file shows (kept by at least one of its cycles), in order */
  kept: KeptColumn[];
  /** the candidates no cycle could keep: every value would be 'Other', or a combination too small */
  left: { key: string; header: string }[];
};

const SEPARATOR = '\u0000';

/** a row's values of the plan's columns as the file shows them, in the plan's order */
export const shownValues = (plan: MaskedPlan, row: PlanRow): string[] => {
  const prior: string[] = [];
  return plan.kept.map((column) => {
    const byPrior = column.folded.get(row.cycle);
    if (!byPrior) return NOT_SHOWN;
    const value = row.values[column.key] ?? '';
    const shown = byPrior.get(prior.join(SEPARATOR))?.has(value) ? OTHER : value;
    prior.push(shown);
    return shown;
  });
};

/**
 * The columns and generalisation of one masked file. `rows` are every row the file will hold (one per person and
 * cycle), `candidates` the columns in the order they are wanted. Each cycle decides alone, from its own rows, so the
 * decision for a cycle is the same in every file. A candidate is generalised within each combination of the columns
 * kept before it (a job rare in one department is 'Other' there only), then kept if it is not 'Other' throughout and
 * `combinationReleased` holds. A column some cycle kept is shown, reading 'Not shown' in the cycles that could not
 * keep it (one value for the whole cycle: it adds nothing to any combination).
 */
export const planMaskedFile = (rows: readonly PlanRow[], candidates: readonly ColumnCandidate[], minimum: number): MaskedPlan => {
  const byCycle = new Map<string, PlanRow[]>();
  for (const row of rows) {
    const held = byCycle.get(row.cycle);
    if (held) held.push(row);
    else byCycle.set(row.cycle, [row]);
  }
  const keptIn = new Map<string, Map<string, Map<string, Set<string>>>>(candidates.map((candidate) => [candidate.key, new Map()]));
  for (const [cycle, cycleRows] of byCycle) {
    // each row's shown values of the columns this cycle kept so far
    const shown = cycleRows.map(() => [] as string[]);
    for (const candidate of candidates) {
      const value = (index: number) => cycleRows[index]!.values[candidate.key] ?? '';
      const groups = new Map<string, number[]>();
      cycleRows.forEach((_, index) => {
        const prior = shown[index]!.join(SEPARATOR);
        const members = groups.get(prior);
        if (members) members.push(index);
        else groups.set(prior, [index]);
      });
      const folded = new Map(
        [...groups].map(([prior, members]) => [
          prior,
          foldedValues(
            members.map((index) => ({ person: cycleRows[index]!.person, value: value(index) })),
            minimum,
          ),
        ]),
      );
      const trial = cycleRows.map((_, index) => (folded.get(shown[index]!.join(SEPARATOR))!.has(value(index)) ? OTHER : value(index)));
      // a column all 'Other' in the cycle says nothing there: left out, as one that singles people out
      if (trial.every((shownValue) => shownValue === OTHER)) continue;
      const combinations = cycleRows.map((row, index) => ({
        person: row.person,
        cycle,
        values: [...shown[index]!, trial[index]!],
        atoms: row.atoms,
      }));
      if (!combinationReleased(combinations, minimum)) continue;
      for (const [index, shownValue] of trial.entries()) shown[index]!.push(shownValue);
      keptIn.get(candidate.key)!.set(cycle, folded);
    }
  }
  const somewhere = (key: string) => keptIn.get(key)!.size > 0;
  return {
    kept: candidates
      .filter((candidate) => somewhere(candidate.key))
      .map((candidate) => ({ key: candidate.key, header: candidate.header, folded: keptIn.get(candidate.key)! })),
    left: candidates.filter((candidate) => !somewhere(candidate.key)).map(({ key, header }) => ({ key, header })),
  };
};

/** the cycles of the file answered by fewer than the minimum: a masked file cannot hold them (ADR 0126) */
export const cyclesBelowMinimum = (rows: readonly { person: string; cycle: string }[], cycles: readonly string[], minimum: number) =>
  cycles.filter((cycle) => new Set(rows.filter((row) => row.cycle === cycle).map((row) => row.person)).size < minimum);

/**
 * Which anonymous questions' texts a file of these cycles may show: those whose texts in each chosen cycle are none
 * or at least the open-answer minimum. A file of cycles {c1, c2} then never differs from one of {c1} by fewer
 * texts than that minimum: the difference is c2's texts, which c2's own file shows too.
 */
export const releasedTextQuestions = (
  texts: readonly { cycle_id: string; question_id: string }[],
  cycles: readonly string[],
  openMinimum: number,
): { released: Set<string>; held: Set<string> } => {
  const counts = new Map<string, number>();
  for (const text of texts)
    counts.set(`${text.question_id}\u0000${text.cycle_id}`, (counts.get(`${text.question_id}\u0000${text.cycle_id}`) ?? 0) + 1);
  const released = new Set<string>();
  const held = new Set<string>();
  for (const question of new Set(texts.map((text) => text.question_id))) {
    const perCycle = cycles.map((cycle) => counts.get(`${question}\u0000${cycle}`) ?? 0);
    const ok = perCycle.every((count) => count === 0 || count >= openMinimum) && perCycle.some((count) => count > 0);
    (ok ? released : held).add(question);
  }
  return { released, held };
};
