import type { CollaborationMap } from '@canopy/contracts/analytics/collaboration';
import { EDGE_COLORS, type EdgeLook, edgeLook } from '@canopy/contracts/analytics/mapLook';

// an arc's look has one home with the server's image of the map (ADR 0132)
export { type EdgeLook, edgeLook } from '@canopy/contracts/analytics/mapLook';

/**
 * The map's arcs, drawn on a canvas beneath cytoscape's (ADR 0102): cytoscape holds the people (styles, names,
 * taps), and the 20,000 arcs are a handful of canvas paths, one per look, redrawn whenever the view moves. As
 * cytoscape elements they cost seconds to build, style and paint; as paths, tens of milliseconds.
 */

/** the arcs grouped by look, as pairs of node indexes (the map's node order), light ones first so they lie beneath */
export type EdgeBucket = EdgeLook & { pairs: Uint32Array };

export type EdgeLayer = {
  buckets: EdgeBucket[];
  /** each node's index in the map's node list */
  index: ReadonlyMap<string, number>;
  /** each node's neighbours either way, by index */
  neighbours: ReadonlyArray<readonly number[]>;
};

const LIGHT = EDGE_COLORS.default;

export const edgeLayer = (map: Pick<CollaborationMap, 'nodes' | 'edges'>): EdgeLayer => {
  const index = new Map(map.nodes.map((node, at) => [node.id, at]));
  const grouped = new Map<string, EdgeLook & { pairs: number[] }>();
  const neighbours: number[][] = map.nodes.map(() => []);
  for (const edge of map.edges) {
    const source = index.get(edge.source);
    const target = index.get(edge.target);
    if (source === undefined || target === undefined) continue;
    const look = edgeLook(edge.type, edge.is_mutual);
    const key = `${look.color} ${look.width}`;
    const bucket = grouped.get(key) ?? { ...look, pairs: [] };
    grouped.set(key, bucket);
    bucket.pairs.push(source, target);
    neighbours[source]?.push(target);
    neighbours[target]?.push(source);
  }
  const buckets = [...grouped.values()]
    .sort((a, b) => Number(b.color === LIGHT) - Number(a.color === LIGHT) || a.width - b.width)
    .map(({ color, width, pairs }) => ({ color, width, pairs: Uint32Array.from(pairs) }));
  return { buckets, index, neighbours };
};

/** what a frame of arcs depends on besides the arcs: the view and who is shown or focused */
export type EdgeFrame = {
  /** each node's position in map units, x then y, by index */
  positions: Float64Array;
  zoom: number;
  pan: { x: number; y: number };
  width: number;
  height: number;
  /** 1 where the node is shown (an arc to a hidden node is hidden too) */
  shown: Uint8Array;
  /** the searched person's index: their arcs drawn in full, every other arc faded */
  focus: number | null;
};

/** how faint the arcs away from the searched person are (the stylesheet fades the other people as much) */
export const FADED = 0.12;

type Painter = Pick<
  CanvasRenderingContext2D,
  'setTransform' | 'clearRect' | 'beginPath' | 'moveTo' | 'lineTo' | 'stroke' | 'globalAlpha' | 'strokeStyle' | 'lineWidth'
>;

/** draws one frame of arcs: each look one path (a searched person's own arcs after the rest, in full) */
export const drawEdges = (context: Painter, layer: EdgeLayer, frame: EdgeFrame) => {
  const { positions, zoom, pan, shown, focus } = frame;
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.clearRect(0, 0, frame.width, frame.height);
  context.setTransform(zoom, 0, 0, zoom, pan.x, pan.y);
  const stroke = (bucket: EdgeBucket, keep: (source: number, target: number) => boolean) => {
    context.strokeStyle = bucket.color;
    context.lineWidth = bucket.width;
    context.beginPath();
    const { pairs } = bucket;
    for (let at = 0; at < pairs.length; at += 2) {
      const source = pairs[at] as number;
      const target = pairs[at + 1] as number;
      if (!shown[source] || !shown[target] || !keep(source, target)) continue;
      context.moveTo(positions[source * 2] as number, positions[source * 2 + 1] as number);
      context.lineTo(positions[target * 2] as number, positions[target * 2 + 1] as number);
    }
    context.stroke();
  };
  context.globalAlpha = focus === null ? 1 : FADED;
  for (const bucket of layer.buckets) stroke(bucket, (source, target) => focus === null || (source !== focus && target !== focus));
  if (focus !== null) {
    context.globalAlpha = 1;
    for (const bucket of layer.buckets) stroke(bucket, (source, target) => source === focus || target === focus);
  }
  context.globalAlpha = 1;
};
