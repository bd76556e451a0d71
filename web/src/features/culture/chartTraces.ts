import type { AnswerScale, ChartData } from '@canopy/contracts/analytics/api';
import { formatDay } from '../../shared/format/dates';
import { intervalText, whiskersOf } from './intervals';
import { CHANGE_COLOURS, changeGridOf, changeNoteOf } from './changeHeatmap';
import { labelMargin, rotatedHeaderMargin, scatterLabelPositions, tickStepFor, truncateLabel } from './chartLayout';

export const NOT_ENOUGH = 'Not enough responses to show';
const ALL = 'All participants';
const ROW_HEIGHT = 50;
const MIN_HEIGHT = 500;

/**
 * A chart's plotly traces and layout. `note` names what is drawn from too few answers to show: the card writes it
 * under the chart (inside plotly it collided with the axis title).
 */
type Figure = { data: Record<string, unknown>[]; layout: Record<string, unknown>; empty: boolean; note: string | null };

/** a question's label on an axis: its number in the assessment and its text cut with an ellipsis */
export const QUESTION_LABEL_CHARS = 36;
export const questionLabel = (index: number, body: string, limit = QUESTION_LABEL_CHARS) => truncateLabel(`${index + 1}. ${body}`, limit);

/** the plot area a scatter's labels are placed in: a card at 1024 px, less the axes' margins */
const SCATTER_FRAME = { width: 560, height: 410 };

/** a name written all in capitals (at least one letter, none lower case): wider letters, so a shorter label */
const allCapitals = (name: string) => /\p{Lu}/u.test(name) && !/\p{Ll}/u.test(name);

/** chart group labels: 17 characters for All participants, 10 for a name all in capitals, 12 otherwise */
export const labelOf = (name: string) => {
  const limit = name === ALL ? 17 : allCapitals(name) ? 10 : 12;
  return name.length > limit ? `${name.slice(0, limit - 1)}…` : name;
};

/**
 * a group's label beside a horizontal bar: the bar chart's left margin grows with its labels (labelMargin, capped),
 * so a name is cut only past 26 characters ('Customer Success' stays whole); the scatter keeps labelOf's short ones
 */
export const BAR_LABEL_CHARS = 26;
export const barLabelOf = (name: string) => truncateLabel(name, BAR_LABEL_CHARS);

/**
 * the bands of an average: five-point up to 2.99 red, up to 3.99 amber, else green; ten-point below 6, below 8; a
 * share of the scale (questions of both scales, ADR 0057) up to 49.75, up to 74.75 (the five-point cuts as shares)
 */
const bandIndex = (value: number, scale: AnswerScale) => {
  if (scale === 'ten') return value < 6 ? 0 : value < 8 ? 1 : 2;
  if (scale === 'share') return value <= 49.75 ? 0 : value <= 74.75 ? 1 : 2;
  return value <= 2.99 ? 0 : value <= 3.99 ? 1 : 2;
};
export const bandColour = (value: number, scale: AnswerScale) => ['#d64545', '#f0a030', '#2f9e5b'][bandIndex(value, scale)]!;

/** the heatmap's colours: the three bands of an average, then grey for a cell held back */
const HEAT_BANDS = ['#d64545', '#f0a030', '#2f9e5b', '#d9dce1'];
/** a discrete colour scale over z = 0..3: each band one flat colour */
const HEAT_SCALE = HEAT_BANDS.flatMap((colour, index) => [
  [index / HEAT_BANDS.length, colour],
  [(index + 1) / HEAT_BANDS.length, colour],
]);

/**
 * The heatmap of groups (rows) by questions (columns): each cell coloured by the band of its own question's
 * scale and labelled with its average; a held-back cell grey and labelled as such. z carries the band, not the
 * average, so five- and ten-point questions side by side share the same three colours.
 */
