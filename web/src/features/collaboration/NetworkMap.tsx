import type { CollaborationMap } from '@canopy/contracts/analytics/collaboration';
import cytoscape, { type Core, type StylesheetJson } from 'cytoscape';
import fcose from 'cytoscape-fcose';
import { useEffect, useRef, useState } from 'react';
import { layoutOf } from './layoutClient';
import { FIT_PADDING, fcoseOptions, fittedViewport } from './mapLayout';
import { markMap } from './mapTiming';
import { isShown, nameOf, ringOf, STATE_COLORS, type ViewFilter } from './mapView';

cytoscape.use(fcose);

const MIN_ZOOM = 0.01;
const MAX_ZOOM = 8;

const STYLE: StylesheetJson = [
  {
    selector: 'node',
    style: {
      width: 14,
      height: 14,
      'background-color': 'data(color)',
      label: 'data(label)',
      'font-size': 8,
      'min-zoomed-font-size': 10,
      color: '#2b2f33',
      'text-valign': 'bottom',
      'text-margin-y': 2,
    },
  },
  { selector: 'edge', style: { width: 0.6, 'line-color': '#c3c9cf', 'curve-style': 'haystack', opacity: 0.7 } },
  { selector: 'edge[type = "manager"]', style: { 'line-color': '#5b4a3a', width: 1 } },
  { selector: 'edge[type = "friendly"]', style: { 'line-color': '#e0a23b' } },
  { selector: 'edge[?mutual]', style: { width: 1.4 } },
  {
    selector: 'node.ring',
    style: {
      'border-width': 'mapData(ring, 1, 18, 2, 12)',
      'border-color': '#e0a23b',
      'border-opacity': 0.85,
      width: 'mapData(ring, 1, 18, 16, 40)',
      height: 'mapData(ring, 1, 18, 16, 40)',
    },
  },
  { selector: '.hidden', style: { display: 'none' } },
  { selector: '.dimmed', style: { opacity: 0.12 } },
  {
    selector: 'node:selected',
    style: { 'border-width': 3, 'border-color': '#1f2a33', 'font-size': 12, 'min-zoomed-font-size': 0, 'z-index': 10 },
  },
];

export type NetworkMapProps = {
  map: CollaborationMap;
  width: number;
  height: number;
  filter: ViewFilter;
  topCollaborators: boolean;
  /** the searched person: everyone else is dimmed */
  focusId: string | null;
  onOpen: (participantId: string) => void;
  /** zoom steps from the buttons: +1 in, -1 out, 0 fit (a new object each press) */
  zoom: { step: number } | null;
  onReady?: (milliseconds: number) => void;
};

/** the collaboration network drawn by cytoscape, laid out by fcose; loaded only with the Collaboration page */
export function NetworkMap({ map, width, height, filter, topCollaborators, focusId, onOpen, zoom, onReady }: NetworkMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const cy = useRef<Core | null>(null);
  const open = useRef(onOpen);
  open.current = onOpen;
  const ready = useRef(onReady);
  ready.current = onReady;
  const [drawn, setDrawn] = useState<CollaborationMap | null>(null);
  /** the map whose graph is built (the classes below apply to it); laying a large one out comes first */
  const [built, setBuilt] = useState<CollaborationMap | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new map is fitted to the map's size at the time; a new size only resizes
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let gone = false;
    const started = performance.now();
    markMap('mounted');
    const big = map.edges.length > 2000;
    // a large map is laid out in the worker while nothing is drawn, and built once with its positions
    const laidOut = layoutOf(map);
    const draw = (positions: Float64Array | null) => {
      const instance = cytoscape({
        container: element,
        style: STYLE,
        minZoom: MIN_ZOOM,
        maxZoom: MAX_ZOOM,
        wheelSensitivity: 0.3,
        pixelRatio: 1,
        hideEdgesOnViewport: big,
        textureOnViewport: big,
        ...(positions ? fittedViewport(positions, { width, height, padding: FIT_PADDING, minZoom: MIN_ZOOM, maxZoom: MAX_ZOOM }) : {}),
        // the positions as given (a headed instance would grid the nodes and measure every element to fit them)
        layout: { name: 'preset', fit: false },
        elements: {
          nodes: map.nodes.map((node, at) => ({
            data: {
              id: node.id,
              label: nameOf(node),
              color: STATE_COLORS[node.filtered_status],
              ring: ringOf(node.mentions),
              state: node.filtered_status,
            },
            ...(positions ? { position: { x: positions[at * 2] ?? 0, y: positions[at * 2 + 1] ?? 0 } } : {}),
          })),
          edges: map.edges.map((edge) => ({
            data: {
              id: `${edge.source}>${edge.target}`,
              source: edge.source,
              target: edge.target,
              type: edge.type,
              mutual: edge.is_mutual,
            },
          })),
        },
      });
      markMap('built');
      instance.on('tap', 'node', (event) => open.current(event.target.id()));
      if (!positions) {
        instance.layout(fcoseOptions(map.nodes.length)).run();
        markMap('laid-out');
      }
      cy.current = instance;
      setBuilt(map);
      requestAnimationFrame(() => {
        markMap('painted');
        ready.current?.(performance.now() - started);
        setDrawn(map);
      });
    };
    if (laidOut) {
      laidOut.then(
        (positions) => {
          markMap('laid-out');
          if (!gone) draw(positions);
        },
        // without the worker the page lays the map out itself, as it does a small one
        () => {
          if (!gone) draw(null);
        },
      );
    } else draw(null);
    return () => {
      gone = true;
      cy.current?.destroy();
      cy.current = null;
    };
    // a new map is a new drawing; the view's filters below only change classes
  }, [map]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the container's new size is what cytoscape measures again
  useEffect(() => {
    cy.current?.resize();
  }, [width, height]);

  useEffect(() => {
    const instance = cy.current;
    if (!instance || built !== map) return;
    const byId = new Map(map.nodes.map((node) => [node.id, node]));
    instance.batch(() => {
      instance.nodes().forEach((element) => {
        const node = byId.get(element.id());
        element.toggleClass('hidden', !node || !isShown(node, filter));
        element.toggleClass('ring', topCollaborators && (element.data('ring') as number) > 0);
      });
      instance.elements().removeClass('dimmed');
      instance.nodes().unselect();
      if (focusId) {
        const focused = instance.getElementById(focusId);
        if (focused.nonempty()) {
          instance.elements().addClass('dimmed');
          focused.closedNeighborhood().removeClass('dimmed');
          focused.select();
        }
      }
    });
    if (focusId) {
      const focused = instance.getElementById(focusId);
      if (focused.nonempty()) instance.animate({ center: { eles: focused }, zoom: Math.max(instance.zoom(), 1.5) }, { duration: 250 });
    }
  }, [map, built, filter, topCollaborators, focusId]);

  useEffect(() => {
    const instance = cy.current;
    if (!instance || !zoom) return;
    if (zoom.step === 0) instance.fit(undefined, 20);
    else instance.zoom({ level: instance.zoom() * (zoom.step > 0 ? 1.25 : 0.8), renderedPosition: { x: width / 2, y: height / 2 } });
  }, [zoom, width, height]);

  return (
    <div
      ref={container}
      data-testid="collaboration-map"
      data-drawn={drawn === map ? 'yes' : 'no'}
      data-focused={focusId ?? ''}
      data-rings={topCollaborators ? 'on' : 'off'}
      style={{ width, height, background: 'var(--mantine-color-body)' }}
    />
  );
}

export default NetworkMap;
