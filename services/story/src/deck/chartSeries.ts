import type { ChartData } from '@canopy/contracts/analytics/api';
import { TIME_ZONE } from '@canopy/contracts/messaging/api';

// A chart snapshot's figures as the series of a native PowerPoint chart. Only the figures the snapshot holds go in:
// a held-back figure has no value there and stays out (named in `heldBack`), never filled in.

export type Series = { name: string; labels: string[]; values: (number | null)[] };
export type DeckChart =
  | { kind: 'bar' | 'stackedBar' | 'line'; series: Series[]; heldBack: string[]; formatCode: string; colors: string[] }
  | { kind: 'scatter'; x: number[]; y: number[]; names: string[]; xName: string; yName: string; heldBack: string[]; colors: string[] };

/** the agreement levels of the stacked chart, strongly disagree to strongly agree (the Culture page's colours) */
export const AGREEMENT = ['Strongly disagree', 'Somewhat disagree', 'Neither', 'Somewhat agree', 'Strongly agree'] as const;
const AGREEMENT_COLORS = ['C92A2A', 'F08C00', 'ADB5BD', '82C91E', '2B8A3E'];
const SERIES_COLORS = ['2F6F4F', '1C7ED6', 'F08C00', '7048E8', 'C92A2A', '0CA678', 'E8590C', '495057'];
const ONE_DECIMAL = '0.0';
const [RED, AMBER, GREEN] = ['C92A2A', 'F08C00', '2B8A3E'];

/** a group average's band colour (spec 3 section 9): five-point up to 2.99 red, up to 3.99 amber; ten-point below 6 red, below 8 amber */
export const bandColor = (scale: string, value: number | null): string => {
  if (value === null) return SERIES_COLORS[0]!;
  if (scale === 'five') return value <= 2.99 ? RED : value <= 3.99 ? AMBER : GREEN;
  if (scale === 'ten') return value < 6 ? RED : value < 8 ? AMBER : GREEN;
  return SERIES_COLORS[0]!;
};

/** the day a cycle opened as the app writes it (spec 1 section 9: 'Oct 01 2026'), in the workspace's time zone */
const DAY = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, year: 'numeric', month: 'short', day: '2-digit' });
const cycleName = (date: string | null) => {
  const instant = date ? new Date(date) : null;
  if (!instant || Number.isNaN(instant.getTime())) return 'All cycles';
  const parts = Object.fromEntries(DAY.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.month} ${parts.day} ${parts.year}`;
};
const unique = <T>(values: T[]) => [...new Set(values)];

/** the native chart of a snapshot, or null when it goes in as its image (the heatmap) */
export function deckChart(figures: ChartData): DeckChart | null {
  switch (figures.type) {
    case 'type1': {
      const shown = figures.groups.filter((row) => !row.suppressed && row.value_avg !== null);
      const heldBack = unique(figures.groups.filter((row) => row.suppressed).map((row) => row.group_name));
      const groups = unique(shown.map((row) => row.group_name));
      const cycles = unique(shown.map((row) => row.cycle_date));
      const series = cycles.map((cycle) => ({
        name: figures.view === 'cycles' ? cycleName(cycle) : 'Average',
        labels: groups,
        values: groups.map((group) => shown.find((row) => row.group_name === group && row.cycle_date === cycle)?.value_avg ?? null),
      }));
      // one series (Combined): each bar in its band's colour, as the Culture page draws it; cycles: a colour per cycle
      const colors = series.length === 1 ? series[0]!.values.map((value) => bandColor(figures.scale, value)) : SERIES_COLORS;
      return { kind: 'bar', series, heldBack, formatCode: ONE_DECIMAL, colors };
    }
    case 'type2': {
      const shown = figures.questions.filter((row) => !row.suppressed);
      const label = (row: (typeof shown)[number]) =>
        figures.view === 'cycles' ? `${row.question_body} (${cycleName(row.cycle_date)})` : row.question_body;
      const labels = shown.map(label);
      const series = AGREEMENT.map((name, level) => ({
        name,
        labels,
        values: shown.map((row) => [row.value1, row.value2, row.value3, row.value4, row.value5][level]!),
      }));
      const heldBack = unique(figures.questions.filter((row) => row.suppressed).map(label));
      return { kind: 'stackedBar', series, heldBack, formatCode: '0', colors: AGREEMENT_COLORS };
    }
    case 'type3':
      return {
        kind: 'scatter',
        x: figures.points.map((point) => point.x),
        y: figures.points.map((point) => point.y),
        names: figures.points.map((point) => point.name),
        xName: figures.x_axis_name,
        yName: figures.y_axis_name,
        heldBack: figures.suppressed_groups > 0 ? [`${figures.suppressed_groups} groups`] : [],
        colors: SERIES_COLORS,
      };
    case 'type4': {
      const shown = figures.points.filter((point) => !point.suppressed && point.value !== null);
      const heldBack = unique(figures.points.filter((point) => point.suppressed).map((point) => point.group_name));
      const labels = unique(shown.map((point) => cycleName(point.cycle_date)));
      const series = unique(shown.map((point) => point.group_name)).map((group) => ({
        name: group,
        labels,
        values: labels.map(
          (label) => shown.find((point) => point.group_name === group && cycleName(point.cycle_date) === label)?.value ?? null,
        ),
      }));
      return { kind: 'line', series, heldBack, formatCode: ONE_DECIMAL, colors: SERIES_COLORS };
    }
    case 'type5':
      return null;
  }
}
