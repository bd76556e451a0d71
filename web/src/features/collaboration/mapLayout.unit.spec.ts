import { describe, expect, it } from 'vitest';
import { fittedViewport } from './mapLayout';

describe("the map's first view", () => {
  it('fits the drawing into the map with the padding around it, within the zoom range', () => {
    const size = { width: 1000, height: 600, padding: 30, minZoom: 0.01, maxZoom: 8 };
    const { zoom, pan } = fittedViewport(Float64Array.from([-100, -50, 100, 50]), size);
    // 240 x 140 with the margin for the nodes and labels into 940 x 540: the height limits
    expect(zoom).toBeCloseTo(540 / 140);
    // the drawing's centre (0, 0) at the map's centre
    expect(pan).toEqual({ x: 500, y: 300 });
    expect(fittedViewport(Float64Array.from([5, 5]), size).zoom).toBe(8);
    expect(fittedViewport(new Float64Array(0), size)).toEqual({ zoom: 1, pan: { x: 500, y: 300 } });
  });
});
