import type { CellRollup } from '@canopy/projections/analytics/answers/readCells';
import { tenureBucketOf } from '../release/tenureBucket.ts';

// The cells a cycle would have if today's roster answered it at a rate (ADR 0140): each person in the cell their
// groups and tenure now put them in, as the projection stamps an answer (all their groups, the tenure bucket of the
// day they answer), and each cell's expected respondents apportioned by largest remainder, so the cells add up to
// the rate's share of everyone (rounded) and each holds its own share rounded down or up, never more than its people.

const DAY = 86_400_000;
// size x rate in floating point: 100 x 0.29 is 28.999999999999996, which is 29
const EPSILON = 1e-9;

export type RosterPerson = { group_ids: readonly string[]; hiring_date: Date | null };
export type ExpectedCell = { group_ids: string[]; bucket: number; people: number; expected: number };

/** the tenure in whole days on `at` (the projection's floor of the days between the hiring date and the answer) */
export const tenureDaysOn = (hiring: Date | null, at: Date) => (hiring ? Math.floor((at.getTime() - hiring.getTime()) / DAY) : null);

export const expectedCells = (people: readonly RosterPerson[], rate: number, at: Date): ExpectedCell[] => {
  const cells = new Map<string, ExpectedCell>();
  for (const person of people) {
    const groups = [...person.group_ids].sort();
    const bucket = tenureBucketOf(tenureDaysOn(person.hiring_date, at));
    const key = `${groups.join(',')}|${bucket}`;
    const cell = cells.get(key) ?? { group_ids: groups, bucket, people: 0, expected: 0 };
    cell.people += 1;
    cells.set(key, cell);
  }
  const keyed = [...cells.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const total = Math.round(people.length * rate + EPSILON);
  let given = 0;
  const remainders = keyed.map(([key, cell]) => {
    const share = cell.people * rate;
    cell.expected = Math.floor(share + EPSILON);
    given += cell.expected;
    return { key, cell, remainder: share - cell.expected };
  });
  // the units left go to the largest remainders; ties to the larger cell, then by key (the same roster, the same cells)
  remainders.sort((a, b) => b.remainder - a.remainder || b.cell.people - a.cell.people || (a.key < b.key ? -1 : 1));
  for (const entry of remainders) {
    if (given >= total) break;
    if (entry.cell.expected >= entry.cell.people || entry.remainder <= EPSILON) continue;
    entry.cell.expected += 1;
    given += 1;
  }
  return keyed.map(([, cell]) => cell);
};

/** the cells as rollups of one cycle for each question (no answers by value: the rule decides on who answered) */
export const expectedRollups = (cells: readonly ExpectedCell[], questionIds: readonly string[], cycleId: string): CellRollup[] =>
  questionIds.flatMap((questionId) =>
    cells
      .filter((cell) => cell.expected > 0)
      .map((cell) => ({
        question_id: questionId,
        cycle_id: cycleId,
        group_ids: cell.group_ids,
        bucket: cell.bucket,
        answered: cell.expected,
        passes: 0,
        counts: Array.from({ length: 10 }, () => 0),
        ten_counts: Array.from({ length: 10 }, () => 0),
      })),
  );
