import type { CollaborationMap } from '@canopy/contracts/analytics/collaboration';
import type cytoscape from 'cytoscape';
import { layoutQuality } from './mapView';

/** fcose's ideal edge length and node separation: the force spacing of the map */
export const FORCE_SPACING = 80;
/** from this many people the layout runs in a worker: fcose's draft (spectral) layout, which reads no direction */
export const WORKER_LAYOUT_FROM = 300;
/** the space kept around the drawing when it is fitted to the map (fcose's own default) */
export const FIT_PADDING = 30;

/** fcose's options for a map of `nodes` people */
export const fcoseOptions = (nodes: number) =>
  ({
    name: 'fcose',
    quality: layoutQuality(nodes),
    randomize: true,
    animate: false,
    idealEdgeLength: FORCE_SPACING,
    nodeSeparation: FORCE_SPACING,
    nodeRepulsion: 4500,
    numIter: nodes > 1000 ? 1000 : 2500,
  }) as cytoscape.LayoutOptions;

/** what the worker lays out: people by index, and each pair of people who chose each other (either way) once */
export type LayoutRequest = { id: number; nodes: number; pairs: Int32Array };
export type LayoutAnswer = { id: number; positions: Float64Array } | { id: number; error: string };

/**
 * The pairs of the map by node index, each unordered pair once: the draft layout places people by graph distance,
 * which a second arc between the same two people does not change, and every arc fewer is work fcose does not do.
 */
export const layoutPairs = (map: Pick<CollaborationMap, 'nodes' | 'edges'>): Int32Array => {
  const index = new Map(map.nodes.map((node, at) => [node.id, at]));
  const seen = new Set<number>();
  const pairs: number[] = [];
  for (const edge of map.edges) {
    const source = index.get(edge.source);
    const target = index.get(edge.target);
    if (source === undefined || target === undefined || source === target) continue;
    const key = Math.min(source, target) * map.nodes.length + Math.max(source, target);
    if (seen.has(key)) continue;
    seen.add(key);
    pairs.push(source, target);
  }
  return Int32Array.from(pairs);
};

/** runs fcose on a headless, unstyled graph of `nodes` people and answers x, y of each in turn */
export const layoutPositions = (lib: typeof cytoscape, nodes: number, pairs: Int32Array): Float64Array => {
  const elements: cytoscape.ElementDefinition[] = [];
  for (let at = 0; at < nodes; at++) elements.push({ group: 'nodes', data: { id: `n${at}` } });
  for (let at = 0; at < pairs.length; at += 2) {
    elements.push({ group: 'edges', data: { id: `e${at}`, source: `n${pairs[at]}`, target: `n${pairs[at + 1]}` } });
  }
  const cy = lib({ headless: true, styleEnabled: false, elements });
  cy.layout({ ...fcoseOptions(nodes), fit: false } as cytoscape.LayoutOptions).run();
  const positions = new Float64Array(nodes * 2);
  cy.nodes().forEach((node) => {
    const at = Number(node.id().slice(1));
    const { x, y } = node.position();
    positions[at * 2] = x;
    positions[at * 2 + 1] = y;
  });
  cy.destroy();
  return positions;
};

/**
 * The zoom and pan that fit these positions into a `width` x `height` map with `padding` around, as cytoscape's fit
 * does, but from the positions alone: measuring 20,000 edges' and 2,000 labels' boxes to fit them took seconds.
 */
export const fittedViewport = (
  positions: Float64Array,
  { width, height, padding, minZoom, maxZoom }: { width: number; height: number; padding: number; minZoom: number; maxZoom: number },
) => {
  let [x1, y1, x2, y2] = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY];
  for (let at = 0; at < positions.length; at += 2) {
    const x = positions[at] ?? 0;
    const y = positions[at + 1] ?? 0;
    x1 = Math.min(x1, x);
    x2 = Math.max(x2, x);
    y1 = Math.min(y1, y);
    y2 = Math.max(y2, y);
  }
  if (!Number.isFinite(x1)) return { zoom: 1, pan: { x: width / 2, y: height / 2 } };
  // a node's half-size and its label below it belong to the drawing too
  const margin = 20;
  const w = x2 - x1 + 2 * margin;
  const h = y2 - y1 + 2 * margin;
  const zoom = Math.min(maxZoom, Math.max(minZoom, Math.min((width - 2 * padding) / w, (height - 2 * padding) / h)));
  return { zoom, pan: { x: (width - zoom * (x1 + x2)) / 2, y: (height - zoom * (y1 + y2)) / 2 } };
};
