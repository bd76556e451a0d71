import type { ChartData } from '@canopy/contracts/analytics/api';
import { sampleOf } from '@canopy/contracts/analytics/chartSample';
import { withheldNoteOf } from '@canopy/contracts/analytics/withheldNote';
import type { ActionPlanSlide } from '@canopy/contracts/story/actionPlanSlide';
import { normaliseFrameColor } from '@canopy/contracts/story/api';
import pptxgenjs from 'pptxgenjs';
import { drawActionPlanSlide } from './actionPlanSlide.ts';
import { deckChart, type DeckChart, type ErrorBars } from './chartSeries.ts';
import { addErrorBars } from './errorBars.ts';
import { imageSize } from './imageSize.ts';

// The story as a PowerPoint deck a consultant can edit (ADR 0066): a title slide, then one slide per snapshot in
// the story's order with its name, what it shows and its comment (also in the speaker notes), inside the frame
// colour. Charts are native PowerPoint charts built from the figures the snapshot holds; the map, the heatmap and
// uploaded images go in as images. Hebrew text reads right to left.

export type DeckImage = { bytes: Buffer; contentType: string };
export type DeckSlide = { name: string; filters: string; comment: string; figures: ChartData | null; image: DeckImage | null };
export type DeckInput = {
  workspaceName: string;
  /** the workspace's time zone: the Cycles view's series are named by their day there (ADR 0118) */
  timeZone?: string;
  teamName: string;
  frameColor: string | null;
  logos: { team: DeckImage | null; workspace: DeckImage | null };
  slides: readonly DeckSlide[];
  /** the workspace's focus areas as their 'Action plan' slides, after the snapshots (ADR 0143, 0156) */
  actionPlans?: readonly ActionPlanSlide[];
};

// the ES build's default export is the class; the package's CommonJS-flavoured typings put it under `default`
const PptxGenJS = ((pptxgenjs as { default?: unknown }).default ?? pptxgenjs) as typeof pptxgenjs.default;
type Deck = InstanceType<typeof PptxGenJS>;
export type Slide = ReturnType<Deck['addSlide']>;
type TextOptions = NonNullable<Parameters<Slide['addText']>[1]>;

const WIDE = { w: 13.333, h: 7.5 };
/** the first colour of the default gradient, for a story without a frame colour */
const DEFAULT_FRAME = '2F6F4F';
const RTL = /[\u0590-\u05FF\u0600-\u06FF]/;

/** text options that read right to left when the text is Hebrew (or Arabic) */
const direction = (text: string): TextOptions => (RTL.test(text) ? { rtlMode: true, lang: 'he-IL', align: 'right' } : { align: 'left' });

const dataOf = (image: DeckImage) => `${image.contentType};base64,${image.bytes.toString('base64')}`;
const drawable = (image: DeckImage | null): image is DeckImage => image !== null && /^image\/(png|jpeg)$/.test(image.contentType);

/** an image fitted into the box, centred, keeping its proportions */
const addFitted = (slide: Slide, image: DeckImage, box: { x: number; y: number; w: number; h: number }, altText: string) => {
  const size = imageSize(image.bytes) ?? { width: 16, height: 9 };
  const scale = Math.min(box.w / size.width, box.h / size.height);
  const [w, h] = [size.width * scale, size.height * scale];
  slide.addImage({ data: dataOf(image), x: box.x + (box.w - w) / 2, y: box.y + (box.h - h) / 2, w, h, altText });
};

/** the file name of the chart part pptxgenjs made last on the slide (its counter runs across decks, so it is read, not guessed) */
const lastChartFile = (slide: Slide) => (slide as unknown as { _relsChart?: { fileName: string }[] })._relsChart?.at(-1)?.fileName ?? null;

/** the marks of change since the cycle before take this much of the chart's box, under it */
const MARKS_HEIGHT = 1.1;

/** the chart drawn into the box; a bar chart's error bars noted by its part's file name for addErrorBars */
const addChart = (
  deck: Deck,
  slide: Slide,
  chart: DeckChart,
  whole: { x: number; y: number; w: number; h: number },
  errorBars: Map<string, readonly ErrorBars[]>,
) => {
  const marks = chart.kind !== 'scatter' ? chart.marks : [];
  const box = marks.length ? { ...whole, h: whole.h - MARKS_HEIGHT } : whole;
  if (marks.length)
    slide.addText(marks.join('\n'), {
      x: whole.x,
      y: whole.y + box.h,
      w: whole.w,
      h: MARKS_HEIGHT,
      fontSize: marks.length > 6 ? 8 : 10,
      color: '343A40',
      valign: 'top',
      fit: 'shrink',
    });
  const common = {
    ...box,
    chartColors: chart.colors,
    showLegend: true,
    legendPos: 'b' as const,
    legendFontSize: 11,
    catAxisLabelFontSize: 11,
    valAxisLabelFontSize: 10,
  };
  if (chart.kind === 'scatter') {
    slide.addChart(
      deck.ChartType.scatter,
      [
        { name: chart.xName, values: chart.x },
        { name: chart.yName, values: chart.y, labels: chart.names },
      ],
      {
        ...common,
        showLegend: false,
        lineSize: 0,
        lineDataSymbolSize: 10,
        showLabel: true,
        dataLabelFormatScatter: 'custom',
        dataLabelFormatCode: 'General',
        showValAxisTitle: true,
        valAxisTitle: chart.yName,
        showCatAxisTitle: true,
        catAxisTitle: chart.xName,
        // the scales' own ranges, as on the card
        catAxisMinVal: chart.xAxis.min,
        catAxisMaxVal: chart.xAxis.max,
        valAxisMinVal: chart.yAxis.min,
        valAxisMaxVal: chart.yAxis.max,
      },
    );
    return;
  }
  const horizontal = chart.kind !== 'column';
  slide.addChart(deck.ChartType.bar, chart.series, {
    ...common,
    // a legend only where the series mean something: agreement levels or cycles, not the one 'Average'
    showLegend: chart.series.length > 1,
    legendPos: 't',
    barDir: horizontal ? 'bar' : 'col',
    barGrouping: chart.kind === 'stackedBar' ? 'stacked' : 'clustered',
    ...(chart.kind === 'stackedBar' ? { barGapWidthPct: 60, overlap: 100 } : {}),
    // PowerPoint draws a bar chart's first category at the bottom; the card lists from the top
    // (the value axis then crosses at the last category, so it stays at the bottom); pptxgenjs types only 'minMax'
    ...(horizontal ? ({ catAxisOrientation: 'maxMin', catAxisCrossesAt: 'max' } as unknown as { catAxisOrientation: 'minMax' }) : {}),
    valAxisMinVal: chart.axis.min,
    valAxisMaxVal: chart.axis.max,
    showValAxisTitle: true,
    valAxisTitle: chart.axis.title,
    valAxisTitleFontSize: 11,
    showValue: true,
    dataLabelFormatCode: chart.formatCode,
    dataLabelFontSize: 10,
  });
  const file = lastChartFile(slide);
  if (file && chart.errorBars) errorBars.set(file, chart.errorBars);
};

