import { ChartData } from '@canopy/contracts/analytics/api';
import { SnapshotAdded } from '@canopy/contracts/story/events';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { buildDeck } from '../deck/buildDeck.ts';
import { chartSvg, svgTexts } from './renderImage.ts';

// A chart snapshot keeps the intervals and marks it had (ADR 0139): the stored figures carry them, the server's image
// draws a whisker per interval and writes the marks, and the deck's bar chart has PowerPoint error bars whose ends are
// the figures' ci_low and ci_high, with the marks written under it.

const JAN = '2026-01-10T15:00:00Z';
const JUN = '2026-06-10T15:00:00Z';
const row = (group_name: string, cycle: string, value_avg: number, ci_low: number, ci_high: number, n: number) => ({
  group_id: group_name === 'All participants' ? null : group_name,
  group_name,
  cycle_id: cycle,
  cycle_date: cycle,
  value_avg,
  respondents: n,
  suppressed: false,
  ci_low,
  ci_high,
  n,
});
const change = {
  from_cycle_id: JAN,
  to_cycle_id: JUN,
  check_p: 0.001,
  n_before: 8,
  n_after: 8,
};
const averages = ChartData.parse({
  type: 'type1',
  view: 'cycles',
  scale: 'five',
  minimum_group_size: 5,
  held_back: 0,
  groups: [
    row('All participants', JAN, 3.45, 3.01, 3.9, 22),
    row('Group A', JAN, 2.5, 2.05, 2.95, 8),
    row('All participants', JUN, 3.41, 2.83, 3.99, 22),
    row('Group A', JUN, 4.5, 4.05, 4.95, 8),
  ],
  changes: [
    {
      ...change,
      group_id: null,
      group_name: 'All participants',
      from: 3.45,
      to: 3.41,
      difference: -0.05,
      ci_low: -0.74,
      ci_high: 0.65,
      p: 0.89,
      p_adjusted: 0.9,
      mark: 'no_change',
      minimum_detectable: 0.96,
      n_before: 22,
      n_after: 22,
    },
    {
      ...change,
      group_id: 'Group A',
      group_name: 'Group A',
      from: 2.5,
      to: 4.5,
      difference: 2,
      ci_low: 1.43,
      ci_high: 2.57,
      p: 0.000003,
      p_adjusted: 0.000006,
      mark: 'improved',
      minimum_detectable: null,
    },
  ],
});
const heatmap = ChartData.parse({
  type: 'type5',
  view: 'cycles',
  minimum_group_size: 5,
  held_back: 0,
  questions: [{ id: 'q1', body: 'I enjoy my work', scale: 'five' }],
  groups: [
    { group_id: null, group_name: 'All participants' },
    { group_id: 'a', group_name: 'Group A' },
  ],
  cells: [
    { group_id: null, question_id: 'q1', value_avg: 3.41, respondents: 22, suppressed: false, ci_low: 2.83, ci_high: 3.99, n: 22 },
    { group_id: 'a', question_id: 'q1', value_avg: 4.5, respondents: 8, suppressed: false, ci_low: 4.05, ci_high: 4.95, n: 8 },
  ],
  compared: { from_cycle_id: JAN, from_date: JAN, to_cycle_id: JUN, to_date: JUN },
  changes: [
    {
      ...change,
      group_id: 'a',
      question_id: 'q1',
      from: 2.5,
      to: 4.5,
      difference: 2,
      ci_low: 1.43,
      ci_high: 2.57,
      p: 0.000003,
      p_adjusted: 0.000006,
      mark: 'improved',
      minimum_detectable: null,
    },
  ],
});

const text = { title: 'Group averages', filters: 'Pulse · All participants' };
const whiskerPaths = (svg: string) => [...svg.matchAll(/<path[^>]*stroke="#495057"[^>]*>/g)].length;

