import { describe, expect, it } from 'vitest';
import { karateClub } from 'graphology-generators/social/index.js';
import { UndirectedGraph } from 'graphology';
import { layoutPositions } from './mapLayout.ts';
import { createShapeCache, graphVersion } from './mapShapes.ts';

const karate = () => {
  const graph = karateClub(UndirectedGraph);
  return { ids: graph.nodes(), arcs: graph.mapEdges((_edge, _attributes, source, target) => ({ source, target })) };
};

describe('the kept shapes', () => {
  it('are one version for the same people and choices in any order, another when a choice changes', () => {
    const { ids, arcs } = karate();
    expect(graphVersion([...ids].reverse(), [...arcs].reverse()).version).toBe(graphVersion(ids, arcs).version);
    expect(graphVersion(ids, arcs.slice(1)).version).not.toBe(graphVersion(ids, arcs).version);
    // the reader's order (by source, then target) is taken as it is; any other is put in that order
    const inOrder = [...arcs].sort((a, b) => (a.source === b.source ? (a.target < b.target ? -1 : 1) : a.source < b.source ? -1 : 1));
    expect(graphVersion([...ids].sort(), inOrder).version).toBe(graphVersion(ids, arcs).version);
    expect(graphVersion([...ids].reverse(), [...arcs].reverse()).canonical()).toEqual({ people: [...ids].sort(), arcs: inOrder });
  });

  it('lay a graph out in the same place every time, every person apart from the others', () => {
    const { ids, arcs } = karate();
    const once = layoutPositions(ids, arcs);
    expect([...layoutPositions(ids, [...arcs].reverse())]).toEqual([...once]);
    const points = [...once.values()];
    expect(points).toHaveLength(34);
    expect(new Set(points.map(({ x, y }) => `${x},${y}`)).size).toBe(34);
    for (const { x, y } of points) expect(Number.isFinite(x) && Number.isFinite(y)).toBe(true);
  });

  it('are computed once per version in the worker thread, as the same functions compute them here', async () => {
    const { ids, arcs } = karate();
    const shapes = createShapeCache(2);
    const [first, second] = await Promise.all([shapes.shapeOf(ids, arcs), shapes.shapeOf([...ids].reverse(), arcs)]);
    expect(second).toBe(first);
    expect(shapes.size()).toBe(1);
    expect(first.positions).toEqual(layoutPositions(ids, arcs));
    expect(first.structure.brokers[0]).toBe('0');
  });
});
