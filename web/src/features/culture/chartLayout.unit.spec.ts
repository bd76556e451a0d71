import { describe, expect, it } from 'vitest';
import { labelMargin, rotatedHeaderMargin, scatterLabelPositions, tickStepFor, truncateLabel } from './chartLayout';

describe('chart layout', () => {
  it('cuts a label with an ellipsis at its limit and leaves a short one whole', () => {
    expect(truncateLabel('How likely are you to recommend us?', 20)).toBe('How likely are you…');
    expect(truncateLabel('How likely are you to recommend us?', 20)).toHaveLength(19);
    expect(truncateLabel('Short', 20)).toBe('Short');
    expect(truncateLabel('  two\n lines ', 20)).toBe('two lines');
  });
  it('labels at most eleven ticks with a round step, never finer than the server asked', () => {
    expect(tickStepFor(-90, 75, 5)).toBe(20);
    expect(tickStepFor(-25, 75, 5)).toBe(10);
    expect(tickStepFor(-20, 40, 5)).toBe(10);
    expect(tickStepFor(0, 20, 5)).toBe(5);
    expect(tickStepFor(-100, 100, 5)).toBe(20);
    expect(tickStepFor(0, 20, 25)).toBe(25);
  });
  it('places labels of neighbouring points apart and none on the overall average', () => {
    const frame = { x: [1, 5], y: [1, 5], width: 560, height: 410 };
    const positions = scatterLabelPositions(
      [
        { x: 3, y: 3, label: 'Sales' },
        { x: 3.02, y: 3.01, label: 'Support' },
      ],
      { x: 3.01, y: 3.12 },
      frame,
    );
    // the first label would lie on the average's diamond above it: it goes below
    expect(positions[0]).not.toBe('top center');
    expect(positions[0]).not.toBe(positions[1]);
  });
  it('keeps a label inside the plot at its edges', () => {
    const frame = { x: [1, 5], y: [1, 5], width: 560, height: 410 };
    expect(scatterLabelPositions([{ x: 5, y: 5, label: 'Engineering' }], null, frame)[0]).toBe('bottom left');
  });
  it('gives a tilted last header and long bar labels the room they need, within bounds', () => {
    expect(rotatedHeaderMargin('1. My manager gives me useful…')).toBeGreaterThan(150);
    expect(rotatedHeaderMargin('Q1')).toBe(20);
    expect(labelMargin(['1. short'])).toBe(80);
    expect(labelMargin(['x'.repeat(80)])).toBe(240);
  });
});