describe('a snapshot keeps its intervals and marks', () => {
  it('stores them in the snapshot event as the chart answer sent them', () => {
    const stored = SnapshotAdded.schema.shape.figures.parse(JSON.parse(JSON.stringify(averages)));
    expect(stored).toEqual(averages);
    if (stored?.type !== 'type1') throw new Error('type1');
    expect(stored.groups[1]).toMatchObject({ ci_low: 2.05, ci_high: 2.95, n: 8 });
    expect(stored.changes?.[1]).toMatchObject({ mark: 'improved', ci_low: 1.43, ci_high: 2.57 });
  });

  it("draws a whisker over each bar in the server's image and writes the marks under the chart", () => {
    const svg = chartSvg(averages, text);
    // a line and two caps per interval: four figures with intervals
    expect(whiskerPaths(svg)).toBe(12);
    const texts = svgTexts(svg);
    expect(texts).toContain('Group A: 2.5 → 4.5, +2 (95% interval +1.43 to +2.57), improved');
    expect(texts).toContain(
      'All participants: 3.45 → 3.41, -0.05 (95% interval -0.74 to +0.65), no detectable change (none larger than 0.96 could be seen with 22 people)',
    );
    expect(texts.some((line) => line.includes('corrected for the 2 comparisons on this chart (Benjamini-Hochberg)'))).toBe(true);
  });

  it("writes the heatmap's change and mark in its cell", () => {
    const texts = svgTexts(chartSvg(heatmap, text));
    expect(texts).toContain('+2');
    expect(texts).toContain('improved');
    expect(texts).toContain('No comparison');
  });

  it("gives the deck's bar chart error bars ending at each figure's ci_low and ci_high, and the marks as text", async () => {
    const bytes = await buildDeck({
      workspaceName: 'Northwind',
      teamName: 'Northwind Consulting',
      frameColor: null,
      logos: { team: null, workspace: null },
      slides: [{ name: 'Group averages', filters: 'Pulse', comment: '', figures: averages, image: null }],
    });
    const zip = await JSZip.loadAsync(bytes);
    const name = Object.keys(zip.files).find((file) => /^ppt\/charts\/chart\d+\.xml$/.test(file))!;
    const xml = await zip.file(name)!.async('string');
    const series = [...xml.matchAll(/<c:ser>([\s\S]*?)<\/c:ser>/g)].map((match) => match[1]!);
    expect(series).toHaveLength(2);
    const pointsOf = (part: string) => [...part.matchAll(/<c:pt idx="(\d+)">\s*<c:v>([^<]*)<\/c:v>/g)].map((match) => Number(match[2]));
    if (averages.type !== 'type1') throw new Error('type1');
    for (const [index, ser] of series.entries()) {
      // the schema's place: after the labels, before the categories
      expect(ser).toMatch(/<\/c:dLbls>[\s\S]*<c:errBars>[\s\S]*<\/c:errBars><c:cat>/);
      expect(ser).toContain('<c:errBarType val="both"/><c:errValType val="cust"/>');
      const values = pointsOf(/<c:val>([\s\S]*?)<\/c:val>/.exec(ser)![1]!);
      const plus = pointsOf(/<c:plus>([\s\S]*?)<\/c:plus>/.exec(ser)![1]!);
      const minus = pointsOf(/<c:minus>([\s\S]*?)<\/c:minus>/.exec(ser)![1]!);
      const cycle = index === 0 ? JAN : JUN;
      const figures = averages.groups.filter((group) => group.cycle_id === cycle);
      expect(values).toEqual(figures.map((figure) => figure.value_avg));
      for (const [point, figure] of figures.entries()) {
        expect(values[point]! + plus[point]!).toBeCloseTo(figure.ci_high!, 9);
        expect(values[point]! - minus[point]!).toBeCloseTo(figure.ci_low!, 9);
      }
    }
    const slide = await zip.file('ppt/slides/slide2.xml')!.async('string');
    const words = [...slide.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((match) => match[1]!).join(' ');
    expect(words).toContain('Group A: 2.5 → 4.5, +2 (95% interval +1.43 to +2.57), improved');
    expect(words).toContain('no detectable change (none larger than 0.96 could be seen with 22 people)');
  });
});
