/**
 * A node where it is drawn on screen (rendered pixels), its label's text and the measure that ranks it; `size`: the
 * node's drawn diameter (the label starts below it).
 */
export type LabelCandidate = { id: string; x: number; y: number; text: string; rank: number; size?: number };

/**
 * A label's box at zoom 1: about 6.5 px a character at the map's 10 px font with its 2 px outline, one line, 2 px
 * under the node. The font is in map units, so the box grows with the zoom: a box of fixed pixels let names drawn at
 * zoom 1.3 overlap.
 */
const CHAR_WIDTH = 6.5;
const LINE_HEIGHT = 14;
const GAP = 2;
const CELL = 64;

/**
 * The labels to draw: candidates by rank (highest first), each kept when its box overlaps no label already kept and
 * lies inside the `width` x `height` view, at most `limit` of them. Zoomed out, only the few top people get a name;
 * zoomed in, the people are far enough apart that everyone in view does. A grid of cells keeps it linear.
 */
export const pickLabels = (candidates: readonly LabelCandidate[], width: number, height: number, limit = 80, zoom = 1): Set<string> => {
  const kept = new Set<string>();
  const cells = new Map<string, Array<[number, number, number, number]>>();
  const sorted = [...candidates].sort((a, b) => b.rank - a.rank || a.text.localeCompare(b.text));
  for (const candidate of sorted) {
    if (kept.size >= limit) break;
    const w = candidate.text.length * CHAR_WIDTH * zoom;
    const top = candidate.y + (candidate.size ?? 12) / 2 + GAP * zoom;
    const box: [number, number, number, number] = [candidate.x - w / 2, top, candidate.x + w / 2, top + LINE_HEIGHT * zoom];
    if (box[0] < 0 || box[2] > width || box[1] < 0 || box[3] > height) continue;
    const keys: string[] = [];
    for (let cx = Math.floor(box[0] / CELL); cx <= Math.floor(box[2] / CELL); cx++)
      for (let cy = Math.floor(box[1] / CELL); cy <= Math.floor(box[3] / CELL); cy++) keys.push(`${cx}:${cy}`);
    const overlaps = keys.some((key) =>
      (cells.get(key) ?? []).some((other) => box[0] < other[2] && other[0] < box[2] && box[1] < other[3] && other[1] < box[3]),
    );
    if (overlaps) continue;
    kept.add(candidate.id);
    for (const key of keys) {
      const list = cells.get(key);
      if (list) list.push(box);
      else cells.set(key, [box]);
    }
  }
  return kept;
};
