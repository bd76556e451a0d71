import type { ChartData } from '@canopy/contracts/analytics/api';
import { StoryRules } from '@canopy/contracts/story/api';
import { existsSync } from 'node:fs';
import { renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';
import * as echarts from 'echarts';
import { chartOption, FONT, type ImageText } from './chartOption.ts';
import { type MapFigure, mapOption } from './mapOption.ts';

// A snapshot's image drawn on the server (ADR 0113): ECharts' server-side SVG renderer, no DOM and no browser, then
// resvg for the PNG on the spec's canvas (1280/72*300 x 3000 px, 16:9). The SVG keeps every text as a text node,
// which is how the specs read an image back.

/** the SVG's own size: the canvas's proportions at a size the type sizes are chosen for */
export const SVG_SIZE = { width: 1280, height: Math.round((1280 * StoryRules.canvasHeight) / StoryRules.canvasWidth) };

/** an ECharts option as an SVG string; the chart is disposed at once (an undisposed one holds timers open) */
export const svgOf = (option: Record<string, unknown>, size = SVG_SIZE): string => {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width: size.width, height: size.height });
  try {
    chart.setOption(option);
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
};

export const chartSvg = (chart: ChartData, text: ImageText): string => svgOf(chartOption(chart, text));

/**
 * An SVG as a PNG as wide as the spec's canvas. Fonts are the system's (DejaVu Sans by name: Latin, Hebrew and
 * Arabic; fonts-dejavu-core in Debian), so an image is the same on every machine that has it.
 */
const DEJAVU = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((name) => `/usr/share/fonts/truetype/dejavu/${name}`);
/** DejaVu Sans where Debian puts it (read once, not the whole font directory per image), else the system's fonts */
const fonts = (): ResvgRenderOptions['font'] => {
  const files = DEJAVU.filter((file) => existsSync(file));
  return files.length === DEJAVU.length
    ? { loadSystemFonts: false, fontFiles: files, defaultFontFamily: FONT }
    : { loadSystemFonts: true, defaultFontFamily: FONT };
};

export const pngOf = async (svg: string, width: number = StoryRules.canvasWidth): Promise<Buffer> => {
  const options: ResvgRenderOptions = { fitTo: { mode: 'width', value: width }, font: fonts() };
  // off the event loop: a canvas-sized image takes about a second to draw
  return (await renderAsync(svg, options)).asPng();
};

/** a chart snapshot's image: its title and filters line over the figures, as a PNG on the spec's canvas */
export const chartPng = (chart: ChartData, text: ImageText): Promise<Buffer> => pngOf(chartSvg(chart, text));

/** the text nodes of an SVG, decoded, in document order: what a reader of the image sees written */
export const svgTexts = (svg: string): string[] =>
  [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) =>
    match[1]!.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&amp;', '&'),
  );

/** a map snapshot's image: its title and filters over the map, its legend beside it, as a PNG on the spec's canvas */
export const mapSvg = (figure: MapFigure, text: ImageText): string => svgOf(mapOption(figure, text));
export const mapPng = (figure: MapFigure, text: ImageText): Promise<Buffer> => pngOf(mapSvg(figure, text));