/** the deck as the bytes of a .pptx */
export async function buildDeck(input: DeckInput): Promise<Buffer> {
  const deck = new PptxGenJS();
  const errorBars = new Map<string, readonly ErrorBars[]>();
  deck.layout = 'LAYOUT_WIDE';
  deck.title = `${input.workspaceName} data story`;
  deck.company = input.teamName;
  const frame = (normaliseFrameColor(input.frameColor) ?? `#${DEFAULT_FRAME}`).slice(1).toUpperCase();
  const framed = (slide: Slide) =>
    slide.addShape(deck.ShapeType.rect, {
      x: 0.08,
      y: 0.08,
      w: WIDE.w - 0.16,
      h: WIDE.h - 0.16,
      fill: { type: 'none' },
      line: { color: frame, width: 10 },
    });

  const title = deck.addSlide();
  framed(title);
  if (drawable(input.logos.team)) addFitted(title, input.logos.team, { x: 0.6, y: 0.5, w: 2.2, h: 1.1 }, `${input.teamName} logo`);
  if (drawable(input.logos.workspace))
    addFitted(title, input.logos.workspace, { x: WIDE.w - 2.8, y: 0.5, w: 2.2, h: 1.1 }, `${input.workspaceName} logo`);
  title.addText(input.workspaceName, {
    x: 0.8,
    y: 2.6,
    w: WIDE.w - 1.6,
    h: 1.2,
    fontSize: 40,
    bold: true,
    color: '212529',
    ...direction(input.workspaceName),
    align: 'center',
  });
  title.addText(input.teamName, {
    x: 0.8,
    y: 3.9,
    w: WIDE.w - 1.6,
    h: 0.7,
    fontSize: 20,
    color: '495057',
    ...direction(input.teamName),
    align: 'center',
  });
  title.addNotes(`${input.workspaceName} · ${input.teamName}`);

  for (const item of input.slides) {
    const slide = deck.addSlide();
    framed(slide);
    slide.addText(item.name, { x: 0.5, y: 0.3, w: WIDE.w - 1, h: 0.6, fontSize: 24, bold: true, color: '212529', ...direction(item.name) });
    const chart = item.figures ? deckChart(item.figures, input.timeZone) : null;
    // what the chart does not show and why, in the Culture card's words (ADR 0128); a figure stored before then may
    // still carry respondents held back
    const said = item.figures ? withheldNoteOf(item.figures) : [];
    const legacy = [
      ...(said.length ? [] : (chart?.heldBack ?? [])),
      ...(item.figures && item.figures.held_back > 0 ? [`answers of ${item.figures.held_back} respondents`] : []),
    ];
    const withheld = [...said, ...(legacy.length ? [`Held back (too few respondents): ${legacy.join(', ')}`] : [])];
    const heldBack = withheld.join(' ');
    // the chart's n as its Culture card and story card state it (respondents)
    const filters = [item.filters, item.figures ? sampleOf(item.figures) : '', heldBack].filter(Boolean).join(' · ');
    if (filters) slide.addText(filters, { x: 0.5, y: 0.9, w: WIDE.w - 1, h: 0.4, fontSize: 12, color: '868E96', ...direction(filters) });
    const body = { x: 0.6, y: 1.4, w: WIDE.w - 1.2, h: item.comment ? 4.6 : 5.6 };
    if (chart) addChart(deck, slide, chart, body, errorBars);
    else if (drawable(item.image)) addFitted(slide, item.image, body, item.name);
    if (item.comment)
      slide.addText(item.comment, {
        x: 0.6,
        y: 6.1,
        w: WIDE.w - 1.2,
        h: 1.0,
        fontSize: 13,
        color: '343A40',
        valign: 'top',
        ...direction(item.comment),
      });
    slide.addNotes([item.comment, filters].filter(Boolean).join('\n\n'));
  }
  for (const plan of input.actionPlans ?? []) {
    const slide = deck.addSlide();
    framed(slide);
    drawActionPlanSlide(slide, plan);
  }
  return addErrorBars((await deck.write({ outputType: 'nodebuffer' })) as Buffer, errorBars);
}
