import type { Driver } from '@canopy/contracts/analytics/drivers';
import { describe, expect, it } from 'vitest';
import { driverScatterOf, scorePercent } from './driverFigure';

const driver = (over: Partial<Driver>): Driver => ({
  question_id: 'q',
  question_body: 'Question',
  question_index: 0,
  scale: 'five',
  average: 3,
  correlation: 0.5,
  n: 10,
  priority: 'act_first',
  suppressed: false,
  ...over,
});

describe('driver scatter', () => {
  it('puts five- and ten-point averages on one 0-100 score axis', () => {
    expect(scorePercent(driver({ average: 3 }))).toBe(50);
    expect(scorePercent(driver({ scale: 'ten', average: 10 }))).toBe(100);
    expect(scorePercent(driver({ average: null }))).toBeNull();
  });

  it('plots the drivers shown, none held back, with the median lines of the 2x2', () => {
    const figure = driverScatterOf([
      driver({ question_index: 0, correlation: 0.8, average: 2 }),
      driver({ question_index: 1, correlation: 0.2, average: 5, priority: 'maintain' }),
      driver({ question_index: 2, correlation: null, average: null, n: null, priority: null, suppressed: true }),
    ]);
    expect(figure.data[0]).toMatchObject({ x: [0.8, 0.2], y: [25, 100], text: ['Q1', 'Q2'] });
    expect(figure.layout.shapes).toMatchObject([{ x0: 0.5 }, { y0: 62.5 }]);
    // axes fitted to the points with a fifth of their spread around them, within the scales' ends
    const layout = figure.layout as { xaxis: { range: number[] }; yaxis: { range: number[] } };
    expect(layout.xaxis.range.map((value) => Math.round(value * 100) / 100)).toEqual([0.08, 0.92]);
    expect(layout.yaxis.range).toEqual([10, 105]);
  });
});
