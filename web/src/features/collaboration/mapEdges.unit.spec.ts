import { describe, expect, it } from 'vitest';
import { drawEdges, edgeLayer, edgeLook, FADED } from './mapEdges';

const nodes = ['a', 'b', 'c', 'd'].map((id) => ({ id }));
const edge = (source: string, target: string, type = 'default', is_mutual = false) => ({ source, target, type, is_mutual });
const map = {
  nodes,
  edges: [edge('a', 'b'), edge('b', 'a', 'default', true), edge('c', 'a', 'manager'), edge('d', 'b', 'friendly'), edge('a', 'gone')],
} as unknown as Parameters<typeof edgeLayer>[0];

/** a canvas that writes down each stroke: its colour, width, opacity and the lines in it */
const recorder = () => {
  const strokes: Array<{ color: string; width: number; alpha: number; lines: string[] }> = [];
  let lines: string[] = [];
  let from = '';
  const painter = {
    globalAlpha: 1,
    strokeStyle: '' as string,
    lineWidth: 1,
    setTransform: () => undefined,
    clearRect: () => undefined,
    beginPath: () => {
      lines = [];
    },
    moveTo: (x: number, y: number) => {
      from = `${x},${y}`;
    },
    lineTo: (x: number, y: number) => {
      lines.push(`${from}>${x},${y}`);
    },
    stroke: () => {
      strokes.push({ color: painter.strokeStyle, width: painter.lineWidth, alpha: painter.globalAlpha, lines });
    },
  };
  return { painter: painter as unknown as CanvasRenderingContext2D, strokes };
};
// a at (0,0), b at (10,0), c at (0,10), d at (10,10)
const positions = Float64Array.from([0, 0, 10, 0, 0, 10, 10, 10]);
const frame = (shown: number[], focus: number | null = null) => ({
  positions,
  zoom: 1,
  pan: { x: 0, y: 0 },
  width: 100,
  height: 100,
  shown: Uint8Array.from(shown),
  focus,
});

describe('the arcs beneath the map', () => {
  it('groups the arcs by look, the light ones first, and skips arcs to people not on the map', () => {
    const layer = edgeLayer(map);
    expect(layer.buckets.map(({ color, width, pairs }) => `${color} ${width}: ${[...pairs].join(' ')}`)).toEqual([
      '#e1e4e7 0.5: 0 1',
      '#e1e4e7 1: 1 0',
      '#f0d09d 0.5: 3 1',
      '#8c8075 0.9: 2 0',
    ]);
    expect(layer.neighbours.map((list) => [...list].sort())).toEqual([[1, 1, 2], [0, 0, 3], [0], [1]]);
    expect(edgeLook('manager', true)).toEqual({ color: '#8c8075', width: 1 });
  });

  it('leaves out the arcs of hidden people', () => {
    const { painter, strokes } = recorder();
    drawEdges(painter, edgeLayer(map), frame([1, 1, 0, 1]));
    expect(strokes.flatMap((stroke) => stroke.lines)).toEqual(['0,0>10,0', '10,0>0,0', '10,10>10,0']);
    expect(strokes.every((stroke) => stroke.alpha === 1)).toBe(true);
  });

  it('fades every arc but the searched person’s, drawn after the rest in full', () => {
    const { painter, strokes } = recorder();
    // the focus on c: only its manager arc to a stays in full
    drawEdges(painter, edgeLayer(map), frame([1, 1, 1, 1], 2));
    const faded = strokes.filter((stroke) => stroke.alpha === FADED).flatMap((stroke) => stroke.lines);
    const full = strokes.filter((stroke) => stroke.alpha === 1).flatMap((stroke) => stroke.lines);
    expect(faded.sort()).toEqual(['0,0>10,0', '10,0>0,0', '10,10>10,0']);
    expect(full).toEqual(['0,10>0,0']);
    expect(strokes.findIndex((stroke) => stroke.alpha === 1 && stroke.lines.length > 0)).toBeGreaterThan(
      strokes.findLastIndex((stroke) => stroke.alpha === FADED && stroke.lines.length > 0),
    );
  });
});
