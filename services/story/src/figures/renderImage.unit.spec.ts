import { StoryRules } from '@canopy/contracts/story/api';
import { describe, expect, it } from 'vitest';
import { imageSize } from '../deck/imageSize.ts';
import { averages, averagesByCycle, distributions, heatmap, netScores, netScoresByCycle, scatter } from './fixtures.ts';
import { chartPng, chartSvg, svgTexts } from './renderImage.ts';

// The server's image of a chart read back through its SVG's text nodes: the figures the answer carries, the title,
// the filters line, n and the notes, and none of the app's controls.

const CONTROLS = [
  'Show passes',
  'Combined',
  'Cycles',
  'hover for counts',
  'Add to Data Story',
  'Reset',
  'Search',
  'Download',
  'Tenure:',
  'Cycle:',
];
const text = { title: 'Engagement by department', filters: 'Spring pulse 2026 · All participants · Tenure 1-3 years' };
const textsOf = (chart: Parameters<typeof chartSvg>[0]) => svgTexts(chartSvg(chart, text));

const expectNoControl = (texts: string[]) => {
  for (const control of CONTROLS)
    expect(
      texts.filter((line) => line.includes(control)),
      control,
    ).toEqual([]);
};

describe('the server-drawn chart image', () => {
  it('writes the title and the filters as one line, n and the held-back notes', () => {
    const texts = textsOf(averages);
    expect(texts).toContain('Engagement by department');
    expect(texts).toContain('Spring pulse 2026 · All participants · Tenure 1-3 years');
    expect(texts).toContain('n = 42 respondents · Not enough responses to show: Legal · 3 respondents held back for confidentiality');
    expectNoControl(texts);
  });

  it('labels each group average with its value as computed and its respondents, on the scale’s own axis', () => {
    const texts = textsOf(averages);
    for (const label of ['3.76 (42)', '2.5 (12)', '4.18 (9)', 'All participants', 'Customer Support', 'Engineering'])
      expect(texts).toContain(label);
    // top to bottom in the answer's order, as the card lists them
    expect(texts.indexOf('Customer Support')).toBeLessThan(texts.indexOf('Engineering'));
    // the axis of a five-point average: 1 to 5, never 0
    expect(texts).toContain('1');
    expect(texts).toContain('5');
    expect(texts).not.toContain('0');
    // a group without a figure has no bar and no label of its own, only the note
    expect(texts.filter((line) => line === 'Legal')).toEqual([]);
  });

  it('draws a series per cycle with a legend in the Cycles view', () => {
    const texts = textsOf(averagesByCycle);
    for (const label of ['Jan 10 2026', 'Jun 10 2026', '7.25 (30)', '6.5 (8)', '8.1 (28)', '10']) expect(texts).toContain(label);
    expect(texts.join('\n')).toContain('Not enough responses to show: Sales');
    expectNoControl(texts);
  });

  it('writes a distribution’s shares of answers in percent, passes included, with the six levels in the legend', () => {
    const texts = textsOf(distributions);
    // q1 of 40: 15%, 30%, 35% wide enough to hold their figure (5% and 10% are too thin and left to the legend)
    for (const label of ['15%', '30%', '35%', '25%', '20%', '100%']) expect(texts).toContain(label);
    for (const level of [
      'Strongly Disagree',
      'Somewhat Disagree',
      'Neither Agree nor Disagree',
      'Somewhat Agree',
      'Strongly Agree',
      'Pass',
    ])
      expect(texts).toContain(level);
    // the whole question, in lines
    expect(texts.join(' ')).toContain('1. I know what is expected of me at work');
    expect(texts.join('\n')).toContain('Not enough responses to show: 1 question');
    expect(texts.join('\n')).not.toContain('Held back question');
    expectNoControl(texts);
  });

  it('names the scatter’s groups with their two figures and the overall average', () => {
    const texts = textsOf(scatter);
    for (const label of ['Engineering (3.42, 7.15)', 'Sales (2.8, 5.5)', 'Overall average (3.1, 6.4)', 'Engagement', 'Wellbeing'])
      expect(texts).toContain(label);
    expect(texts.join('\n')).toContain('n = 8–9 respondents per group · Not enough responses to show: 1 group');
  });

  it('draws a net score per group with its value, on the answer’s own axis', () => {
    const texts = textsOf(netScores);
    for (const label of ['-14.9', '33.3', '55.5', 'All participants', 'Engineering', 'Sales', '-100', '100'])
      expect(texts).toContain(label);
    expect(texts.join('\n')).toContain('n = 47 respondents · Not enough responses to show: Legal');
    expectNoControl(texts);
  });

  it('draws a net score series per cycle, in date order, in the Cycles view', () => {
    const texts = textsOf(netScoresByCycle);
    expect(texts.indexOf('Jan 10 2026')).toBeGreaterThan(-1);
    expect(texts.indexOf('Jan 10 2026')).toBeLessThan(texts.indexOf('Jun 10 2026'));
    for (const label of ['-14.9', '12.5', '21.4']) expect(texts).toContain(label);
  });

  it('writes each heatmap cell’s average and n, a hidden cell as hidden', () => {
    const texts = textsOf(heatmap);
    for (const label of ['3.76 (42)', '6.12 (40)', '4.05 (7)', 'Hidden', 'Operations']) expect(texts).toContain(label);
    expect(texts.join('\n')).toContain('Not enough responses to show: 1 cell');
  });

  it('writes Hebrew titles as text, and draws the PNG on the spec’s canvas', async () => {
    const svg = chartSvg(averages, { title: 'מעורבות לפי מחלקה', filters: text.filters });
    expect(svgTexts(svg)).toContain('מעורבות לפי מחלקה');
    const png = await chartPng(averages, text);
    expect(imageSize(png)).toEqual({ width: StoryRules.canvasWidth, height: StoryRules.canvasHeight });
  }, 30_000);
});
