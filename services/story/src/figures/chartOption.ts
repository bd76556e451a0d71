import type { ChartData } from '@canopy/contracts/analytics/api';
import { sampleOf } from '@canopy/contracts/analytics/chartSample';
import {
  AGREEMENT_COLORS,
  averageBars,
  axisRangeOf,
  axisTitleOf,
  BAND_COLORS,
  bandColor,
  changeLines,
  changeMethod,
  distributionBars,
  heldBackNote,
  hiddenNote,
  NET_BANDS,
  netBandColor,
  netScoreBars,
  NOT_ENOUGH,
} from './figureModel.ts';

// A chart snapshot's image as an ECharts option: the figures the server computed, drawn for a client. The title,
// the filters as one line, axes, legend, the values on the bars and dots, n and the notes of what is hidden or held
// back; no control of the app (ADR 0113).

/** the image's title and filters line, and the workspace's time zone its cycles are named in (ADR 0118) */
export type ImageText = { title: string; filters: string; timeZone?: string };
type Option = Record<string, unknown>;

export const FONT = 'DejaVu Sans';
const SERIES_COLORS = ['#2f6fbd', '#f08c00', '#7048e8', '#0ca678', '#c92a2a', '#495057', '#e8590c', '#1c7ed6'];
const hex = (color: string) => `#${color}`;
const label = (formatter: (value: number, index: number) => string, position = 'right') => ({
  show: true,
  position,
  fontSize: 13,
  color: '#212529',
  formatter: (params: { value: number | (number | string)[]; dataIndex: number }) =>
    formatter(Array.isArray(params.value) ? Number(params.value[1]) : params.value, params.dataIndex),
});
const withN = (value: number, respondents: number | null) => (respondents === null ? `${value}` : `${value} (${respondents})`);

