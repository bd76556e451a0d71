import type cytoscape from 'cytoscape';
import { layoutQuality } from './mapView';

/** fcose's ideal edge length and node separation: the force spacing of the map */
export const FORCE_SPACING = 80;
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
