import type { CollaborationNode } from '@canopy/contracts/analytics/collaboration';

/** Top Collaborators rings step from 1 to 18 by how many people chose the person */
export const RING_STEPS = 18;
/** the rings shown until the consultant asks for more: the top three steps */
export const DEFAULT_RING_FROM = 16;
/** the connection filter offers 0 to 17 and '18 or more' */
export const MAX_CONNECTIONS = 18;
/** search starts at the third character */
export const MIN_SEARCH = 3;
export const PERCENTILE_RANGE: [number, number] = [1, 100];
/** the space kept below the map so its frame and legend end inside the window */
export const BOTTOM_GAP = 16;
/**
 * The map takes the window less the side bar and filters (spec: 320 px wide, 280 px high), and never more than
 * the room its page gives it: the width of its column and the window below its top edge, so that the whole map
 * and its legend are on screen at 1440 x 900.
 */
export const mapSize = (width: number, height: number, room?: { width: number; top: number }) => ({
  width: Math.max(320, Math.min(width - 320, room && room.width > 0 ? room.width : Number.POSITIVE_INFINITY)),
  height: Math.max(360, Math.min(height - 280, room ? height - room.top - BOTTOM_GAP : Number.POSITIVE_INFINITY)),
});
/** fcose's 'default' quality takes minutes on thousands of nodes; 'draft' lays 2,000 out in under two seconds */
export const layoutQuality = (nodes: number): 'draft' | 'default' => (nodes > 300 ? 'draft' : 'default');

/**
 * The ring step of a person chosen `mentions` times when the most chosen person on the map was chosen `most` times:
 * the mention count scaled onto 1 to 18 (0: chosen by nobody, no ring). At 2,000 people most are chosen a few times
 * and a few by hundreds, so step 1 holds everyone chosen once or twice and step 18 the hubs.
 */
export const ringOf = (mentions: number, most: number) =>
  mentions <= 0 || most <= 0 ? 0 : Math.min(RING_STEPS, Math.max(1, Math.ceil((RING_STEPS * mentions) / most)));

/** the connection filter's options: how many people the person is linked to either way, 0 to 17 and 18 or more */
export const connectionLabel = (count: number) => {
  if (count >= MAX_CONNECTIONS) return `${MAX_CONNECTIONS} or more connections`;
  return count === 1 ? '1 connection' : `${count} connections`;
};

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

export const nameOf = (node: Pick<CollaborationNode, 'first_name' | 'last_name'>) => `${node.first_name} ${node.last_name}`.trim();

/** the people whose name holds the search (from its third character, case-insensitive), at most `limit` */
export const searchPeople = <N extends Pick<CollaborationNode, 'first_name' | 'last_name'>>(
  nodes: readonly N[],
  text: string,
  limit = 20,
): N[] => {
  const term = text.trim().toLowerCase();
  if (term.length < MIN_SEARCH) return [];
  return nodes.filter((node) => nameOf(node).toLowerCase().includes(term)).slice(0, limit);
};

export const STATE_COLORS = { captured: '#3b7dd8', matched: '#2f9e62', uncaptured: '#9aa3ad', inactive: '#e8837a' } as const;
export const STATE_LABELS = { captured: 'Captured', matched: 'Matched', uncaptured: 'Uncaptured', inactive: 'Inactive' } as const;
