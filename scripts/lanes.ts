// How `npm test` shares the browser files between its two lanes (scripts/test.ts, docs/testing.md): by the seconds each
// file took when last measured, so that both lanes end together. Pure: the caller lists the files.

/** when each lane is free to take browser files, in the same seconds as the files' */
export type LaneStarts = { int: number; e2e: number };

/**
 * The browser files of each lane: the longest file first, each to the lane that is free sooner (the int lane once its
 * own files are done, the e2e lane once the web build is). A file without a measured time (a new one) counts as
 * `unmeasured` seconds. Each lane keeps the files in the order given, so a run's order does not depend on the table.
 */
export const splitBrowserFiles = (
  files: readonly string[],
  seconds: Readonly<Record<string, number>>,
  starts: LaneStarts,
  unmeasured: number,
): { int: string[]; e2e: string[] } => {
  const cost = (file: string) => seconds[file] ?? unmeasured;
  const free = { ...starts };
  const lane = new Map<string, 'int' | 'e2e'>();
  for (const file of [...files].sort((a, b) => cost(b) - cost(a) || a.localeCompare(b))) {
    // on a tie the e2e lane takes it: that is where a new browser file always went
    const to = free.int < free.e2e ? 'int' : 'e2e';
    free[to] += cost(file);
    lane.set(file, to);
  }
  return { int: files.filter((file) => lane.get(file) === 'int'), e2e: files.filter((file) => lane.get(file) === 'e2e') };
};

/** the seconds a lane's share of files will take by the same table */
export const laneSeconds = (files: readonly string[], seconds: Readonly<Record<string, number>>, unmeasured: number) =>
  files.reduce((sum, file) => sum + (seconds[file] ?? unmeasured), 0);