export const heatmapOf = (chart: Extract<ChartData, { type: 'type5' }>): Figure => {
  const cellAt = new Map(chart.cells.map((cell) => [`${cell.group_id ?? ''}|${cell.question_id}`, cell]));
  const rows = chart.groups.filter((group) => chart.questions.some((question) => cellAt.has(`${group.group_id ?? ''}|${question.id}`)));
  const grid = rows.map((group) =>
    chart.questions.map((question) => {
      const cell = cellAt.get(`${group.group_id ?? ''}|${question.id}`);
      if (!cell) return { z: null, text: '', interval: '' };
      if (cell.suppressed || cell.value_avg === null) return { z: 3, text: NOT_ENOUGH, interval: '' };
      return {
        z: bandIndex(cell.value_avg, question.scale),
        text: `${cell.value_avg} (${cell.respondents})`,
        interval: intervalText(cell),
      };
    }),
  );
  const headers = chart.questions.map((question, index) => questionLabel(index, question.body, 30));
  const names = rows.map((group) => chart.questions.map((question, index) => `${group.group_name}<br>${index + 1}. ${question.body}`));
  // the Cycles view, 'change since the last cycle': the difference, its interval and mark in each cell (changeHeatmap.ts)
  const change = chart.view === 'cycles' ? changeGridOf(chart, rows) : null;
  const cells = change
    ? {
        z: change.z,
        text: change.text,
        customdata: names.map((line, row) => line.map((name, index) => [name, change.tooltip[row]![index]!])),
        hovertemplate: '%{customdata[0]}<br>%{customdata[1]}<extra></extra>',
        ...CHANGE_COLOURS,
      }
    : {
        z: grid.map((line) => line.map((cell) => cell.z)),
        text: grid.map((line) => line.map((cell) => cell.text)),
        // the tooltip names the group and the question in full, then the figure and its interval
        customdata: names.map((line, row) => line.map((name, index) => [name, grid[row]![index]!.interval])),
        hovertemplate: '%{customdata[0]}<br>%{text}<br>%{customdata[1]}<extra></extra>',
        // each band's value sits in the middle of its stretch of the scale, never on a boundary
        zmin: -0.5,
        zmax: HEAT_BANDS.length - 0.5,
        colorscale: HEAT_SCALE,
        showscale: false,
      };
  return {
    empty: change ? !chart.changes?.length : !chart.cells.some((cell) => !cell.suppressed),
    note: change ? changeNoteOf(chart) : null,
    data: [
      {
        type: 'heatmap',
        x: headers,
        y: rows.map((group) => labelOf(group.group_name)),
        texttemplate: '%{text}',
        ...cells,
        xgap: 2,
        ygap: 2,
      },
    ],
    layout: {
      height: heightFor(rows.length),
      xaxis: { side: 'top', tickangle: -30, automargin: true },
      yaxis: { autorange: 'reversed', automargin: true },
      // the last header, tilted, reaches past the last column: the right margin makes room for it
      margin: { l: 140, r: rotatedHeaderMargin(headers.at(-1) ?? ''), t: 120, b: 20 },
    },
  };
};

/** net score colours: 50 and up dark green, 30-49 light green, 20-29 yellow, below 20 red */
const NET_BANDS = [
  { from: -1000, to: 20, colour: 'rgba(214,69,69,0.10)' },
  { from: 20, to: 30, colour: 'rgba(242,193,46,0.16)' },
  { from: 30, to: 50, colour: 'rgba(124,196,127,0.18)' },
  { from: 50, to: 1000, colour: 'rgba(27,122,58,0.16)' },
];

/**
 * the axis of an average: a ten-point question reads 1 to 10, a five-point one 1 to 5 (0 is a pass, never averaged),
 * questions of both scales 0 to 100, each answer as a share of its own scale
 */
export const axisRangeOf = (scale: AnswerScale) => (scale === 'ten' ? [1, 10] : scale === 'share' ? [0, 100] : [1, 5]);
/** the average axis's title: a share of the scale says so */
export const axisTitleOf = (scale: AnswerScale) =>
  scale === 'share' ? 'Average, % of each question’s scale (0 bottom, 100 top)' : 'Average';

const dateLabel = (iso: string | null) => (iso ? formatDay(iso) || 'All cycles' : 'All cycles');
const heightFor = (rows: number) => Math.max(MIN_HEIGHT, rows * ROW_HEIGHT);

