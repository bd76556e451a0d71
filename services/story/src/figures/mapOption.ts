import type { CollaborationMap } from '@canopy/contracts/analytics/collaboration';
import {
  type ColourGroup,
  colourModes,
  colourOf,
  colouring,
  communityLabelOf,
  EDGE_COLORS,
  edgeLook,
  engagementOfEntry,
  engagementText,
  isShown,
  type MapSnapshotView,
  nodeDiameter,
  SIZE_LABELS,
  sizeMaxOf,
} from '@canopy/contracts/analytics/mapLook';
import { FONT, type ImageText } from './chartOption.ts';

// A map snapshot's image as an ECharts option (ADR 0132): the map the server computed (its people at the positions
// of its own headless fcose layout, ADR 0092, and its arcs), coloured and sized as the page showed it (the shared
// rules of contracts/analytics/mapLook), with the title, the filters as one line, the legend beside the map (not
// over it) and the connectedness rate. No control of the app: no search, Reset, zoom, pickers or people panel.

/** what a map snapshot is drawn from: the map and groups the server read, the view choices the page sent */
export type MapFigure = {
  map: CollaborationMap;
  groups: readonly ColourGroup[];
  view: MapSnapshotView;
  percentiles: [number, number];
};

type Option = Record<string, unknown>;

const WIDTH = 1280;
const HEIGHT = 720;
/** the legend's column on the right; the map takes the rest below the title */
const LEGEND_X = 944;
const MAP_BOX = { left: 32, top: 112, width: LEGEND_X - 32 - 40, height: HEIGHT - 112 - 28 };
/** the names drawn: the most chosen (or most between) people, as the page names the top of the map when zoomed out */
const NAMED = 12;
const INK = '#212529';
const DIM = '#6c757d';

/** room kept around the people so the largest node and its name stay inside the map's box */
const PAD = 28;

/**
 * The people's positions in the image's own pixels: the layout's box scaled into the map's box, proportions kept
 * (as cytoscape's fit does), centred. ECharts would stretch the layout to its box; with two unseen corner points at
 * the image's corners its view is the image itself, so these pixels are where the people are drawn.
 */
