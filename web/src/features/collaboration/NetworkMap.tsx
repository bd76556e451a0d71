import type { CollaborationMap } from '@canopy/contracts/analytics/collaboration';
import cytoscape, { type Core, type NodeSingular } from 'cytoscape';
import fcose from 'cytoscape-fcose';
import { useEffect, useRef, useState } from 'react';
import { drawEdges, edgeLayer, type EdgeLayer } from './mapEdges';
import { FIT_PADDING, fcoseOptions, fittedViewport } from './mapLayout';
import { type LabelCandidate, pickLabels } from './mapLabels';
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
  /** colours, sizes and the search's fading: the stylesheet, swapped whole (one restyle); rings: a class on the ringed */
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
  /** the map's first frame is painted (the page renders its side panel after it) */
  onPainted?: (map: CollaborationMap) => void;
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

/** the shown people, 1 where the filters keep them (by the map's node order) */
const shownOf = (map: CollaborationMap, filter: ViewFilter) => Uint8Array.from(map.nodes, (node) => (isShown(node, filter) ? 1 : 0));

/** whether Top Collaborators rings a person of this step */
const ringed = (ring: number, from: number | null) => from !== null && ring > 0 && ring >= from;

/** what the drawing was last given, so an effect that finds its input unchanged (the first render after a build) does nothing */
type Applied = { look: MapLook; palettes: NetworkMapProps['palettes']; filter: ViewFilter; width: number; height: number };

/** the arcs beneath the people: what their next frame needs (mapEdges.ts) */
type Arcs = { layer: EdgeLayer; positions: Float64Array; shown: Uint8Array; focus: number | null; moved: boolean };

/**
 * The collaboration network at the server's positions, loaded only with the Collaboration page: cytoscape draws the
 * people, a canvas beneath it the arcs (ADR 0102). The first frame comes as soon as the answer does: people and arcs
 * at once, coloured, sized and fitted from the positions alone; restyles touch only the people whose class changes,
 * or the 2,000 people once for a new colour, size or search.
 */
