import type { CollaborationNode } from '@canopy/contracts/analytics/collaboration';
import { MAX_CONNECTIONS } from '@canopy/contracts/analytics/mapLook';

// who is shown and the state colours have one home with the server's image of the map (ADR 0132)
export { isShown, MAX_CONNECTIONS, STATE_COLORS, STATE_LABELS, type ViewFilter } from '@canopy/contracts/analytics/mapLook';

/** Top Collaborators rings step from 1 to 18 by how many people chose the person */
export const RING_STEPS = 18;
/** the rings shown until the consultant asks for more: the top three steps */
export const DEFAULT_RING_FROM = 16;
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
