import type { ChartData, HeatmapChange } from '@canopy/contracts/analytics/api';
import { formatDay } from '../../shared/format/dates';
import { detectableText, differenceText, MARK_LABEL } from './changeText';

// The heatmap's mode 'change since the last cycle' (ADR 0138): each cell the difference the server computed, its
// interval and mark, coloured on a scale diverging around 0. Five- and ten-point questions share one heatmap, so a
// cell's colour is its difference as a share of its own question's scale (a point on five-point is 25%, on ten-point
// 11%): the same colour is the same move of the scale. A cell without a change (held back in either cycle, or a
// cycle without answers) has no colour and says why.

type Heatmap = Extract<ChartData, { type: 'type5' }>;

/** the colour's range, in percent of the scale: a move of a quarter of the scale or more is the full colour */
export const CHANGE_COLOUR_RANGE = 25;
/** red for a decline, white at no change, green for an improvement */
const DIVERGING = [
  [0, '#c92a2a'],
  [0.5, '#f8f9fa'],
  [1, '#2b8a3e'],
];
const widthOf = (scale: Heatmap['questions'][number]['scale']) => (scale === 'ten' ? 9 : scale === 'share' ? 100 : 4);
const signed = (value: number) => `${value > 0 ? '+' : ''}${value}`;
const SHORT_MARK: Record<HeatmapChange['mark'], string> = { improved: 'improved', declined: 'declined', no_change: 'no change' };

export const NO_COMPARISON = 'Not enough responses to compare';

/** the cell's text, its tooltip lines and its colour value (null: no colour) */
export const changeCellOf = (change: HeatmapChange | undefined, scale: Heatmap['questions'][number]['scale']) => {
  if (!change) return { z: null, text: NO_COMPARISON, tooltip: NO_COMPARISON };
  const share = (change.difference / widthOf(scale)) * 100;
  const detectable = detectableText(change);
  return {
    z: Math.max(-CHANGE_COLOUR_RANGE, Math.min(CHANGE_COLOUR_RANGE, share)),
    text: `${signed(change.difference)}<br>${SHORT_MARK[change.mark]}`,
    tooltip: [`${change.from} → ${change.to}: ${differenceText(change)}`, MARK_LABEL[change.mark], detectable].filter(Boolean).join('<br>'),
  };
};

/** the line under the heatmap: which cycles, which test, over how many cells the correction runs */
export const changeNoteOf = (chart: Heatmap, timeZone?: string) => {
  if (!chart.compared) return 'Change since the last cycle needs two cycles with answers under these filters.';
  const day = (date: string | null, id: string) => (date ? formatDay(date, timeZone) : id);
  const cells = chart.changes?.length ?? 0;
  return (
    `Change from ${day(chart.compared.from_date, chart.compared.from_cycle_id)} to ${day(chart.compared.to_date, chart.compared.to_cycle_id)}: ` +
    `Welch's t test at 95%, corrected for the ${cells} ${cells === 1 ? 'comparison' : 'comparisons'} on this heatmap (Benjamini-Hochberg). ` +
    'Colour: the change as a share of its question’s scale.'
  );
};

export type Grid = { z: (number | null)[][]; text: string[][]; tooltip: string[][] };

/** the grid of the rows and columns given, one cell per group and question */
export const changeGridOf = (chart: Heatmap, rows: Heatmap['groups']): Grid => {
  const at = new Map((chart.changes ?? []).map((change) => [`${change.group_id ?? ''}|${change.question_id}`, change]));
  const cells = rows.map((group) =>
    chart.questions.map((question) => changeCellOf(at.get(`${group.group_id ?? ''}|${question.id}`), question.scale)),
  );
  return {
    z: cells.map((line) => line.map((cell) => cell.z)),
    text: cells.map((line) => line.map((cell) => cell.text)),
    tooltip: cells.map((line) => line.map((cell) => cell.tooltip)),
  };
};

/** plotly's colour settings of the change heatmap: diverging around 0, symmetric, with its legend */
export const CHANGE_COLOURS = {
  colorscale: DIVERGING,
  zmid: 0,
  zmin: -CHANGE_COLOUR_RANGE,
  zmax: CHANGE_COLOUR_RANGE,
  showscale: true,
  colorbar: { title: { text: '% of scale' }, thickness: 10, len: 0.5 },
};
