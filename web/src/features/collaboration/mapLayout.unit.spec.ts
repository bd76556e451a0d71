import cytoscape from 'cytoscape';
import fcose from 'cytoscape-fcose';
import { describe, expect, it } from 'vitest';
import { fittedViewport, layoutPairs, layoutPositions } from './mapLayout';

cytoscape.use(fcose);

const person = (id: string) => ({ id });
const arc = (source: string, target: string) => ({ source, target });

describe("the map's layout off the page", () => {
  it('lays out each pair of people once, whoever chose whom, and leaves out arcs to no one on the map', () => {
    const pairs = layoutPairs({
      nodes: [person('a'), person('b'), person('c')] as never,
      edges: [arc('a', 'b'), arc('b', 'a'), arc('b', 'c'), arc('c', 'x')] as never,
    });
    expect([...pairs]).toEqual([0, 1, 1, 2]);
  });

  it('places every person at a distinct point, linked people nearer than the rest', () => {
    // two triangles joined by one arc: fcose keeps each triangle together
    const positions = layoutPositions(cytoscape, 6, Int32Array.from([0, 1, 1, 2, 2, 0, 3, 4, 4, 5, 5, 3, 2, 3]));
    const point = (at: number) => ({ x: positions[at * 2] ?? 0, y: positions[at * 2 + 1] ?? 0 });
    const distance = (a: number, b: number) => Math.hypot(point(a).x - point(b).x, point(a).y - point(b).y);
    expect(positions.every(Number.isFinite)).toBe(true);
    expect(new Set([0, 1, 2, 3, 4, 5].map((at) => `${point(at).x},${point(at).y}`)).size).toBe(6);
    expect(distance(0, 1)).toBeLessThan(distance(0, 5));
  });

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
