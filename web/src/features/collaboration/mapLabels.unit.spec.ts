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

  it('measures the names at the zoom they are drawn and below the node they name', () => {
    // 'Ada Lovelace' is 78 px wide at zoom 1; two names 100 px apart overlap from zoom 1.3
    const pair = [
      { id: 'left', x: 300, y: 100, text: 'Ada Lovelace', rank: 2 },
      { id: 'right', x: 400, y: 100, text: 'Ada Lovelace', rank: 1 },
    ];
    expect(pickLabels(pair, 800, 600, 80, 1).size).toBe(2);
    expect([...pickLabels(pair, 800, 600, 80, 1.3)]).toEqual(['left']);
    // a large node pushes its name down onto the name of the node below it
    const stacked = [
      { id: 'big', x: 300, y: 100, text: 'Ada Lovelace', rank: 2, size: 40 },
      { id: 'below', x: 300, y: 125, text: 'Ada Lovelace', rank: 1, size: 8 },
    ];
    expect(pickLabels(stacked, 800, 600).size).toBe(1);
    expect(
      pickLabels(
        stacked.map((one) => ({ ...one, size: 8 })),
        800,
        600,
      ).size,
    ).toBe(2);
  });

  it('leaves out labels outside the view and stops at the limit', () => {
    const row = Array.from({ length: 10 }, (_, at) => ({ id: `p${at}`, x: 50 + at * 100, y: 50, text: 'Someone', rank: at }));
    expect(pickLabels(row, 600, 400).has('p9')).toBe(false);
    expect(pickLabels(row, 2000, 400, 3)).toEqual(new Set(['p9', 'p8', 'p7']));
  });
});