export function NetworkMap({ map, width, height, filter, look, palettes, focusId, onOpen, zoom, onShown, onPainted }: NetworkMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const underlay = useRef<HTMLCanvasElement>(null);
  const cy = useRef<Core | null>(null);
  const arcs = useRef<Arcs | null>(null);
  const applied = useRef<Applied | null>(null);
  const open = useRef(onOpen);
  open.current = onOpen;
  const shownRef = useRef(onShown);
  shownRef.current = onShown;
  const paintedRef = useRef(onPainted);
  paintedRef.current = onPainted;
  const [drawn, setDrawn] = useState<CollaborationMap | null>(null);
  /** the map whose graph is built (the effects below apply to it) */
  const [built, setBuilt] = useState<CollaborationMap | null>(null);
  /** how many restyles the page has painted: the bench and the specs wait on it */
  const [styled, setStyled] = useState(0);
  const relabel = useRef<() => void>(() => undefined);
  const redraw = useRef<() => void>(() => undefined);
  const props = useRef({ look, palettes, filter, width, height });
  props.current = { look, palettes, filter, width, height };

  useEffect(() => {
    const element = container.current;
    const canvas = underlay.current;
    if (!element || !canvas) return;
    markMap('mounted');
    const now = props.current;
    const most = map.nodes.reduce((max, node) => Math.max(max, node.mentions), 0);
    const positions = serverPositions(map);
    const shown = shownOf(map, now.filter);
    const instance = cytoscape({
      container: element,
      style: mapStyle(now.look),
      minZoom: MIN_ZOOM,
      maxZoom: MAX_ZOOM,
      wheelSensitivity: 0.3,
      pixelRatio: 1,
      ...(positions
        ? fittedViewport(positions, {
            width: now.width,
            height: now.height,
            padding: FIT_PADDING,
            minZoom: MIN_ZOOM,
            maxZoom: FIT_MAX_ZOOM,
          })
        : {}),
    });
    // added after the start, so no layout runs at all (a preset layout set each of the 2,000 positions again, and a
    // headed instance grids the nodes it starts with): the people stand where the server put them
    instance.add(
      map.nodes.map((node, at) => {
        const data: Record<string, unknown> = {
          id: node.id,
          label: nameOf(node),
          in: node.in_degree,
          bt: node.betweenness,
          ring: ringOf(node.mentions, most),
        };
        for (const [key, colors] of now.palettes) data[`c_${key}`] = colors.get(node.id) ?? '#bac1c9';
        const classes = [shown[at] ? '' : 'hidden', ringed(data.ring as number, now.look.ringFrom) ? 'ringed' : ''].join(' ').trim();
        return {
          group: 'nodes' as const,
          data,
          classes,
          ...(positions ? { position: { x: positions[at * 2] ?? 0, y: positions[at * 2 + 1] ?? 0 } } : {}),
        };
      }),
    );
    applied.current = { ...now };
    markMap('built');
    instance.on('tap', 'node', (event) => open.current(event.target.id()));
    if (!positions) {
      instance.layout({ ...fcoseOptions(map.nodes.length), fit: false } as cytoscape.LayoutOptions).run();
      fitShown(instance);
      markMap('laid-out');
    }
    // the arcs beneath: drawn at once for the first frame, then at the next frame after the view or a person moves
    const layer = edgeLayer(map);
    const state: Arcs = { layer, positions: positions ?? new Float64Array(map.nodes.length * 2), shown, focus: null, moved: !positions };
    arcs.current = state;
    const paintArcs = () => {
      const context = canvas.getContext('2d');
      if (!context || cy.current !== instance) return;
      if (state.moved) {
        instance.nodes().forEach((node) => {
          const at = layer.index.get(node.id());
          if (at === undefined) return;
          const { x, y } = node.position();
          state.positions[at * 2] = x;
          state.positions[at * 2 + 1] = y;
        });
        state.moved = false;
      }
      drawEdges(context, layer, { ...state, zoom: instance.zoom(), pan: instance.pan(), width: canvas.width, height: canvas.height });
    };
    let pending = false;
    redraw.current = () => {
      if (pending) return;
      pending = true;
      requestAnimationFrame(() => {
        pending = false;
        paintArcs();
      });
    };
    // the names drawn: the top people by the sized measure whose labels do not overlap, chosen again as the view moves
    const choose = () => {
      const { width: vw, height: vh } = props.current;
      const by = props.current.look.sizeBy;
      const zoomed = instance.zoom();
      const candidates: LabelCandidate[] = [];
      instance.nodes().forEach((node: NodeSingular) => {
        if (node.hasClass('hidden')) return;
        const { x, y } = node.renderedPosition();
        candidates.push({
          id: node.id(),
          x,
          y,
          text: node.data('label') as string,
          rank: Number(node.data(by === 'betweenness' ? 'bt' : 'in')),
          size: node.renderedHeight(),
        });
      });
      const keep = pickLabels(candidates, vw, vh, undefined, zoomed);
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
    instance.on('viewport', () => {
      redraw.current();
      relabel.current();
    });
    instance.on('position', 'node', () => {
      state.moved = true;
      redraw.current();
    });
    // the first frame cytoscape paints holds every person: the map is drawn
    instance.one('render', () => {
      markMap('painted');
      setDrawn(map);
      paintedRef.current?.(map);
      relabel.current();
    });
    cy.current = instance;
    paintArcs();
    setBuilt(map);
    return () => {
      clearTimeout(timer);
      relabel.current = () => undefined;
      redraw.current = () => undefined;
      arcs.current = null;
      applied.current = null;
      instance.destroy();
      cy.current = null;
    };
  }, [map]);

  // a new window size: the map is measured again and refitted to what is shown (not at the build, fitted already)
  useEffect(() => {
    const instance = cy.current;
    const last = applied.current;
    if (!instance || !last || (last.width === width && last.height === height)) return;
    last.width = width;
    last.height = height;
    instance.resize();
    fitShown(instance);
    redraw.current();
  }, [width, height]);

  // the colours of every mode, written once per map and groups; the colour mode itself is the stylesheet's
  useEffect(() => {
    const instance = cy.current;
    const last = applied.current;
    if (!instance || !last || built !== map || last.palettes === palettes) return;
    last.palettes = palettes;
    instance.batch(() => {
      instance.nodes().forEach((node) => {
        for (const [key, colors] of palettes) node.data(`c_${key}`, colors.get(node.id()) ?? '#bac1c9');
      });
    });
  }, [map, built, palettes]);

  // colour, size and the search's fading: one restyle of the people; rings: only the people whose ring changes
  useEffect(() => {
    const instance = cy.current;
    const last = applied.current;
    if (!instance || !last || built !== map || last.look === look) return;
    const before = last.look;
    last.look = look;
    if (
      before.colorKey !== look.colorKey ||
      before.sizeBy !== look.sizeBy ||
      before.sizeMax !== look.sizeMax ||
      before.focused !== look.focused
    )
      instance.style(mapStyle(look));
    if (before.ringFrom !== look.ringFrom)
      instance.batch(() => {
        instance.nodes().forEach((node) => {
          const ring = ringed(node.data('ring') as number, look.ringFrom);
          if (ring !== ringed(node.data('ring') as number, before.ringFrom)) node.toggleClass('ringed', ring);
        });
      });
    relabel.current();
    requestAnimationFrame(() => setStyled((count) => count + 1));
  }, [map, built, look]);

  // the filters: only the people whose visibility changes are restyled, and the arcs drawn again
  useEffect(() => {
    const instance = cy.current;
    const last = applied.current;
    const state = arcs.current;
    if (!instance || !last || !state || built !== map) return;
    const shown = last.filter === filter ? state.shown : shownOf(map, filter);
    if (last.filter !== filter) {
      last.filter = filter;
      instance.batch(() => {
        instance.nodes().forEach((element) => {
          const at = state.layer.index.get(element.id());
          const show = at !== undefined && shown[at] === 1;
          if (element.hasClass('hidden') === show) element.toggleClass('hidden', !show);
        });
      });
      state.shown = shown;
      redraw.current();
      relabel.current();
      requestAnimationFrame(() => setStyled((count) => count + 1));
    }
    shownRef.current?.(shown.reduce((sum, one) => sum + one, 0));
  }, [map, built, filter]);

  // the searched person and their neighbours in full, everyone else faded (the stylesheet's `focused`)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the size of the time centres the person; a new size refits
  useEffect(() => {
    const instance = cy.current;
    const state = arcs.current;
    if (!instance || !state || built !== map) return;
    const at = focusId ? state.layer.index.get(focusId) : undefined;
    instance.batch(() => {
      instance.nodes('.near').removeClass('near');
      instance.nodes(':selected').unselect();
      if (at === undefined || !focusId) return;
      const focused = instance.getElementById(focusId);
      focused.addClass('near').select();
      for (const other of state.layer.neighbours[at] ?? []) {
        const id = map.nodes[other]?.id;
        if (id) instance.getElementById(id).addClass('near');
      }
    });
    const focus = at ?? null;
    if (state.focus !== focus) {
      state.focus = focus;
      redraw.current();
    }
    // straight to the person, no animation: each frame of one redrew 2,000 people and 20,000 arcs
    if (focusId && at !== undefined) {
      const { x, y } = instance.getElementById(focusId).position();
      const level = Math.min(MAX_ZOOM, Math.max(instance.zoom(), 1.5));
      instance.viewport({ zoom: level, pan: { x: width / 2 - level * x, y: height / 2 - level * y } });
    }
  }, [map, built, focusId]);

  useEffect(() => {
    const instance = cy.current;
    if (!instance || !zoom) return;
    if (zoom.step === 0) fitShown(instance);
    else instance.zoom({ level: instance.zoom() * (zoom.step > 0 ? 1.25 : 0.8), renderedPosition: { x: width / 2, y: height / 2 } });
  }, [zoom, width, height]);

  return (
    <div style={{ position: 'relative', width, height, background: 'var(--mantine-color-body)' }}>
      <canvas ref={underlay} data-testid="collaboration-arcs" width={width} height={height} style={{ position: 'absolute', inset: 0 }} />
      <div
        ref={container}
        data-testid="collaboration-map"
        data-drawn={drawn === map ? 'yes' : 'no'}
        data-focused={focusId ?? ''}
        data-rings={look.ringFrom === null ? 'off' : `from-${look.ringFrom}`}
        data-colour={look.colorKey}
        data-styled={styled}
        style={{ position: 'absolute', inset: 0, width, height }}
      />
    </div>
  );
}

export default NetworkMap;
