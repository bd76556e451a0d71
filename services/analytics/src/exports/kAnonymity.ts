// A masked raw data file must not let a reader single anyone out by the columns it keeps about people (hiring
// range, groups, classification). Those columns are generalised until every combination of their values in the
// file is held by at least `minimum` people (k-anonymity over them, k the workspace's minimum group size): within
// a column, a value held by fewer people becomes 'Other' (and the next smallest values join 'Other' while it holds
// between 1 and minimum - 1 people); while some combination is still held by fewer, the column with the most
// distinct values is dropped. Leaders' de-identified extracts go as far as one demographic: this keeps what is safe.

export const OTHER = 'Other';

export type Generalised = {
  /** indexes of the columns kept, in their order */
  kept: number[];
  /** each person's values of every column, generalised ('Other'); dropped columns are still there, unused */
  values: string[][];
};

const countPeople = (people: readonly string[], keyOf: (index: number) => string) => {
  const byKey = new Map<string, Set<string>>();
  people.forEach((person, index) => {
    const key = keyOf(index);
    const held = byKey.get(key);
    if (held) held.add(person);
    else byKey.set(key, new Set([person]));
  });
  return new Map([...byKey].map(([key, held]) => [key, held.size]));
};

/** one column: rare values become 'Other', and 'Other' grows until it holds nobody or at least `minimum` people */
const generaliseColumn = (people: readonly string[], column: string[], minimum: number) => {
  const counts = countPeople(people, (index) => column[index]!);
  const folded = new Set([...counts].filter(([, count]) => count < minimum).map(([value]) => value));
  const heldByOther = () => countPeople(people, (index) => (folded.has(column[index]!) ? OTHER : '\u0000')).get(OTHER) ?? 0;
  for (let other = heldByOther(); other > 0 && other < minimum; other = heldByOther()) {
    const next = [...counts].filter(([value]) => !folded.has(value)).sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))[0];
    if (!next) break;
    folded.add(next[0]);
  }
  return column.map((value) => (folded.has(value) ? OTHER : value));
};

/**
 * `people[i]` is whose row i is (a person with several submissions counts once), `columns[c][i]` row i's value of
 * column c, `strata[i]` what the file shows of row i beside those columns and never drops (its cycle): every
 * combination is counted within a stratum. Returns the generalised values and the columns that can stay.
 */
export const generalise = (
  people: readonly string[],
  columns: readonly (readonly string[])[],
  minimum: number,
  strata: readonly string[] = [],
): Generalised => {
  const values = columns.map((column) => generaliseColumn(people, [...column], minimum));
  const kept = values.map((_, index) => index);
  for (;;) {
    const combinations = countPeople(people, (row) => [strata[row] ?? '', ...kept.map((column) => values[column]![row])].join('\u0000'));
    const smallest = Math.min(...combinations.values());
    if (kept.length === 0 || people.length === 0 || smallest >= minimum) break;
    const distinct = (column: number) => new Set(values[column]).size;
    const widest = [...kept].sort((a, b) => distinct(b) - distinct(a) || b - a)[0]!;
    kept.splice(kept.indexOf(widest), 1);
  }
  return { kept, values };
};
