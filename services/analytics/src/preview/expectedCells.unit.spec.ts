import { describe, expect, it } from 'vitest';
import { expectedCells, expectedRollups, tenureDaysOn } from './expectedCells.ts';

// The expected cells, apportioned by hand.
const AT = new Date('2026-06-01T12:00:00Z');
const hired = (days: number) => new Date(AT.getTime() - days * 86_400_000);
const people = (count: number, groups: string[], hiring: Date | null) =>
  Array.from({ length: count }, () => ({ group_ids: groups, hiring_date: hiring }));

describe('expectedCells', () => {
  it('gives each cell its share rounded down, then the units left to the largest remainders', () => {
    // 5, 3 and 2 people at 65%: 3.25, 1.95, 1.3 (5 given); round(6.5) = 7, so the 0.95 and the 0.3 get one more
    const cells = expectedCells(
      [...people(5, ['a'], hired(400)), ...people(3, ['b'], hired(400)), ...people(2, ['c'], hired(400))],
      0.65,
      AT,
    );
    expect(cells.map((cell) => [cell.group_ids.join(), cell.people, cell.expected])).toEqual([
      ['a', 5, 3],
      ['b', 3, 2],
      ['c', 2, 2],
    ]);
  });

  it('puts people in the cell of all their groups and their tenure bucket on the day', () => {
    const cells = expectedCells(
      [
        ...people(2, ['b', 'a'], hired(20)),
        ...people(1, ['a', 'b'], hired(20)),
        ...people(1, ['a'], null),
        ...people(1, ['a'], hired(-3)),
        ...people(4, ['a'], hired(3 * 365)),
      ],
      1,
      AT,
    );
    // bucket 0 is 0-30 days, 6 is 3-6 years; -1 no hiring date, -2 hired after the day
    expect(cells.map((cell) => [cell.group_ids.join(), cell.bucket, cell.people, cell.expected])).toEqual([
      ['a,b', 0, 3, 3],
      ['a', -1, 1, 1],
      ['a', -2, 1, 1],
      ['a', 6, 4, 4],
    ]);
    expect(tenureDaysOn(hired(20), AT)).toBe(20);
    expect(tenureDaysOn(null, AT)).toBeNull();
  });

  it('expects 26 of 40 people in nine teams at 65%, none of the teams reaching five', () => {
    const teams = [5, 5, 5, 5, 4, 4, 4, 4, 4].flatMap((size, team) => people(size, [`team${team}`], null));
    const cells = expectedCells(teams, 0.65, AT);
    // 3.25 x 4 and 2.6 x 5: 4 x 3 + 5 x 2 = 22 given; the four units left go to the 0.6 remainders of teams of four
    expect(cells.reduce((total, cell) => total + cell.expected, 0)).toBe(26);
    expect(cells.map((cell) => cell.expected)).toEqual([3, 3, 3, 3, 3, 3, 3, 3, 2]);
    expect(Math.max(...cells.map((cell) => cell.expected))).toBeLessThan(5);
  });

  it('never expects more than a cell holds and makes one rollup per question and answered cell', () => {
    const cells = expectedCells(people(3, ['a'], null), 0.29, AT);
    // 3 x 0.29 = 0.87: round to 1 in all, the cell's one
    expect(cells.map((cell) => cell.expected)).toEqual([1]);
    const rollups = expectedRollups([...cells, { group_ids: ['z'], bucket: -1, people: 1, expected: 0 }], ['q1', 'q2'], 'next');
    expect(rollups.map((rollup) => [rollup.question_id, rollup.cycle_id, rollup.answered, rollup.passes])).toEqual([
      ['q1', 'next', 1, 0],
      ['q2', 'next', 1, 0],
    ]);
  });
});
