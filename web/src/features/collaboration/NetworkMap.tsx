import type { CollaborationMap } from '@canopy/contracts/analytics/collaboration';
import cytoscape, { type Core, type NodeSingular } from 'cytoscape';
import fcose from 'cytoscape-fcose';
import { useEffect, useRef, useState } from 'react';
import { FIT_PADDING, fcoseOptions, fittedViewport } from './mapLayout';
import { pickLabels } from './mapLabels';
import { mapStyle, type MapLook } from './mapStyle';
import { markMap } from './mapTiming';
import { isShown, nameOf, ringOf, type ViewFilter } from './mapView';

cytoscape.use(fcose);

const MIN_ZOOM = 0.01;
const MAX_ZOOM = 8;
/** a fitted small map is not blown up past this: six people should not fill the screen */
const FIT_MAX_ZOOM = 1.6;

/** fits the shown people into the view, no closer than FIT_MAX_ZOOM */
const fitShown = (instance: Core) => {
  const visible = instance.nodes(':visible');
  instance.fit(visible.nonempty() ? visible : undefined, FIT_PADDING);
  if (instance.zoom() > FIT_MAX_ZOOM) {
    instance.zoom(FIT_MAX_ZOOM);
    instance.center(visible.nonempty() ? visible : undefined);
  }
};
/** labels are chosen again this long after the view stops moving */
const LABEL_DELAY_MS = 120;

export type NetworkMapProps = {
  map: CollaborationMap;
  width: number;
  height: number;
  filter: ViewFilter;
  /** colours, sizes and rings: the stylesheet, swapped whole (one restyle, not one per person) */
  look: MapLook;
  /** each person's colour under every colour mode, by mode key (see mapColors) */
  palettes: ReadonlyMap<string, ReadonlyMap<string, string>>;
  /** the searched person: everyone else is dimmed */
  focusId: string | null;
  onOpen: (participantId: string) => void;
  /** zoom steps from the buttons: +1 in, -1 out, 0 fit (a new object each press) */
  zoom: { step: number } | null;
  /** how many people the filters leave (the page says so when none) */
  onShown?: (count: number) => void;
};

/**
 * The server's positions (the layout kept with the map answer, ADR 0092), or null when it has none: a server that
 * has not laid this map out answers every person at the same point.
 */
const serverPositions = (map: CollaborationMap): Float64Array | null => {
  const positions = new Float64Array(map.nodes.length * 2);
  let spread = false;
  map.nodes.forEach((node, at) => {
    positions[at * 2] = node.x;
    positions[at * 2 + 1] = node.y;
    if (node.x !== map.nodes[0]?.x || node.y !== map.nodes[0]?.y) spread = true;
  });
  return spread ? positions : null;
};

