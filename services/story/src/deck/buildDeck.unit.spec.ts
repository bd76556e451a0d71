import type { ChartData } from '@canopy/contracts/analytics/api';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { averages, averagesByCycle, distributions, netScores, netScoresByCycle, scatter } from '../figures/fixtures.ts';
import { buildDeck } from './buildDeck.ts';

// The deck's native charts read back from the .pptx (jszip) and compared, value by value and label by label, with
// the chart answer the Culture card draws: its order, units (shares in percent, passes included), decimals and axis.

type ReadSeries = { name: string; labels: string[]; values: (number | null)[] };
type ReadChart = { xml: string; series: ReadSeries[] };

const all = (xml: string, pattern: RegExp) => [...xml.matchAll(pattern)].map((match) => match[1]!);
/** the points of a cache, by their index, so a point left out (no figure) reads as null */
const points = (cache: string, count: number) => {
  const out: (string | null)[] = Array.from({ length: count }, () => null);
  for (const match of cache.matchAll(/<c:pt idx="(\d+)">\s*<c:v>([^<]*)<\/c:v>/g)) out[Number(match[1])] = match[2]!;
  return out;
};
const readChart = (xml: string): ReadChart => ({
  xml,
  series: all(xml, /<c:ser>([\s\S]*?)<\/c:ser>/g).map((ser) => {
    const name = all(ser, /<c:tx>[\s\S]*?<c:v>([^<]*)<\/c:v>/g)[0] ?? '';
    const cat = /<c:cat>([\s\S]*?)<\/c:cat>/.exec(ser)?.[1] ?? '';
    const val = /<c:val>([\s\S]*?)<\/c:val>/.exec(ser)?.[1] ?? '';
    const count = Number(/<c:ptCount val="(\d+)"/.exec(cat)?.[1] ?? 0);
    return {
      name,
      labels: points(cat, count).map((label) => label ?? ''),
      values: points(val, count).map((value) => (value === null || value === '' ? null : Number(value))),
    };
  }),
});

const deckOf = async (figures: ChartData) => {
  const bytes = await buildDeck({
    workspaceName: 'Northwind Health',
    teamName: 'Northwind Consulting',
    frameColor: null,
    logos: { team: null, workspace: null },
    slides: [{ name: 'Chart', filters: 'Spring pulse 2026 · All participants', comment: '', figures, image: null }],
  });
  const zip = await JSZip.loadAsync(bytes);
  const name = Object.keys(zip.files).find((file) => /^ppt\/charts\/chart\d+\.xml$/.test(file))!;
  return { chart: readChart(await zip.file(name)!.async('string')), slide: await zip.file('ppt/slides/slide2.xml')!.async('string') };
};
const axis = (xml: string) => ({
  min: Number(/<c:valAx>[\s\S]*?<c:min val="([^"]+)"/.exec(xml)?.[1]),
  max: Number(/<c:valAx>[\s\S]*?<c:max val="([^"]+)"/.exec(xml)?.[1]),
});

describe('the deck’s native charts equal the card', () => {
  it('group averages: horizontal bars, the groups top to bottom in the answer’s order, figures as computed, the scale’s axis 1 to 5', async () => {
    const { chart, slide } = await deckOf(averages);
    if (averages.type !== 'type1') throw new Error('type1');
    const shown = averages.groups.filter((row) => row.value_avg !== null);
    expect(chart.series).toEqual([
      { name: 'Average', labels: shown.map((row) => row.group_name), values: shown.map((row) => row.value_avg) },
    ]);
    expect(chart.series[0]!.values).toContain(3.76);
    expect(chart.xml).toContain('<c:barDir val="bar"/>');
    // the first category on top, as the card lists them
    expect(chart.xml).toContain('<c:orientation val="maxMin"/>');
    // 3.76 stays 3.76: the figure as the server computed it, not rounded to one decimal
    expect(chart.xml).toContain('formatCode="General"');
    expect(axis(chart.xml)).toEqual({ min: 1, max: 5 });
    // band colours per bar: amber 3.76, red 2.5, green 4.18
    for (const colour of ['F0A030', 'D64545', '2F9E5B']) expect(chart.xml).toContain(colour);
    expect(slide).toContain('Legal');
  });

  it('group averages by cycle: a series per cycle, named by its day, on the ten-point axis', async () => {
    const { chart } = await deckOf(averagesByCycle);
    expect(chart.series).toEqual([
      { name: 'Jan 10 2026', labels: ['All participants', 'Sales'], values: [7.25, 6.5] },
      { name: 'Jun 10 2026', labels: ['All participants', 'Sales'], values: [8.1, null] },
    ]);
    expect(axis(chart.xml)).toEqual({ min: 1, max: 10 });
  });

  it('distributions: shares of each question’s answers in percent, passes included, the five levels and Pass', async () => {
    const { chart } = await deckOf(distributions);
    if (distributions.type !== 'type2') throw new Error('type2');
    const labels = ['1. I know what is expected of me at work', '2. I often think about leaving'];
    // counted by hand: q1 2 4 6 12 14 and 2 passes of 40; q2 10 10 8 6 4 and 2 passes of 40
    expect(chart.series).toEqual([
      { name: 'Strongly Disagree', labels, values: [5, 25] },
      { name: 'Somewhat Disagree', labels, values: [10, 25] },
      { name: 'Neither Agree nor Disagree', labels, values: [15, 20] },
      { name: 'Somewhat Agree', labels, values: [30, 15] },
      { name: 'Strongly Agree', labels, values: [35, 10] },
      { name: 'Pass', labels, values: [5, 5] },
    ]);
    for (const [row, label] of labels.entries())
      expect(
        chart.series.reduce((sum, line) => sum + line.values[row]!, 0),
        label,
      ).toBe(100);
    expect(chart.xml).toContain('<c:grouping val="stacked"/>');
    expect(chart.xml).toContain('formatCode="General&quot;%&quot;"');
    expect(axis(chart.xml)).toEqual({ min: 0, max: 100 });
  });

  it('net scores: a column per group with its value and its band’s colour, on the answer’s own axis', async () => {
    const { chart } = await deckOf(netScores);
    expect(chart.series).toEqual([
      { name: 'Net score', labels: ['All participants', 'Engineering', 'Sales'], values: [-14.9, 33.3, 55.5] },
    ]);
    expect(chart.xml).toContain('<c:barDir val="col"/>');
    expect(chart.xml).toContain('<c:showVal val="1"/>');
    expect(axis(chart.xml)).toEqual({ min: -100, max: 100 });
    // below 20 red, 30 to 49 light green, 50 and up dark green
    for (const colour of ['D64545', '7CC47F', '1B7A3A']) expect(chart.xml).toContain(colour);
  });

  it('net scores by cycle: one series per cycle in date order, groups as categories', async () => {
    const { chart } = await deckOf(netScoresByCycle);
    expect(chart.series).toEqual([
      { name: 'Jan 10 2026', labels: ['All participants', 'Sales'], values: [-14.9, 21.4] },
      { name: 'Jun 10 2026', labels: ['All participants', 'Sales'], values: [12.5, null] },
    ]);
  });

  it('the scatter: the groups’ figures on the two scales’ own axes', async () => {
    const { chart } = await deckOf(scatter);
    expect(chart.xml).toContain('<c:scatterChart>');
    for (const value of ['3.42', '7.15', '2.8', '5.5']) expect(chart.xml).toContain(`<c:v>${value}</c:v>`);
    expect(chart.xml).toContain('<c:min val="1"/>');
    expect(chart.xml).toContain('<c:max val="10"/>');
  });
});
