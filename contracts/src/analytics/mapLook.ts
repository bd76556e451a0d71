import { z } from 'zod';
import { Text } from '../platform/text.ts';
import type { CollaborationMap, CollaborationNode, EngagementFigure } from './collaboration.ts';

// How the collaboration map looks: who is shown, each person's colour and size, each arc's colour, the legend's
// entries. One home for the page (cytoscape) and for the server's image of a map snapshot (ADR 0132), so the story
// shows the map the consultant saw.

/** the connection filter offers 0 to 17 and '18 or more' */
export const MAX_CONNECTIONS = 18;

export const STATE_COLORS = { captured: '#3b7dd8', matched: '#2f9e62', uncaptured: '#9aa3ad', inactive: '#e8837a' } as const;
export const STATE_LABELS = { captured: 'Captured', matched: 'Matched', uncaptured: 'Uncaptured', inactive: 'Inactive' } as const;

export type ViewFilter = { percentiles: [number, number]; connections: number | null };

/**
 * Whether a node stays on the map: the percentile slider hides captured and matched people outside its range
 * (uncaptured and inactive people have no answers of their own to rank); the connection filter keeps the people
 * linked to exactly that many others either way (the last step: that many or more), as its label says (ADR 0091).
 */
export const isShown = (node: Pick<CollaborationNode, 'filtered_status' | 'percentile' | 'connections'>, filter: ViewFilter) => {
  const ranked = node.filtered_status === 'captured' || node.filtered_status === 'matched';
  if (ranked && (node.percentile < filter.percentiles[0] || node.percentile > filter.percentiles[1])) return false;
  if (filter.connections === null) return true;
  return filter.connections >= MAX_CONNECTIONS ? node.connections >= MAX_CONNECTIONS : node.connections === filter.connections;
};

/** what the nodes' colour shows: the answer state, the community found in the network, or a group classification */
export type ColorMode = { kind: 'state' } | { kind: 'community' } | { kind: 'group'; classification: string };

/** eleven colours told apart by most eyes (Tableau 10 and one more), then grey for the rest */
export const PALETTE = [
  '#4e79a7',
  '#f28e2b',
  '#59a14f',
  '#e15759',
  '#76b7b2',
  '#edc948',
  '#b07aa1',
  '#ff9da7',
  '#9c755f',
  '#2f4b7c',
  '#8cd17d',
] as const;
export const OTHER_COLOR = '#bac1c9';
export const NONE_COLOR = '#e3e6ea';

export type LegendEntry = {
  /** the community id, group id or state */
  key: string;
  label: string;
  color: string;
  /** people on the map in it */
  count: number;
};

export type Coloring = { colorOf: ReadonlyMap<string, string>; entries: LegendEntry[] };

/** a group as the colours need it: its name and the field it was made from ('department'; empty for custom ones) */
export type ColourGroup = { id: string; name: string; origin_source: string };

/** the classifications of a workspace's groups (department, location, ...), as named on the groups */
export const classificationsOf = (groups: readonly Pick<ColourGroup, 'origin_source'>[]) =>
  [...new Set(groups.map((group) => group.origin_source).filter(Boolean))].sort((a, b) => a.localeCompare(b));

export const classificationLabel = (classification: string) =>
  (classification.charAt(0).toUpperCase() + classification.slice(1)).replaceAll('_', ' ');

/**
 * Colours for parts of the map: the largest eleven parts get their own colour, smaller ones share grey, and the
 * people in none get the lightest grey. Largest first, so the same data gives the same colours.
 */
