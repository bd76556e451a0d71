import type { AnswerScale, ChartData } from '@canopy/contracts/analytics/api';

export const NOT_ENOUGH = 'Not enough responses to show';
const ALL = 'All participants';
const ROW_HEIGHT = 50;
const MIN_HEIGHT = 500;

type Figure = { data: Record<string, unknown>[]; layout: Record<string, unknown>; empty: boolean };

/** chart group labels: 17 characters for All participants, 12 otherwise */
export const labelOf = (name: string) => {
  const limit = name === ALL ? 17 : 12;
  return name.length > limit ? `${name.slice(0, limit - 1)}…` : name;
};

/** the bands of an average: five-point up to 2.99 red, up to 3.99 amber, else green; ten-point below 6, below 8 */
export const bandColour = (value: number, scale: AnswerScale) => {
  const band = scale === 'ten' ? (value < 6 ? 0 : value < 8 ? 1 : 2) : value <= 2.99 ? 0 : value <= 3.99 ? 1 : 2;
  return ['#d64545', '#f0a030', '#2f9e5b'][band]!;
};

/** net score colours: 50 and up dark green, 30-49 light green, 20-29 yellow, below 20 red */
const NET_BANDS = [
  { from: -1000, to: 20, colour: 'rgba(214,69,69,0.10)' },
  { from: 20, to: 30, colour: 'rgba(242,193,46,0.16)' },
  { from: 30, to: 50, colour: 'rgba(124,196,127,0.18)' },
  { from: 50, to: 1000, colour: 'rgba(27,122,58,0.16)' },
];

const dateLabel = (iso: string | null) => (iso ? new Date(iso).toISOString().slice(0, 10) : 'All cycles');
const heightFor = (rows: number) => Math.max(MIN_HEIGHT, rows * ROW_HEIGHT);

/** the plotly traces and layout of a chart; suppressed figures are left out and named in the annotation */
export const figureOf = (chart: ChartData): Figure => {
  switch (chart.type) {
    case 'type1': {
      const cycles = [...new Set(chart.groups.map((row) => row.cycle_id ?? ''))];
      const names = [...new Set(chart.groups.map((row) => row.group_name))];
      const data = cycles.map((cycleId) => {
        const rows = chart.groups.filter((row) => (row.cycle_id ?? '') === cycleId && !row.suppressed && row.value_avg !== null);
        return {
          type: 'bar',
          orientation: 'h',
          name: chart.view === 'cycles' ? dateLabel(rows[0]?.cycle_date ?? null) : 'Average',
          y: rows.map((row) => labelOf(row.group_name)),
          x: rows.map((row) => row.value_avg),
          text: rows.map((row) => `${row.value_avg} (${row.respondents})`),
          marker: { color: chart.view === 'cycles' ? undefined : rows.map((row) => bandColour(row.value_avg!, chart.scale)) },
        };
      });
      const held = chart.groups.filter((row) => row.suppressed).map((row) => row.group_name);
      return {
        empty: data.every((trace) => trace.x.length === 0),
        data,
        layout: {
          barmode: 'group',
          height: heightFor(names.length * Math.max(1, cycles.length)),
          xaxis: { range: chart.scale === 'ten' ? [0, 10] : [0, 5], title: { text: 'Average' } },
          yaxis: { autorange: 'reversed', automargin: true },
          showlegend: chart.view === 'cycles',
          annotations: held.length
            ? [{ text: `${NOT_ENOUGH}: ${[...new Set(held)].join(', ')}`, showarrow: false, xref: 'paper', yref: 'paper', x: 0, y: -0.12 }]
            : [],
          margin: { l: 140, r: 20, t: 20, b: 70 },
        },
      };
    }
    case 'type2': {
      const rows = chart.questions.filter((row) => !row.suppressed);
      const label = (row: (typeof rows)[number]) =>
        chart.view === 'cycles' ? `${row.question_body.slice(0, 40)} · ${dateLabel(row.cycle_date)}` : row.question_body.slice(0, 50);
      const names = ['Strongly Disagree', 'Somewhat Disagree', 'Neither Agree nor Disagree', 'Somewhat Agree', 'Strongly Agree'];
      const colours = ['#d64545', '#f08a5d', '#c9c9c9', '#7cc47f', '#1b7a3a'];
      const keys = ['value1', 'value2', 'value3', 'value4', 'value5'] as const;
      const data = [
        ...keys.map((key, index) => ({
          type: 'bar',
          orientation: 'h',
          name: names[index],
          y: rows.map(label),
          x: rows.map((row) => row[key]),
          marker: { color: colours[index] },
        })),
        { type: 'bar', orientation: 'h', name: 'Pass', y: rows.map(label), x: rows.map((row) => row.passes), marker: { color: '#8892a0' } },
      ];
      return {
        empty: rows.length === 0,
        data,
        layout: {
          barmode: 'stack',
          height: heightFor(rows.length),
          yaxis: { autorange: 'reversed', automargin: true },
          margin: { l: 260, r: 20, t: 20, b: 40 },
        },
      };
    }
    case 'type3': {
      const range = (scale: AnswerScale) => (scale === 'ten' ? [1, 10] : [1, 5]);
      const data = [
        {
          type: 'scatter',
          mode: 'markers+text',
          name: 'Groups',
          x: chart.points.map((point) => point.x),
          y: chart.points.map((point) => point.y),
          text: chart.points.map((point) => labelOf(point.name)),
          textposition: 'top center',
          marker: { size: 12, color: '#2f6fbd' },
        },
        ...(chart.overall_average_point
          ? [
              {
                type: 'scatter',
                mode: 'markers',
                name: 'Overall average',
                x: [chart.overall_average_point.x],
                y: [chart.overall_average_point.y],
                marker: { size: 16, symbol: 'diamond', color: '#1b7a3a' },
              },
            ]
          : []),
      ];
      return {
        empty: chart.overall_average_point === null,
        data,
        layout: {
          height: MIN_HEIGHT,
          xaxis: { range: range(chart.x_scale), title: { text: chart.x_axis_name } },
          yaxis: { range: range(chart.y_scale), title: { text: chart.y_axis_name } },
          annotations: chart.suppressed_groups
            ? [
                {
                  text: `${NOT_ENOUGH}: ${chart.suppressed_groups} group(s)`,
                  showarrow: false,
                  xref: 'paper',
                  yref: 'paper',
                  x: 0,
                  y: -0.15,
                },
              ]
            : [],
        },
      };
    }
    case 'type4': {
      const groups = [...new Set(chart.points.map((point) => point.group_name))];
      const data = groups.map((group) => {
        const points = chart.points.filter((point) => point.group_name === group && !point.suppressed && point.value !== null);
        return {
          type: 'scatter',
          mode: 'lines+markers',
          name: labelOf(group),
          x: points.map((point) => (chart.view === 'cycles' ? dateLabel(point.cycle_date) : group)),
          y: points.map((point) => point.value),
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
      return {
        empty: data.every((trace) => trace.y.length === 0),
        data,
        layout: {
          height: MIN_HEIGHT,
          yaxis: { range: [chart.axis.min, chart.axis.max], dtick: chart.axis.step, title: { text: 'Net score' } },
          shapes,
        },
      };
    }
  }
};
