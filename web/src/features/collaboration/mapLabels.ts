/** a node where it is drawn on screen (rendered pixels), its label's text and the measure that ranks it */
export type LabelCandidate = { id: string; x: number; y: number; text: string; rank: number };

/** a label's box: about 6 px a character at the map's 10 px font, one line, drawn under the node */
const CHAR_WIDTH = 6;
const LINE_HEIGHT = 13;
const CELL = 64;

/**
 * The labels to draw: candidates by rank (highest first), each kept when its box overlaps no label already kept and
 * lies inside the `width` x `height` view, at most `limit` of them. Zoomed out, only the few top people get a name;
 * zoomed in, the people are far enough apart that everyone in view does. A grid of cells keeps it linear.
 */
export const pickLabels = (candidates: readonly LabelCandidate[], width: number, height: number, limit = 80): Set<string> => {
  const kept = new Set<string>();
  const cells = new Map<string, Array<[number, number, number, number]>>();
  const sorted = [...candidates].sort((a, b) => b.rank - a.rank || a.text.localeCompare(b.text));
  for (const candidate of sorted) {
    if (kept.size >= limit) break;
    const w = candidate.text.length * CHAR_WIDTH;
    const box: [number, number, number, number] = [
      candidate.x - w / 2,
      candidate.y + 6,
      candidate.x + w / 2,
      candidate.y + 6 + LINE_HEIGHT,
    ];
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