const colourParts = (
  nodes: readonly Pick<CollaborationNode, 'id'>[],
  partOf: (node: Pick<CollaborationNode, 'id'>) => string | null,
  labelOf: (part: string) => string,
  noneLabel: string,
): Coloring => {
  const members = new Map<string, string[]>();
  const none: string[] = [];
  for (const node of nodes) {
    const part = partOf(node);
    if (part === null) none.push(node.id);
    else {
      const ids = members.get(part);
      if (ids) ids.push(node.id);
      else members.set(part, [node.id]);
    }
  }
  const parts = [...members.entries()].sort((a, b) => b[1].length - a[1].length || labelOf(a[0]).localeCompare(labelOf(b[0])));
  const colorOf = new Map<string, string>();
  const entries: LegendEntry[] = [];
  let other = 0;
  parts.forEach(([part, ids], at) => {
    const color = PALETTE[at] ?? OTHER_COLOR;
    for (const id of ids) colorOf.set(id, color);
    if (at < PALETTE.length) entries.push({ key: part, label: labelOf(part), color, count: ids.length });
    else other += ids.length;
  });
  if (other > 0) entries.push({ key: 'other', label: `${parts.length - PALETTE.length} more`, color: OTHER_COLOR, count: other });
  for (const id of none) colorOf.set(id, NONE_COLOR);
  if (none.length > 0) entries.push({ key: 'none', label: noneLabel, color: NONE_COLOR, count: none.length });
  return { colorOf, entries };
};

/** each person's colour under `mode` and the legend's entries, largest part first */
export const colouring = (
  nodes: readonly (Pick<CollaborationNode, 'id' | 'filtered_status' | 'groups_ids'> & { community?: number | null })[],
  mode: ColorMode,
  groups: readonly ColourGroup[],
  communityLabel: (community: number) => string = (community) => `Community ${community + 1}`,
): Coloring => {
  if (mode.kind === 'state') {
    const counts = new Map<string, number>();
    for (const node of nodes) counts.set(node.filtered_status, (counts.get(node.filtered_status) ?? 0) + 1);
    return {
      colorOf: new Map(nodes.map((node) => [node.id, STATE_COLORS[node.filtered_status]])),
      entries: (Object.keys(STATE_COLORS) as Array<keyof typeof STATE_COLORS>).map((state) => ({
        key: state,
        label: STATE_LABELS[state],
        color: STATE_COLORS[state],
        count: counts.get(state) ?? 0,
      })),
    };
  }
  if (mode.kind === 'community') {
    const byId = new Map(nodes.map((node) => [node.id, node.community ?? null]));
    return colourParts(
      nodes,
      (node) => {
        const community = byId.get(node.id);
        return community === null || community === undefined ? null : String(community);
      },
      (part) => communityLabel(Number(part)),
      'In no community',
    );
  }
  const inClass = new Map(groups.filter((group) => group.origin_source === mode.classification).map((group) => [group.id, group.name]));
  const groupOf = new Map(nodes.map((node) => [node.id, node.groups_ids.find((id) => inClass.has(id)) ?? null]));
  return colourParts(
    nodes,
    (node) => groupOf.get(node.id) ?? null,
    (part) => inClass.get(part) ?? part,
    `No ${classificationLabel(mode.classification).toLowerCase()}`,
  );
};

export type ColourModes = Map<string, { label: string; mode: ColorMode; key: string }>;

/** the colour modes the map offers: its communities, each group classification of the people on it, the answer state */
export const colourModes = (map: Pick<CollaborationMap, 'nodes' | 'structure'>, groups: readonly ColourGroup[]): ColourModes => {
  const onMap = new Set(map.nodes.flatMap((node) => node.groups_ids));
  const classifications = classificationsOf(groups.filter((group) => onMap.has(group.id)));
  const modes: ColourModes = new Map();
  classifications.forEach((classification, at) => {
    modes.set(`group:${classification}`, {
      label: classificationLabel(classification),
      mode: { kind: 'group', classification },
      key: `g${at}`,
    });
  });
  if (map.structure.communities.length > 0) modes.set('community', { label: 'Community', mode: { kind: 'community' }, key: 'community' });
  modes.set('state', { label: 'Answer state', mode: { kind: 'state' }, key: 'state' });
  return modes;
};

