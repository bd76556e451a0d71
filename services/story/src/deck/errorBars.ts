import JSZip from 'jszip';
import type { ErrorBars } from './chartSeries.ts';

// PowerPoint's custom error bars on a deck's bar charts (ADR 0139). pptxgenjs writes no error bars, so the deck's
// chart parts are opened once written and each series of a chart given its <c:errBars>: both directions, custom
// values (numLit, the figure's distance to each end of its 95% interval), no end caps lost. The schema puts errBars
// in a bar series after its labels and before its categories (CT_BarSer: ... dLbls, trendline, errBars, cat, val).

const number = (value: number) => `${value}`;
const literal = (values: readonly (number | null)[]) =>
  `<c:numLit><c:formatCode>General</c:formatCode><c:ptCount val="${values.length}"/>${values
    .map((value, index) => (value === null ? '' : `<c:pt idx="${index}"><c:v>${number(value)}</c:v></c:pt>`))
    .join('')}</c:numLit>`;

/** one series' error bars; a figure without an interval has no point, so PowerPoint draws no bar for it */
export const errBarsXml = (bars: ErrorBars) =>
  '<c:errBars><c:errBarType val="both"/><c:errValType val="cust"/><c:noEndCap val="0"/>' +
  `<c:plus>${literal(bars.plus)}</c:plus><c:minus>${literal(bars.minus)}</c:minus>` +
  '<c:spPr><a:ln w="15875"><a:solidFill><a:srgbClr val="495057"/></a:solidFill></a:ln></c:spPr></c:errBars>';

/** a chart part with its series' error bars, the n-th series getting the n-th bars */
export const withErrorBars = (xml: string, bars: readonly ErrorBars[]) => {
  let index = 0;
  return xml.replace(/<c:ser>([\s\S]*?)<c:cat>/g, (whole, head: string) => {
    const own = bars[index++];
    return own ? `<c:ser>${head}${errBarsXml(own)}<c:cat>` : whole;
  });
};

/** the deck's bytes with the error bars of each chart part named (ppt/charts/chartN.xml by its file name) */
export const addErrorBars = async (bytes: Buffer, charts: ReadonlyMap<string, readonly ErrorBars[]>): Promise<Buffer> => {
  if (!charts.size) return bytes;
  const zip = await JSZip.loadAsync(bytes);
  for (const [fileName, bars] of charts) {
    const part = zip.file(`ppt/charts/${fileName}`);
    if (!part) continue;
    zip.file(`ppt/charts/${fileName}`, withErrorBars(await part.async('string'), bars));
  }
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
};
