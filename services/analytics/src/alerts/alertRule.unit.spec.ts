import { describe, expect, it } from 'vitest';
import { changesOf, type GroupCycles } from '../change/changeSinceLastCycle.ts';
import { alertsOf, moveOnHundred } from './alertRule.ts';

// A seeded workspace of three groups of 25 on a five-point question: Sales moved up by 1.08 (27 on 0-100),
// Support down by 0.72 (-18), Finance by noise (+0.04). Counts by value 1..5; moves = difference / 4 x 100.
const row = (counts: number[]) => ({
  counts: [...counts, 0, 0, 0, 0, 0],
  ten_counts: null,
  respondents: counts.reduce((a, b) => a + b, 0),
});
const group = (name: string, before: number[], after: number[]): GroupCycles => ({
  group_id: name,
  group_name: name,
  before: { cycle_id: 'c1', row: row(before) },
  after: { cycle_id: 'c2', row: row(after) },
});
const groups = [
  group('Sales', [2, 8, 10, 5, 0], [0, 2, 6, 12, 5]), // 2.72 -> 3.80
  group('Support', [0, 3, 7, 10, 5], [2, 6, 10, 5, 2]), // 3.68 -> 2.96
  group('Finance', [1, 4, 10, 8, 2], [1, 4, 9, 9, 2]), // 3.24 -> 3.28
];

describe('alerts', () => {
  it('puts a move on a 0-100 scale of its question', () => {
    expect(moveOnHundred(1, 'five')).toBe(25);
    expect(moveOnHundred(0.9, 'ten')).toBe(10);
    expect(moveOnHundred(8, 'share')).toBe(8);
  });

  it('alerts the two groups that moved and not the one that moved by noise', () => {
    const alerts = alertsOf(changesOf(groups, 'five'), 'five');
    expect(alerts.map((alert) => [alert.group_name, alert.mark, alert.move])).toEqual([
      ['Sales', 'improved', 27],
      ['Support', 'declined', -18],
    ]);
  });

  it('changes the list with the thresholds', () => {
    const changes = changesOf(groups, 'five');
    expect(alertsOf(changes, 'five', { alpha: 0.05, minimumRespondents: 30, minimumMove: 8 })).toEqual([]);
    expect(alertsOf(changes, 'five', { alpha: 0.05, minimumRespondents: 20, minimumMove: 20 }).map((alert) => alert.group_name)).toEqual([
      'Sales',
    ]);
  });
});
