import { describe, expect, it } from 'vitest';
import { pickLabels } from './mapLabels';

describe('the names drawn on the map', () => {
  it('keeps the higher-ranked of two overlapping labels and both when apart', () => {
    const kept = pickLabels(
      [
        { id: 'low', x: 105, y: 100, text: 'Grace Hopper', rank: 2 },
        { id: 'high', x: 100, y: 100, text: 'Ada Lovelace', rank: 9 },
        { id: 'far', x: 400, y: 300, text: 'Alan Turing', rank: 1 },
      ],
      800,
      600,
    );
    expect([...kept].sort()).toEqual(['far', 'high']);
  });

  it('leaves out labels outside the view and stops at the limit', () => {
    const row = Array.from({ length: 10 }, (_, at) => ({ id: `p${at}`, x: 50 + at * 100, y: 50, text: 'Someone', rank: at }));
    expect(pickLabels(row, 600, 400).has('p9')).toBe(false);
    expect(pickLabels(row, 2000, 400, 3)).toEqual(new Set(['p9', 'p8', 'p7']));
  });
});