/** the collaboration network drawn by cytoscape at the server's positions; loaded only with the Collaboration page */
export function NetworkMap({ map, width, height, filter, look, palettes, focusId, onOpen, zoom, onShown }: NetworkMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const cy = useRef<Core | null>(null);
  const open = useRef(onOpen);
  open.current = onOpen;
  const shownRef = useRef(onShown);
  shownRef.current = onShown;
  const [drawn, setDrawn] = useState<CollaborationMap | null>(null);
  /** the map whose graph is built (the effects below apply to it) */
  const [built, setBuilt] = useState<CollaborationMap | null>(null);
  /** how many restyles the page has painted: the bench and the specs wait on it */
  const [styled, setStyled] = useState(0);
  const relabel = useRef<() => void>(() => undefined);
  const lookRef = useRef(look);
  lookRef.current = look;
  const size = useRef({ width, height });
  size.current = { width, height };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new map is a new drawing, fitted to the size at the time
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    markMap('mounted');
    const big = map.edges.length > 2000;
    const most = map.nodes.reduce((max, node) => Math.max(max, node.mentions), 0);
    const draw = (positions: Float64Array | null) => {
      const { width: w, height: h } = size.current;
      const instance = cytoscape({
        container: element,
        style: mapStyle(lookRef.current),
        minZoom: MIN_ZOOM,
        maxZoom: MAX_ZOOM,
        wheelSensitivity: 0.3,
        pixelRatio: 1,
        hideEdgesOnViewport: big,
        textureOnViewport: big,
        ...(positions
          ? fittedViewport(positions, { width: w, height: h, padding: FIT_PADDING, minZoom: MIN_ZOOM, maxZoom: FIT_MAX_ZOOM })
          : {}),
        // the positions as given (a headed instance would grid the nodes and measure every element to fit them)
        layout: { name: 'preset', fit: false },
        elements: {
          nodes: map.nodes.map((node, at) => {
            const data: Record<string, unknown> = {
              id: node.id,
              label: nameOf(node),
              in: node.in_degree,
              bt: node.betweenness,
              ring: ringOf(node.mentions, most),
            };
            for (const [key, colors] of palettes) data[`c_${key}`] = colors.get(node.id) ?? '#bac1c9';
            return {
              data,
              ...(positions ? { position: { x: positions[at * 2] ?? 0, y: positions[at * 2 + 1] ?? 0 } } : {}),
            };
          }),
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
        instance.layout({ ...fcoseOptions(map.nodes.length), fit: false } as cytoscape.LayoutOptions).run();
        fitShown(instance);
        markMap('laid-out');
      }
      // the names drawn: the top people by the sized measure whose labels do not overlap, chosen again as the view moves
      const choose = () => {
        const { width: vw, height: vh } = size.current;
        const by = lookRef.current.sizeBy;
        const candidates: Array<{ id: string; x: number; y: number; text: string; rank: number }> = [];
        instance.nodes().forEach((node: NodeSingular) => {
          if (node.hasClass('hidden')) return;
          const { x, y } = node.renderedPosition();
          candidates.push({
            id: node.id(),
            x,
            y,
            text: node.data('label') as string,
            rank: Number(node.data(by === 'betweenness' ? 'bt' : 'in')),
          });
        });
        const keep = pickLabels(candidates, vw, vh);
        instance.batch(() => {
          instance.nodes('.labelled').forEach((node) => {
            if (!keep.has(node.id())) node.removeClass('labelled');
          });
          for (const id of keep) instance.getElementById(id).addClass('labelled');
        });
      };
      let timer: ReturnType<typeof setTimeout> | undefined;
      relabel.current = () => {
        clearTimeout(timer);
        timer = setTimeout(choose, LABEL_DELAY_MS);
      };
      instance.on('viewport', () => relabel.current());
      cy.current = instance;
      setBuilt(map);
      requestAnimationFrame(() => {
        markMap('painted');
        setDrawn(map);
        relabel.current();
      });
    };
    // the server's positions painted as they are; only a map it could not spread (one person) is laid out here
    draw(serverPositions(map));
    return () => {
      relabel.current = () => undefined;
      cy.current?.destroy();
      cy.current = null;
    };
  }, [map]);

  // a new window size: the map is measured again and refitted to what is shown
  // biome-ignore lint/correctness/useExhaustiveDependencies: the container's new size is what cytoscape measures again
  useEffect(() => {
    const instance = cy.current;
    if (!instance) return;
    instance.resize();
    fitShown(instance);
  }, [width, height]);

  // the colours of every mode, written once per map and groups; the colour mode itself is the stylesheet's
  useEffect(() => {
    const instance = cy.current;
    if (!instance || built !== map) return;
    instance.batch(() => {
      instance.nodes().forEach((node) => {
        for (const [key, colors] of palettes) node.data(`c_${key}`, colors.get(node.id()) ?? '#bac1c9');
      });
    });
  }, [map, built, palettes]);

  useEffect(() => {
    const instance = cy.current;
    if (!instance || built !== map) return;
    instance.style(mapStyle(look));
    relabel.current();
    requestAnimationFrame(() => setStyled((count) => count + 1));
  }, [map, built, look]);

  // the filters: only the people whose visibility changes are restyled
  useEffect(() => {
    const instance = cy.current;
    if (!instance || built !== map) return;
    const byId = new Map(map.nodes.map((node) => [node.id, node]));
    let shown = 0;
    instance.batch(() => {
      instance.nodes().forEach((element) => {
        const node = byId.get(element.id());
        const show = node !== undefined && isShown(node, filter);
        if (show) shown++;
        if (element.hasClass('hidden') === show) element.toggleClass('hidden', !show);
      });
    });
    shownRef.current?.(shown);
    relabel.current();
    requestAnimationFrame(() => setStyled((count) => count + 1));
  }, [map, built, filter]);

  useEffect(() => {
    const instance = cy.current;
    if (!instance || built !== map) return;
    instance.batch(() => {
      instance.elements('.near').removeClass('near');
      instance.nodes(':selected').unselect();
      const focused = focusId ? instance.getElementById(focusId) : null;
      if (focused?.nonempty()) {
        focused.closedNeighborhood().addClass('near');
        focused.select();
      }
    });
    if (focusId) {
      const focused = instance.getElementById(focusId);
      if (focused.nonempty()) instance.animate({ center: { eles: focused }, zoom: Math.max(instance.zoom(), 1.5) }, { duration: 250 });
    }
  }, [map, built, focusId]);

  useEffect(() => {
    const instance = cy.current;
    if (!instance || !zoom) return;
    if (zoom.step === 0) fitShown(instance);
    else instance.zoom({ level: instance.zoom() * (zoom.step > 0 ? 1.25 : 0.8), renderedPosition: { x: width / 2, y: height / 2 } });
  }, [zoom, width, height]);

  return (
    <div
      ref={container}
      data-testid="collaboration-map"
      data-drawn={drawn === map ? 'yes' : 'no'}
      data-focused={focusId ?? ''}
      data-rings={look.ringFrom === null ? 'off' : `from-${look.ringFrom}`}
      data-colour={look.colorKey}
      data-styled={styled}
      style={{ width, height, background: 'var(--mantine-color-body)' }}
    />
  );
}

export default NetworkMap;
