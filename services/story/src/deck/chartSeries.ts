import type { ChartData } from '@canopy/contracts/analytics/api';
import { DEFAULT_TIME_ZONE } from '@canopy/contracts/platform/dates';
import {
  AGREEMENT_COLORS,
  averageBars,
  axisRangeOf,
  axisTitleOf,
  bandColor,
  changeLines,
  changeMethod,
  distributionBars,
  netBandColor,
  netScoreBars,
  type Series as FigureSeries,
} from '../figures/figureModel.ts';

/** the distance of a figure to an end of its interval, rounded past float noise (3.76 to 4.1 is 0.34, not 0.33999...) */
const distance = (from: number | null, to: number | null) =>
  from === null || to === null ? null : Math.round(Math.abs(to - from) * 1e9) / 1e9;
const errorBarsOf = (series: readonly FigureSeries[]): ErrorBars[] | null => {
  const bars = series.map((line) => ({
    plus: line.values.map((value, index) => distance(value, line.high[index] ?? null)),
    minus: line.values.map((value, index) => distance(value, line.low[index] ?? null)),
  }));
  // a snapshot saved before intervals: no error bars at all
  return bars.some((bar) => bar.plus.some((value) => value !== null)) ? bars : null;
};
/** the marks and, when there are any, how they were decided */
const marksOf = (figures: ChartData) => {
  const lines = changeLines(figures);
  return lines.length ? [...lines, changeMethod(lines.length)] : [];
};

// A chart snapshot's figures as the series of a native PowerPoint chart equal to the Culture card (ADR 0114): the
// same kind of chart, the same units, order and decimals, the scale's own axis. Only the figures the snapshot holds
// go in: a figure held back or refused has no value there (named in `heldBack`), never filled in.

export type Series = { name: string; labels: string[]; values: (number | null)[] };
export type ErrorBars = { plus: (number | null)[]; minus: (number | null)[] };
export type Axis = { min: number; max: number; title: string };
export type DeckChart =
  | {
      /** bars: horizontal bars with the first label on top; columns: vertical bars, labels left to right */
      kind: 'bar' | 'stackedBar' | 'column';
      series: Series[];
      heldBack: string[];
      formatCode: string;
      colors: string[];
      axis: Axis;
      /**
       * per series, each figure's distance to its 95% interval's ends (ADR 0139), drawn as PowerPoint's custom error
       * bars; null where a figure has no interval (no bar drawn), and none for the stacked shares
       */
      errorBars: ErrorBars[] | null;
      /** the marks of change since the cycle before, written under the chart */
      marks: string[];
    }
  | {
      kind: 'scatter';
      x: number[];
      y: number[];
      names: string[];
      xName: string;
      yName: string;
      heldBack: string[];
      colors: string[];
      xAxis: { min: number; max: number };
      yAxis: { min: number; max: number };
    };

const SERIES_COLORS = ['2F6FBD', 'F08C00', '7048E8', '0CA678', 'C92A2A', '495057', 'E8590C', '1C7ED6'];
/** a figure as the server computed it, decimals and all (3.76 stays 3.76, 4 stays 4), as the card prints it */
const AS_COMPUTED = 'General';
const PERCENT = 'General"%"';

/** the native chart of a snapshot, or null when it goes in as its image (the heatmap); cycles named in the workspace's zone */
export function deckChart(figures: ChartData, timeZone: string = DEFAULT_TIME_ZONE): DeckChart | null {
  switch (figures.type) {
    case 'type1': {
      const bars = averageBars(figures, timeZone);
      const series = bars.series.map((line) => ({ name: line.name, labels: bars.labels, values: line.values }));
      // one series (Combined): each bar in its band's colour, as the card draws it; cycles: a colour per cycle
      const colors =
        figures.view === 'combined' && series.length === 1
          ? series[0]!.values.map((value) => (value === null ? SERIES_COLORS[0]! : bandColor(figures.scale, value)))
          : SERIES_COLORS;
      const [min, max] = axisRangeOf(figures.scale);
      return {
        kind: 'bar',
        series,
        heldBack: bars.hidden,
        formatCode: AS_COMPUTED,
        colors,
        axis: { min, max, title: axisTitleOf(figures.scale) },
        errorBars: errorBarsOf(bars.series),
        marks: marksOf(figures),
      };
    }
    case 'type2': {
      const bars = distributionBars(figures, timeZone);
      const series = bars.series.map((line) => ({ name: line.name, labels: bars.labels, values: line.values }));
      const hidden = bars.hiddenQuestions;
      return {
        kind: 'stackedBar',
        series,
        heldBack: hidden ? [`${hidden} ${hidden === 1 ? 'question' : 'questions'}`] : [],
        formatCode: PERCENT,
        colors: [...AGREEMENT_COLORS],
        axis: { min: 0, max: 100, title: 'Share of answers (%)' },
        errorBars: null,
        marks: [],
      };
    }
    case 'type3': {
      const [xMin, xMax] = axisRangeOf(figures.x_scale);
      const [yMin, yMax] = axisRangeOf(figures.y_scale);
      return {
        kind: 'scatter',
        x: figures.points.map((point) => point.x),
        y: figures.points.map((point) => point.y),
        names: figures.points.map((point) => point.name),
        xName: figures.x_axis_name,
        yName: figures.y_axis_name,
        heldBack: figures.suppressed_groups > 0 ? [`${figures.suppressed_groups} groups`] : [],
        colors: SERIES_COLORS,
        xAxis: { min: xMin, max: xMax },
        yAxis: { min: yMin, max: yMax },
      };
    }
    case 'type4': {
      // a net score per group, as columns with their values: one series when combined (each column in its band's
      // colour), one per cycle in the Cycles view
      const bars = netScoreBars(figures, timeZone);
      const series = bars.series.map((line) => ({ name: line.name, labels: bars.labels, values: line.values }));
      const colors =
        figures.view === 'combined' && series.length === 1
          ? series[0]!.values.map((value) => (value === null ? SERIES_COLORS[0]! : netBandColor(value)))
          : SERIES_COLORS;
      const title = figures.scale === 'share' ? 'Net score (each question by its own scale’s cut-offs)' : 'Net score';
      return {
        kind: 'column',
        series,
        heldBack: bars.hidden,
        formatCode: AS_COMPUTED,
        colors,
        axis: { min: figures.axis.min, max: figures.axis.max, title },
        errorBars: errorBarsOf(bars.series),
        marks: [],
      };
    }
    case 'type5':
      return null;
  }
}