/** the plotly traces and layout of a chart; suppressed figures are left out and named in the annotation */
export const figureOf = (chart: ChartData): Figure => {
  switch (chart.type) {
    case 'type1': {
      const cycles = [...new Set(chart.groups.map((row) => row.cycle_id ?? ''))];
      const names = [...new Set(chart.groups.map((row) => row.group_name))];
      const barLabels = names.map(barLabelOf);
      const data = cycles.map((cycleId) => {
        const rows = chart.groups.filter((row) => (row.cycle_id ?? '') === cycleId && !row.suppressed && row.value_avg !== null);
        return {
          type: 'bar',
          orientation: 'h',
          name: chart.view === 'cycles' ? dateLabel(rows[0]?.cycle_date ?? null) : 'Average',
          y: rows.map((row) => barLabelOf(row.group_name)),
          x: rows.map((row) => row.value_avg),
          text: rows.map((row) => `${row.value_avg} (${row.respondents})`),
          // n is people; the average is over their answers, which in Combined counts a person once per cycle answered
          hovertext: rows.map(
            (row) =>
              `${row.group_name}: ${row.value_avg} · ${row.respondents} people · ${row.answers ?? '?'} answers<br>${intervalText(row)}`,
          ),
          error_x: whiskersOf(
            rows.map((row) => row.value_avg),
            rows,
          ),
          hoverinfo: 'text',
          marker: { color: chart.view === 'cycles' ? undefined : rows.map((row) => bandColour(row.value_avg!, chart.scale)) },
        };
      });
      const held = chart.groups.filter((row) => row.suppressed).map((row) => row.group_name);
      return {
        empty: data.every((trace) => trace.x.length === 0),
        note: held.length ? `${NOT_ENOUGH}: ${[...new Set(held)].join(', ')}` : null,
        data,
        layout: {
          barmode: 'group',
          height: heightFor(names.length * Math.max(1, cycles.length)),
          xaxis: { range: axisRangeOf(chart.scale), title: { text: axisTitleOf(chart.scale) } },
          yaxis: { autorange: 'reversed', automargin: true },
          showlegend: chart.view === 'cycles',
          legend: { orientation: 'h', x: 0, xanchor: 'left', y: 1, yanchor: 'bottom' },
          // as wide as the longest label needs (at least 80 px, at most 240), so names are not cut where there is room
          margin: { l: labelMargin(barLabels), r: 20, t: 20, b: 50 },
        },
      };
    }
    case 'type2': {
      const rows = chart.questions.filter((row) => !row.suppressed);
      // questions numbered in the assessment's order, so two that begin alike never share a bar
      const order = [...new Set(chart.questions.map((row) => row.question_id))];
      const label = (row: (typeof rows)[number]) => {
        const index = order.indexOf(row.question_id);
        return chart.view === 'cycles'
          ? `${questionLabel(index, row.question_body, QUESTION_LABEL_CHARS - 13)} · ${dateLabel(row.cycle_date)}`
          : questionLabel(index, row.question_body);
      };
      const labels = rows.map(label);
      const heldQuestions = [...new Set(chart.questions.filter((row) => row.suppressed).map((row) => row.question_id))];
      const names = ['Strongly Disagree', 'Somewhat Disagree', 'Neither Agree nor Disagree', 'Somewhat Agree', 'Strongly Agree'];
      const colours = ['#d64545', '#f08a5d', '#c9c9c9', '#7cc47f', '#1b7a3a'];
      const keys = ['value1', 'value2', 'value3', 'value4', 'value5'] as const;
      // shares of each row's answers (passes included), so cycles with different turnout compare; counts on hover
      const totalOf = (row: (typeof rows)[number]) => keys.reduce((sum, key) => sum + row[key], row.passes);
      const shareOf = (count: number, row: (typeof rows)[number]) =>
        totalOf(row) === 0 ? 0 : Math.round((count / totalOf(row)) * 1000) / 10;
      const trace = (name: string, colour: string, countOf: (row: (typeof rows)[number]) => number) => ({
        type: 'bar',
        orientation: 'h',
        name,
        y: labels,
        x: rows.map((row) => shareOf(countOf(row), row)),
        // the question in full in the tooltip: the axis shows it cut
        customdata: rows.map((row) => [countOf(row), row.question_body]),
        hovertemplate: `%{customdata[1]}<br>${name}: %{x}% (%{customdata[0]} answers)<extra></extra>`,
        marker: { color: colour },
      });
      const data = [
        // a reversed question's 'Strongly Agree' is the unfavourable answer: its colour is red, whatever the position
        ...keys.map((key, index) => ({
          ...trace(names[index]!, colours[index]!, (row) => row[key]),
          marker: { color: rows.map((row) => (row.reversed ? colours[4 - index]! : colours[index]!)) },
        })),
        trace('Pass', '#8892a0', (row) => row.passes),
      ];
      return {
        empty: rows.length === 0,
        note: heldQuestions.length
          ? `${NOT_ENOUGH}: ${heldQuestions.length} ${heldQuestions.length === 1 ? 'question' : 'questions'}`
          : null,
        data,
        layout: {
          barmode: 'stack',
          height: heightFor(rows.length),
          // the legend above the bars, in a row: at the right it took 180 px of a 1024 px card from the bars
          legend: { orientation: 'h', x: 0, xanchor: 'left', y: 1, yanchor: 'bottom' },
          xaxis: { range: [0, 100], ticksuffix: '%', title: { text: 'Share of answers' } },
          yaxis: { autorange: 'reversed', automargin: true },
          // the labels' own width, no more: at 1024 px the bars keep most of the card
          margin: { l: labelMargin(labels), r: 20, t: 30, b: 40 },
        },
      };
    }
    case 'type3': {
      const labels = chart.points.map((point) => labelOf(point.name));
      const frame = { ...SCATTER_FRAME, x: axisRangeOf(chart.x_scale), y: axisRangeOf(chart.y_scale) };
      const positions = scatterLabelPositions(
        chart.points.map((point, index) => ({ x: point.x, y: point.y, label: labels[index]! })),
        chart.overall_average_point,
        frame,
      );
      // the average's diamond is drawn first, so the groups' markers and labels lie above it, never under it
      const data = [
        ...(chart.overall_average_point
          ? [
              {
                type: 'scatter',
                mode: 'markers',
                name: 'Overall average',
                x: [chart.overall_average_point.x],
                y: [chart.overall_average_point.y],
                marker: { size: 16, symbol: 'diamond', color: '#1b7a3a' },
                hovertemplate: 'Overall average<br>X %{x}<br>Y %{y}<extra></extra>',
              },
            ]
          : []),
        {
          type: 'scatter',
          mode: 'markers+text',
          name: 'Groups',
          x: chart.points.map((point) => point.x),
          y: chart.points.map((point) => point.y),
          text: labels,
          textposition: positions,
          cliponaxis: false,
          customdata: chart.points.map((point) => [point.name, point.respondents]),
          hovertemplate: '%{customdata[0]} (%{customdata[1]} people)<br>X %{x}<br>Y %{y}<extra></extra>',
          marker: { size: 12, color: '#2f6fbd' },
        },
      ];
      const held = chart.suppressed_groups;
      return {
        empty: chart.overall_average_point === null,
        note: held ? `${NOT_ENOUGH}: ${held} ${held === 1 ? 'group' : 'groups'}` : null,
        data,
        layout: {
          height: MIN_HEIGHT,
          xaxis: { range: axisRangeOf(chart.x_scale), title: { text: truncateLabel(chart.x_axis_name, 80) } },
          yaxis: { range: axisRangeOf(chart.y_scale), title: { text: truncateLabel(chart.y_axis_name, 60) } },
          // the legend in a row above the plot: at the right it narrowed the plot the labels are placed in
          legend: { orientation: 'h', x: 0, xanchor: 'left', y: 1, yanchor: 'bottom' },
          margin: { l: 70, r: 30, t: 40, b: 60 },
        },
      };
    }
    case 'type4': {
      const groups = [...new Set(chart.points.map((point) => point.group_name))];
      const data = groups.map((group) => {
        const points = chart.points.filter((point) => point.group_name === group && !point.suppressed && point.value !== null);
        return {
          type: 'scatter',
          // each dot says its value, as the deck's and the image's do; the hover keeps the people and the interval
          mode: 'lines+markers+text',
          name: labelOf(group),
          x: points.map((point) => (chart.view === 'cycles' ? dateLabel(point.cycle_date) : group)),
          y: points.map((point) => point.value),
          error_y: whiskersOf(
            points.map((point) => point.value),
            points,
          ),
          text: points.map((point) => String(point.value)),
          textposition: 'top center',
          cliponaxis: false,
          hovertext: points.map((point) => `${group}: ${point.value} · ${point.respondents ?? '?'} people<br>${intervalText(point)}`),
          hoverinfo: 'text',
        };
      });
      const shapes = NET_BANDS.map((band) => ({
        type: 'rect',
        xref: 'paper',
        x0: 0,
        x1: 1,
        y0: Math.max(band.from, chart.axis.min),
        y1: Math.min(band.to, chart.axis.max),
        fillcolor: band.colour,
        line: { width: 0 },
        layer: 'below',
      }));
      const held = [...new Set(chart.points.filter((point) => point.suppressed).map((point) => point.group_name))];
      // cycles are named by their days ('Oct 01 2026'), which plotly reads as categories: keep them in date order
      const cycleDays = [...new Set(chart.points.map((point) => point.cycle_date ?? ''))].sort().map((day) => dateLabel(day || null));
      return {
        empty: data.every((trace) => trace.y.length === 0),
        note: held.length ? `${NOT_ENOUGH}: ${held.join(', ')}` : null,
        data,
        layout: {
          height: MIN_HEIGHT,
          // Combined puts one point per group on an axis that names the groups: a legend repeating them only narrowed
          // the plot, and plotly's default top margin left 100 px blank above it
          ...(chart.view === 'cycles'
            ? { xaxis: { type: 'category', categoryorder: 'array', categoryarray: cycleDays } }
            : { showlegend: false }),
          margin: { t: 30 },
          yaxis: {
            range: [chart.axis.min, chart.axis.max],
            // a label every 10 or 20 points, not every 5: the bands behind say the rest
            dtick: tickStepFor(chart.axis.min, chart.axis.max, chart.axis.step),
            title: { text: chart.scale === 'share' ? 'Net score (each question by its own scale’s cut-offs)' : 'Net score' },
          },
          shapes,
        },
      };
    }
    case 'type5':
      return heatmapOf(chart);
  }
};
