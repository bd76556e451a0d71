/** the layout arithmetic of the culture charts: label lengths, tick steps, label placement, margins (pure, no plotly) */

/** a label cut to `limit` characters with an ellipsis; the full text stays in the chart's tooltip */
export const truncateLabel = (text: string, limit: number): string => {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > limit ? `${clean.slice(0, limit - 1).trimEnd()}…` : clean;
};

const NICE_STEPS = [1, 2, 5, 10, 20, 25, 50, 100];

/**
 * The tick step of an axis from min to max: the smallest of the server's step and the round steps that labels at
 * most `maxTicks` ticks (net score -90 to 75 in steps of 5 labelled 34 ticks; in steps of 20 it labels 9, and the
 * spec's default -25 to 75 reads every 10, so the bands' edges at 20, 30 and 50 stay on labelled ticks).
 */
export const tickStepFor = (min: number, max: number, floor: number, maxTicks = 11): number => {
  const span = Math.max(0, max - min);
  return NICE_STEPS.find((step) => step >= floor && Math.floor(span / step) + 1 <= maxTicks) ?? Math.max(floor, Math.ceil(span / maxTicks));
};

/** plotly's label positions around a marker, in the order they are tried */
export const LABEL_POSITIONS = [
  'top center',
  'bottom center',
  'middle right',
  'middle left',
  'top right',
  'top left',
  'bottom right',
  'bottom left',
] as const;
export type LabelPosition = (typeof LABEL_POSITIONS)[number];

type Box = { left: number; right: number; bottom: number; top: number };
type Point = { x: number; y: number; label: string };
type Frame = { x: readonly number[]; y: readonly number[]; width: number; height: number };

/** pixels per character and per line of plotly's 12 px labels, and a marker's radius (size 12) */
const CHAR_PX = 7;
const LINE_PX = 14;
const MARKER_PX = 6;
/** the overall average's diamond (size 16) and the room kept around it */
const AVERAGE_PX = 10;

const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.top, b.top) - Math.max(a.bottom, b.bottom));

const labelBox = (cx: number, cy: number, width: number, position: LabelPosition): Box => {
  const [vertical, horizontal] = position.split(' ') as [string, string];
  const gap = MARKER_PX + 2;
  const left =
    horizontal === 'center'
      ? cx - width / 2
      : horizontal === 'right'
        ? cx + (vertical === 'middle' ? gap : 0)
        : cx - width - (vertical === 'middle' ? gap : 0);
  const bottom = vertical === 'middle' ? cy - LINE_PX / 2 : vertical === 'top' ? cy + gap : cy - gap - LINE_PX;
  return { left, right: left + width, bottom, top: bottom + LINE_PX };
};

/**
 * Where each scatter label goes so that no two labels overlap and none lies on a marker or under the overall
 * average's diamond: each point in turn takes the first position that collides with nothing placed so far (the
 * least crowded one when all collide). Positions are reckoned in pixels of a plot `width` x `height`, about the
 * plot area of a card at 1024 px.
 */
export const scatterLabelPositions = (
  points: readonly Point[],
  average: { x: number; y: number } | null,
  frame: Frame,
): LabelPosition[] => {
  const px = (x: number) => ((x - frame.x[0]!) / (frame.x[1]! - frame.x[0]! || 1)) * frame.width;
  const py = (y: number) => ((y - frame.y[0]!) / (frame.y[1]! - frame.y[0]! || 1)) * frame.height;
  const around = (cx: number, cy: number, radius: number): Box => ({
    left: cx - radius,
    right: cx + radius,
    bottom: cy - radius,
    top: cy + radius,
  });
  const obstacles: Box[] = points.map((point) => around(px(point.x), py(point.y), MARKER_PX));
  if (average) obstacles.push(around(px(average.x), py(average.y), AVERAGE_PX));
  const placed: Box[] = [];
  return points.map((point, index) => {
    const cx = px(point.x);
    const cy = py(point.y);
    const width = point.label.length * CHAR_PX;
    // every marker but the point's own, the average's diamond, and the labels placed so far
    const others = [...obstacles.filter((_, at) => at !== index), ...placed];
    const scored = LABEL_POSITIONS.map((position) => {
      const box = labelBox(cx, cy, width, position);
      const outside =
        Math.max(0, -box.left) + Math.max(0, box.right - frame.width) + Math.max(0, -box.bottom) + Math.max(0, box.top - frame.height);
      const crowd = others.reduce((sum, other) => sum + overlap(box, other), 0);
      return { position, box, cost: crowd + outside * LINE_PX };
    });
    const best = scored.find((item) => item.cost === 0) ?? scored.reduce((least, item) => (item.cost < least.cost ? item : least));
    placed.push(best.box);
    return best.position;
  });
};

/** the heatmap's right margin: its last column header, tilted 30 degrees, reaches past the last column by about this much */
export const rotatedHeaderMargin = (lastHeader: string): number =>
  Math.min(240, Math.max(20, Math.round(lastHeader.length * CHAR_PX * Math.cos(Math.PI / 6)) - 20));

/** the left margin that fits the longest of the bar labels (capped so the bars keep most of a 1024 px card) */
export const labelMargin = (labels: readonly string[], cap = 240): number =>
  Math.min(cap, Math.max(80, Math.max(0, ...labels.map((label) => label.length)) * CHAR_PX + 16));
