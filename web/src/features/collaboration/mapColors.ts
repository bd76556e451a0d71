import type { Group } from '@canopy/contracts';
import type { CollaborationNode } from '@canopy/contracts/analytics/collaboration';
import { STATE_COLORS, STATE_LABELS } from './mapView';

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

/** the classifications of a workspace's groups (department, location, ...), as named on the groups */
export const classificationsOf = (groups: readonly Pick<Group, 'origin_source'>[]) =>
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
  groups: readonly Pick<Group, 'id' | 'name' | 'origin_source'>[],
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