/** department first where the workspace has one (the clusters consultants expect), else the communities */
export const defaultColour = (modes: ColourModes) =>
  [...modes.keys()].find((key) => /department/i.test(key)) ?? (modes.has('community') ? 'community' : ([...modes.keys()][0] ?? 'state'));

/** the colour chosen when the map offers it, else the default */
export const colourOf = (modes: ColourModes, choice: string | null) => (choice && modes.has(choice) ? choice : defaultColour(modes));

/** a community as the legend names it: its largest group and that group's share, else its number */
export const communityLabelOf = (map: Pick<CollaborationMap, 'structure'>) => {
  const byId = new Map(map.structure.communities.map((community) => [community.id, community]));
  return (id: number) => {
    const top = byId.get(id)?.top_group;
    return top ? `${top.name} (${Math.round(top.share * 100)}%)` : `Community ${id + 1}`;
  };
};

/** the engagement of a legend entry: a community's under the community colours, else a group's */
export const engagementOfEntry = (map: Pick<CollaborationMap, 'structure'>, colour: string) => {
  const communities = new Map(map.structure.communities.map((community) => [String(community.id), community.engagement]));
  const groups = new Map(map.structure.groups_engagement.map((figure) => [figure.group_id, figure]));
  return (key: string): EngagementFigure | undefined => (colour === 'community' ? communities.get(key) : groups.get(key));
};

/** an engagement figure as the legend shows it: the score (a star when answers were held back), or why there is none */
export const engagementText = (figure: EngagementFigure | undefined): string => {
  if (!figure) return '';
  if (figure.score === null) return figure.n === 0 ? '—' : 'held back';
  return `${Math.round(figure.score)}${figure.held_back ? '*' : ''}`;
};

export type SizeBy = 'in_degree' | 'betweenness';
export const SIZE_LABELS: Record<SizeBy, string> = { in_degree: 'Chosen by', betweenness: 'Betweenness' };

export const MIN_NODE = 8;
export const MAX_NODE = 34;
/** the largest value of the sizing measure on the map: the largest node */
export const sizeMaxOf = (nodes: readonly Pick<CollaborationNode, 'in_degree' | 'betweenness'>[], sizeBy: SizeBy) =>
  nodes.reduce((max, node) => Math.max(max, sizeBy === 'betweenness' ? node.betweenness : node.in_degree), 0);
/** a person's diameter, as cytoscape's mapData(measure, 0, max, MIN_NODE, MAX_NODE) draws it */
export const nodeDiameter = (value: number, max: number) =>
  max > 0 ? MIN_NODE + ((MAX_NODE - MIN_NODE) * Math.min(value, max)) / max : MIN_NODE;

/** an arc's look: its colour and width in map units (scaled with the zoom, as cytoscape's edge widths are) */
export type EdgeLook = { color: string; width: number };
export const EDGE_COLORS = { default: '#e1e4e7', manager: '#8c8075', friendly: '#f0d09d' } as const;
/** the looks the stylesheet gave edges: light grey, managers brown, friendly sand, mutual choices a little wider */
export const edgeLook = (type: string, mutual: boolean): EdgeLook => ({
  color: type === 'manager' ? EDGE_COLORS.manager : type === 'friendly' ? EDGE_COLORS.friendly : EDGE_COLORS.default,
  width: mutual ? 1 : type === 'manager' ? 0.9 : 0.5,
});

/**
 * How the consultant saw the map when adding it to the Data Story, beside the filters it was asked with: the
 * colour mode ('state', 'community', 'group:<classification>'), the sizing measure and the connection filter (the
 * percentiles are the snapshot's settings). Choices only, never figures or positions: the server computes those.
 */
export const MapSnapshotView = z.object({
  colour: Text().max(200).nullable().default(null),
  size_by: z.enum(['in_degree', 'betweenness']).default('in_degree'),
  connections: z.number().int().min(0).max(MAX_CONNECTIONS).nullable().default(null),
});
export type MapSnapshotView = z.infer<typeof MapSnapshotView>;
