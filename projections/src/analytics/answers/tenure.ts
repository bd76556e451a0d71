// The tenure buckets of the filter lattice (ADR 0056), shared by the projection (cells.ts) and the readers (read.ts).

/**
 * The tenure buckets the hiring ranges are unions of (ADR 0056): every range in TENURE_DAYS is a run of them, so a
 * hiring filter always keeps whole cells. -1 is no hiring date, -2 an answer before it.
 */
export const TENURE_BUCKETS: readonly [number, number | null][] = [
  [0, 30],
  [31, 60],
  [61, 90],
  [91, 180],
  [181, 364],
  [365, 3 * 365 - 1],
  [3 * 365, 6 * 365 - 1],
  [6 * 365, null],
];