const placed = (nodes: readonly { x: number; y: number }[]) => {
  const xs = nodes.map((node) => node.x);
  const ys = nodes.map((node) => node.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const room = { width: MAP_BOX.width - 2 * PAD, height: MAP_BOX.height - 2 * PAD };
  const scale = Math.min(room.width / Math.max(maxX - minX, 1), room.height / Math.max(maxY - minY, 1), 4);
  const left = MAP_BOX.left + PAD + (room.width - (maxX - minX) * scale) / 2;
  const top = MAP_BOX.top + PAD + (room.height - (maxY - minY) * scale) / 2;
  return (node: { x: number; y: number }) => ({ x: left + (node.x - minX) * scale, y: top + (node.y - minY) * scale });
};
const CORNERS = [
  { id: '\u0000top-left', x: 0, y: 0 },
  { id: '\u0000bottom-right', x: WIDTH, y: HEIGHT },
].map((corner) => ({ ...corner, symbol: 'none', symbolSize: 0, label: { show: false } }));

const text = (x: number, y: number, value: string, style: Record<string, unknown> = {}) => ({
  type: 'text',
  x,
  y,
  silent: true,
  style: { text: value, fontFamily: FONT, fontSize: 13, fill: INK, ...style },
});

/** the legend beside the map: what colour and size show, each part with its people and engagement, the arcs' kinds */
const legend = (
  figure: MapFigure,
  colourLabel: string,
  entries: ReturnType<typeof colouring>['entries'],
  colour: string,
  shown: number,
) => {
  const { map } = figure;
  const engagementOf = engagementOfEntry(map, colour);
  const withEngagement = entries.some((entry) => engagementOf(entry.key) !== undefined);
  const right = WIDTH - 32;
  const items: Option[] = [];
  let y = MAP_BOX.top;
  items.push(text(LEGEND_X, y, 'Connectedness Rate', { fontSize: 11, fill: DIM, fontWeight: 'bold' }));
  y += 18;
  items.push(text(LEGEND_X, y, `${(map.additionalInfo.connectedness_score * 100).toFixed(1)}%`, { fontSize: 22, fontWeight: 'bold' }));
  y += 30;
  items.push(
    text(LEGEND_X, y, `${shown.toLocaleString('en')} of ${map.nodes.length.toLocaleString('en')} people shown`, {
      fontSize: 12,
      fill: DIM,
    }),
  );
  y += 34;
  items.push(text(LEGEND_X, y, `Colour: ${colourLabel}`, { fontSize: 14, fontWeight: 'bold' }));
  if (withEngagement) items.push(text(right, y + 2, 'Engagement', { fontSize: 10, fill: DIM, align: 'right' }));
  y += 24;
  let starred = false;
  for (const entry of entries) {
    items.push({ type: 'circle', silent: true, shape: { cx: LEGEND_X + 5, cy: y + 7, r: 5 }, style: { fill: entry.color } });
    items.push(text(LEGEND_X + 16, y, entry.label));
    items.push(
      text(LEGEND_X + 16 + Math.min(entry.label.length * 7.8, 190) + 8, y + 1, entry.count.toLocaleString('en'), {
        fontSize: 12,
        fill: DIM,
      }),
    );
    const figureText = engagementText(engagementOf(entry.key));
    if (figureText) items.push(text(right, y, figureText, { fontSize: 12, fontWeight: 'bold', align: 'right' }));
    starred ||= figureText.endsWith('*');
    y += 22;
  }
  if (starred) {
    items.push(text(LEGEND_X, y, '* some answers held back', { fontSize: 11, fill: DIM }));
    y += 20;
  }
  y += 12;
  items.push(text(LEGEND_X, y, `Size: ${SIZE_LABELS[figure.view.size_by]}`, { fontSize: 14, fontWeight: 'bold' }));
  y += 28;
  const line = (x: number, color: string, label: string) => [
    { type: 'rect', silent: true, shape: { x, y: y + 6, width: 18, height: 3 }, style: { fill: color } },
    text(x + 24, y, label, { fontSize: 12 }),
  ];
  items.push(...line(LEGEND_X, EDGE_COLORS.manager, 'Manager'), ...line(LEGEND_X + 110, EDGE_COLORS.friendly, 'Friendly'));
  return items;
};

/** the map snapshot's ECharts option: title and filters above, the people and arcs left, the legend right */
export const mapOption = (figure: MapFigure, imageText: ImageText): Option => {
  const { map, groups, view } = figure;
  const modes = colourModes(map, groups);
  const colour = colourOf(modes, view.colour);
  const chosen = modes.get(colour) ?? { label: 'Answer state', mode: { kind: 'state' as const } };
  const coloured = colouring(map.nodes, chosen.mode, groups, communityLabelOf(map));
  const filter = { percentiles: figure.percentiles, connections: view.connections };
  const people = map.nodes.filter((node) => isShown(node, filter));
  const shownIds = new Set(people.map((node) => node.id));
  const measure = (node: (typeof people)[number]) => (view.size_by === 'betweenness' ? node.betweenness : node.in_degree);
  const sizeMax = sizeMaxOf(map.nodes, view.size_by);
  const at = placed(people);
  const named = new Set(
    [...people]
      .filter((node) => measure(node) > 0)
      .sort((a, b) => measure(b) - measure(a) || `${a.first_name} ${a.last_name}`.localeCompare(`${b.first_name} ${b.last_name}`))
      .slice(0, NAMED)
      .map((node) => node.id),
  );
  const links = map.edges
    .filter((edge) => shownIds.has(edge.source) && shownIds.has(edge.target))
    .map((edge) => ({ edge, look: edgeLook(edge.type, edge.is_mutual) }))
    // light arcs first, so the manager and friendly ones lie on top, as on the page
    .sort(
      (a, b) => Number(b.look.color === EDGE_COLORS.default) - Number(a.look.color === EDGE_COLORS.default) || a.look.width - b.look.width,
    )
    .map(({ edge, look }) => ({
      source: edge.source,
      target: edge.target,
      lineStyle: { color: look.color, width: Math.max(0.6, look.width * 1.2) },
    }));
  return {
    animation: false,
    backgroundColor: '#ffffff',
    textStyle: { fontFamily: FONT },
    title: {
      text: imageText.title,
      subtext: imageText.filters,
      left: 32,
      top: 20,
      textStyle: { fontSize: 26, fontWeight: 'bold', color: INK, fontFamily: FONT },
      subtextStyle: { fontSize: 15, color: '#495057', fontFamily: FONT },
    },
    series:
      people.length === 0
        ? []
        : [
            {
              type: 'graph',
              layout: 'none',
              silent: true,
              left: 0,
              top: 0,
              width: WIDTH,
              height: HEIGHT,
              edgeSymbol: ['none', 'none'],
              lineStyle: { opacity: 0.9, curveness: 0 },
              labelLayout: { hideOverlap: true },
              data: [
                ...CORNERS,
                ...people.map((node) => ({
                  id: node.id,
                  name: `${node.first_name} ${node.last_name}`.trim(),
                  ...at(node),
                  symbolSize: nodeDiameter(measure(node), sizeMax),
                  itemStyle: { color: coloured.colorOf.get(node.id) ?? EDGE_COLORS.default, borderColor: '#ffffff', borderWidth: 0.5 },
                  label: named.has(node.id)
                    ? {
                        show: true,
                        position: 'bottom',
                        distance: 2,
                        fontSize: 11,
                        color: '#1f2a33',
                        fontFamily: FONT,
                        textBorderColor: '#ffffff',
                        textBorderWidth: 2,
                      }
                    : { show: false },
                })),
              ],
              links,
            },
          ],
    graphic: [
      ...legend(figure, chosen.label, coloured.entries, colour, people.length),
      ...(people.length === 0
        ? [
            text(MAP_BOX.left + MAP_BOX.width / 2, MAP_BOX.top + MAP_BOX.height / 2, 'No data', {
              fontSize: 18,
              fill: DIM,
              align: 'center',
            }),
          ]
        : []),
    ],
  };
};