/** a label in lines of at most `width` characters, broken between words: an image has room for the whole label */
export const wrapped = (label: string, width = 34) => {
  const lines: string[] = [];
  for (const word of label.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.join('\n');
};

const categoryAxis = (labels: string[]) => ({
  type: 'category',
  data: labels,
  inverse: true,
  axisLabel: { fontSize: 13, color: '#343a40', formatter: (value: string) => wrapped(value) },
  axisTick: { show: false },
});

/** the gap between bars of one category and around them, fixed so the whiskers can find each bar (ECharts' defaults) */
const BAR_GAP = 0.3;
const CATEGORY_GAP = 0.2;
const BAR_MAX = 38;

type RenderApi = { value: (dimension: number) => number; coord: (point: number[]) => number[]; size: (point: number[]) => number[] };
const whiskerStyle = { stroke: '#495057', lineWidth: 2 };

/**
 * A figure's 95% interval (ADR 0120) as a whisker over its bar or dot, as the card draws it: a custom series over the
 * same axes. Horizontal bars: a line across from ci_low to ci_high at the bar's own place among the category's
 * `count` bars; dots on a category axis across: a line up.
 */
const whiskers = (
  name: string,
  points: readonly { index: number; low: number | null; high: number | null }[],
  place: { horizontal: boolean; series: number; count: number },
) => ({
  type: 'custom',
  name,
  silent: true,
  z: 10,
  // not in the legend: the legend names the cycles, the whiskers belong to them
  legendHoverLink: false,
  data: points.filter((point) => point.low !== null && point.high !== null).map((point) => [point.index, point.low, point.high]),
  renderItem: (_params: unknown, api: RenderApi) => {
    const [category, low, high] = [api.value(0), api.value(1), api.value(2)];
    if (place.horizontal) {
      const [x1, centre] = api.coord([low, category]) as [number, number];
      const [x2] = api.coord([high, category]) as [number, number];
      const band = api.size([0, 1])[1]!;
      const bar = Math.min(BAR_MAX, (band * (1 - CATEGORY_GAP)) / (place.count + (place.count - 1) * BAR_GAP));
      const total = place.count * bar + (place.count - 1) * bar * BAR_GAP;
      const y = centre - total / 2 + place.series * bar * (1 + BAR_GAP) + bar / 2;
      return {
        type: 'group',
        children: [
          { type: 'line', shape: { x1, y1: y, x2, y2: y }, style: whiskerStyle },
          { type: 'line', shape: { x1, y1: y - 6, x2: x1, y2: y + 6 }, style: whiskerStyle },
          { type: 'line', shape: { x1: x2, y1: y - 6, x2, y2: y + 6 }, style: whiskerStyle },
        ],
      };
    }
    const [x, y1] = api.coord([category, low]) as [number, number];
    const [, y2] = api.coord([category, high]) as [number, number];
    return {
      type: 'group',
      children: [
        { type: 'line', shape: { x1: x, y1, x2: x, y2 }, style: whiskerStyle },
        { type: 'line', shape: { x1: x - 6, y1, x2: x + 6, y2: y1 }, style: whiskerStyle },
        { type: 'line', shape: { x1: x - 6, y1: y2, x2: x + 6, y2 }, style: whiskerStyle },
      ],
    };
  },
});

/** the marks of change since the cycle before, written under the chart in the card's words (at most 12 lines) */
const MARK_LINES = 12;
const marksText = (chart: ChartData) => {
  const lines = changeLines(chart);
  if (!lines.length) return null;
  const shown = lines.slice(0, MARK_LINES);
  const more = lines.length - shown.length;
  return [...shown, ...(more ? [`and ${more} more on the Culture card`] : []), changeMethod(lines.length)].join('\n');
};
const marksHeight = (chart: ChartData) => {
  const count = Math.min(changeLines(chart).length, MARK_LINES + 1);
  return count ? (count + 1) * 18 + 10 : 0;
};

/** the parts every image shares: the title and filters above, n and the notes below */
const frame = (chart: ChartData, text: ImageText, legend: boolean): Option => {
  const footer = [sampleOf(chart), hiddenNote(chart), heldBackNote(chart)].filter(Boolean).join(' · ');
  const marks = marksText(chart);
  const below = marksHeight(chart);
  return {
    animation: false,
    backgroundColor: '#ffffff',
    color: SERIES_COLORS,
    textStyle: { fontFamily: FONT },
    title: [
      {
        text: text.title,
        subtext: text.filters,
        left: 32,
        top: 20,
        textStyle: { fontSize: 26, fontWeight: 'bold', color: '#212529', fontFamily: FONT },
        subtextStyle: { fontSize: 15, color: '#495057', fontFamily: FONT },
      },
      { text: footer, left: 32, bottom: 16, textStyle: { fontSize: 14, fontWeight: 'normal', color: '#495057', fontFamily: FONT } },
      ...(marks
        ? [
            {
              text: marks,
              left: 32,
              bottom: 44,
              textStyle: { fontSize: 13, fontWeight: 'normal', color: '#343a40', fontFamily: FONT, lineHeight: 18 },
            },
          ]
        : []),
    ],
    legend: legend ? { top: 100, left: 32, textStyle: { fontSize: 13, fontFamily: FONT }, itemGap: 18 } : { show: false },
    grid: { left: 32, right: 80, top: legend ? 140 : 110, bottom: 70 + below, containLabel: true },
  };
};

const averagesOption = (chart: Extract<ChartData, { type: 'type1' }>, text: ImageText): Option => {
  const bars = averageBars(chart, text.timeZone);
  const [min, max] = axisRangeOf(chart.scale);
  return {
    ...frame(chart, text, chart.view === 'cycles'),
    yAxis: categoryAxis(bars.labels),
    xAxis: {
      type: 'value',
      min,
      max,
      name: axisTitleOf(chart.scale),
      nameLocation: 'middle',
      nameGap: 30,
      nameTextStyle: { fontSize: 13 },
    },
    series: [
      ...bars.series.map((line) => ({
        type: 'bar',
        name: line.name,
        barMaxWidth: BAR_MAX,
        barGap: `${BAR_GAP * 100}%`,
        barCategoryGap: `${CATEGORY_GAP * 100}%`,
        data: line.values.map((value) =>
          value === null
            ? value
            : {
                value,
                ...(chart.view === 'cycles' ? {} : { itemStyle: { color: hex(bandColor(chart.scale, value)) } }),
                // inside the bar's end, white, where the bar is long enough: outside it would sit on the whisker
                ...((value - min) / (max - min) > 0.2 ? { label: { position: 'insideRight', color: '#ffffff' } } : {}),
              },
        ),
        label: label((value, index) => withN(value, line.respondents[index] ?? null)),
      })),
      ...bars.series.map((line, series) =>
        whiskers(
          line.name,
          line.values.map((_, index) => ({ index, low: line.low[index] ?? null, high: line.high[index] ?? null })),
          { horizontal: true, series, count: bars.series.length },
        ),
      ),
    ],
  };
};

const distributionsOption = (chart: Extract<ChartData, { type: 'type2' }>, text: ImageText): Option => {
  const bars = distributionBars(chart, text.timeZone);
  return {
    ...frame(chart, text, true),
    yAxis: categoryAxis(bars.labels),
    xAxis: {
      type: 'value',
      min: 0,
      max: 100,
      axisLabel: { formatter: '{value}%' },
      name: 'Share of answers',
      nameLocation: 'middle',
      nameGap: 30,
    },
    series: bars.series.map((line, level) => ({
      type: 'bar',
      stack: 'answers',
      name: line.name,
      barMaxWidth: 38,
      itemStyle: { color: hex(AGREEMENT_COLORS[level]!) },
      // a reversed question's 'Strongly Agree' is the unfavourable answer: its colour is red, as on the page
      data: line.values.map((value, row) =>
        bars.reversed[row] && level < 5 ? { value, itemStyle: { color: hex(AGREEMENT_COLORS[4 - level]!) } } : value,
      ),
      // a share too thin to hold its figure is left to the legend and the deck (both carry every share)
      label: { ...label((value) => (value >= 4 ? `${value}%` : ''), 'inside'), color: level === 2 || level === 5 ? '#212529' : '#ffffff' },
    })),
  };
};

const scatterOption = (chart: Extract<ChartData, { type: 'type3' }>, text: ImageText): Option => {
  const [xMin, xMax] = axisRangeOf(chart.x_scale);
  const [yMin, yMax] = axisRangeOf(chart.y_scale);
  const average = chart.overall_average_point;
  return {
    ...frame(chart, text, true),
    xAxis: { type: 'value', min: xMin, max: xMax, name: chart.x_axis_name, nameLocation: 'middle', nameGap: 30 },
    yAxis: { type: 'value', min: yMin, max: yMax, name: chart.y_axis_name, nameLocation: 'middle', nameGap: 40 },
    series: [
      ...(average
        ? [
            {
              type: 'scatter',
              name: 'Overall average',
              symbol: 'diamond',
              symbolSize: 20,
              itemStyle: { color: '#1b7a3a' },
              data: [[average.x, average.y]],
              label: { show: true, position: 'bottom', fontSize: 12, formatter: () => `Overall average (${average.x}, ${average.y})` },
            },
          ]
        : []),
      {
        type: 'scatter',
        name: 'Groups',
        symbolSize: 14,
        itemStyle: { color: '#2f6fbd' },
        data: chart.points.map((point) => [point.x, point.y]),
        label: {
          show: true,
          position: 'top',
          fontSize: 12,
          formatter: (params: { dataIndex: number }) => {
            const point = chart.points[params.dataIndex]!;
            return `${point.name} (${point.x}, ${point.y})`;
          },
        },
        labelLayout: { moveOverlap: 'shiftY' },
      },
    ],
  };
};

const netScoresOption = (chart: Extract<ChartData, { type: 'type4' }>, text: ImageText): Option => {
  const bars = netScoreBars(chart, text.timeZone);
  const cycles = chart.view === 'cycles';
  return {
    ...frame(chart, text, cycles),
    xAxis: { type: 'category', data: bars.labels, axisLabel: { fontSize: 13, interval: 0, width: 130, overflow: 'break' } },
    yAxis: {
      type: 'value',
      min: chart.axis.min,
      max: chart.axis.max,
      name: chart.scale === 'share' ? 'Net score (each question by its own scale’s cut-offs)' : 'Net score',
      nameLocation: 'middle',
      nameGap: 44,
    },
    series: [
      ...bars.series.map((line, index) => ({
        type: 'scatter',
        name: line.name,
        symbolSize: 18,
        data: line.values.map((value) => (value === null || cycles ? value : { value, itemStyle: { color: hex(netBandColor(value)) } })),
        label: label((value) => `${value}`, 'top'),
        // the bands behind the dots, as on the page (drawn once)
        ...(index === 0
          ? {
              markArea: {
                silent: true,
                data: NET_BANDS.map((band) => [
                  { yAxis: Math.max(band.from, chart.axis.min), itemStyle: { color: band.fill } },
                  { yAxis: Math.min(band.to, chart.axis.max) },
                ]),
              },
            }
          : {}),
      })),
      ...bars.series.map((line, series) =>
        whiskers(
          line.name,
          line.values.map((_, index) => ({ index, low: line.low[index] ?? null, high: line.high[index] ?? null })),
          { horizontal: false, series, count: bars.series.length },
        ),
      ),
    ],
  };
};

/** the heatmap's Cycles view (ADR 0138): each cell's change and mark, coloured by the mark (a print has no tooltip) */
const CHANGE_PIECES = [
  { value: 0, color: '#2b8a3e' },
  { value: 1, color: '#c92a2a' },
  { value: 2, color: '#f1f3f5' },
  { value: 3, color: '#d9dce1' },
];
const MARK_INDEX = { improved: 0, declined: 1, no_change: 2 } as const;
const changeCellsOf = (chart: Extract<ChartData, { type: 'type5' }>, rows: Extract<ChartData, { type: 'type5' }>['groups']) => {
  const at = new Map((chart.changes ?? []).map((change) => [`${change.group_id ?? ''}|${change.question_id}`, change]));
  return rows.flatMap((group, y) =>
    chart.questions.map((question, x) => {
      const change = at.get(`${group.group_id ?? ''}|${question.id}`);
      if (!change) return { value: [x, y, 3], label: { formatter: 'No comparison' } };
      const mark = change.mark === 'no_change' ? 'no change' : change.mark;
      return {
        value: [x, y, MARK_INDEX[change.mark]],
        label: {
          formatter: `${change.difference > 0 ? '+' : ''}${change.difference}\n${mark}`,
          color: change.mark === 'no_change' ? '#212529' : '#ffffff',
        },
      };
    }),
  );
};

const heatmapOption = (chart: Extract<ChartData, { type: 'type5' }>, text: ImageText): Option => {
  const at = new Map(chart.cells.map((cell) => [`${cell.group_id ?? ''}|${cell.question_id}`, cell]));
  const rows = chart.groups.filter((group) => chart.questions.some((question) => at.has(`${group.group_id ?? ''}|${question.id}`)));
  const data = rows.flatMap((group, y) =>
    chart.questions.flatMap((question, x) => {
      const cell = at.get(`${group.group_id ?? ''}|${question.id}`);
      if (!cell) return [];
      const hidden = cell.suppressed || cell.value_avg === null;
      // the third figure is the band (3: hidden) the visual map colours by, the fourth the average
      const band = hidden ? 3 : BAND_COLORS.indexOf(bandColor(question.scale, cell.value_avg!));
      return [{ value: [x, y, band, cell.value_avg], label: { formatter: hidden ? 'Hidden' : withN(cell.value_avg!, cell.respondents) } }];
    }),
  );
  const changes = chart.view === 'cycles' && chart.changes !== undefined;
  return {
    ...frame(chart, text, false),
    xAxis: {
      type: 'category',
      position: 'top',
      data: chart.questions.map((question, index) => `${index + 1}. ${question.body}`),
      axisLabel: { interval: 0, fontSize: 11, formatter: (value: string) => wrapped(value, 22) },
    },
    yAxis: categoryAxis(rows.map((group) => group.group_name)),
    visualMap: {
      show: false,
      type: 'piecewise',
      dimension: 2,
      pieces: changes
        ? CHANGE_PIECES
        : [...BAND_COLORS.map((color, value) => ({ value, color: hex(color) })), { value: 3, color: '#d9dce1' }],
    },
    series: [
      {
        type: 'heatmap',
        data: changes ? changeCellsOf(chart, rows) : data,
        label: { show: true, fontSize: 12, color: '#212529' },
        itemStyle: { borderColor: '#ffffff', borderWidth: 2 },
      },
    ],
  };
};

/** the option of a chart's image */
export const chartOption = (chart: ChartData, text: ImageText): Option => {
  switch (chart.type) {
    case 'type1':
      return averagesOption(chart, text);
    case 'type2':
      return distributionsOption(chart, text);
    case 'type3':
      return scatterOption(chart, text);
    case 'type4':
      return netScoresOption(chart, text);
    case 'type5':
      return heatmapOption(chart, text);
  }
};

export { BAND_COLORS, NOT_ENOUGH };
