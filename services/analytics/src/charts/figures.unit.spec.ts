import { describe, expect, it } from 'vitest';
import { averageOf, averageOnScale, bandOf, netScoreAxis, netScoreOf, netScoreOnScale, scaleOfTypes } from './figures.ts';

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
  describe('questions of both scales in one figure (ADR 0057)', () => {
    // two people answer the top of two five-point questions and one ten-point question: 4 x 5 and 2 x 10
    const top = { counts: [0, 0, 0, 0, 4, 0, 0, 0, 0, 2], ten_counts: [0, 0, 0, 0, 0, 0, 0, 0, 0, 2] };
    it('is on the share scale only when both scales are there', () => {
      expect(scaleOfTypes(['one_to_five', 'one_to_five_reversed'])).toBe('five');
      expect(scaleOfTypes(['one_to_ten'])).toBe('ten');
      expect(scaleOfTypes(['one_to_five', 'one_to_ten'])).toBe('share');
    });
    it('puts the top of every scale at 100 (raw values pooled read 6.67) and its net score at +100 (ten-point cut-offs read -33)', () => {
      expect(averageOf(top.counts)).toBe(6.67);
      expect(averageOnScale(top, 'share')).toBe(100);
      expect(netScoreOf(top.counts, 'ten').value).toBe(-33.3);
      expect(netScoreOnScale(top, 'share')).toEqual({ promoters: 6, passives: 0, detractors: 0, value: 100 });
      expect(bandOf(100, 'share')).toBe('green');
    });
    it('averages shares by hand: five-point 3 (50%) and 5 (100%), ten-point 1 (0%) and 10 (100%) is 62.5', () => {
      const mixed = { counts: [1, 0, 1, 0, 1, 0, 0, 0, 0, 1], ten_counts: [1, 0, 0, 0, 0, 0, 0, 0, 0, 1] };
      expect(averageOnScale(mixed, 'share')).toBe(62.5);
      // five: 3 detractor, 5 promoter; ten: 1 detractor, 10 promoter -> 2 - 2 of 4
      expect(netScoreOnScale(mixed, 'share')).toEqual({ promoters: 2, passives: 0, detractors: 2, value: 0 });
    });
    it('bands a share at the five-point cuts: 49.75 red, 74.75 amber', () => {
      expect([49.75, 50, 74.75, 75].map((value) => bandOf(value, 'share'))).toEqual(['red', 'amber', 'amber', 'green']);
    });
  });
});
