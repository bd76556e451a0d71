import { describe, expect, it } from 'vitest';
import { averageOf, bandOf, netScoreAxis, netScoreOf } from './figures.ts';

describe('chart figures', () => {
  it('average: 2 x 5, 1 x 4, 1 x 1 over four scored answers is 3.75', () => {
    expect(averageOf([1, 0, 0, 1, 2])).toBe(3.75);
    expect(averageOf([0, 0, 0, 0, 0])).toBeNull();
  });
  it('net score on ten points: 3 promoters, 1 passive, 1 detractor of 5 is 40', () => {
    expect(netScoreOf([1, 0, 0, 0, 0, 0, 0, 1, 2, 1], 'ten')).toEqual({ promoters: 3, passives: 1, detractors: 1, value: 40 });
  });
  it('net score on five points: 5 promotes, 4 is passive, 1-3 detract', () => {
    expect(netScoreOf([1, 1, 0, 1, 1], 'five')).toEqual({ promoters: 1, passives: 1, detractors: 2, value: -25 });
  });
  it('net-score axis is -25 to 75, widened to the next step of 5', () => {
    expect(netScoreAxis([10, null])).toEqual({ min: -25, max: 75, step: 5 });
    expect(netScoreAxis([-33, 81])).toEqual({ min: -35, max: 85, step: 5 });
  });
  it('bands at their cut points', () => {
    expect([2.99, 3, 3.99, 4].map((value) => bandOf(value, 'five'))).toEqual(['red', 'amber', 'amber', 'green']);
    expect([5.99, 6, 7.99, 8].map((value) => bandOf(value, 'ten'))).toEqual(['red', 'amber', 'amber', 'green']);
  });
});
