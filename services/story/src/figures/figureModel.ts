import type { AnswerScale, ChartData, Distribution } from '@canopy/contracts/analytics/api';
import { DEFAULT_TIME_ZONE, formatDay, toInstant } from '@canopy/contracts/platform/dates';

// What a chart card on the Culture page shows, as plain rows: the groups, questions and cycles in the page's order,
// in its units (a distribution as shares of each row's answers, passes included) with its figures unrounded. The
// server's image of a snapshot and its deck slide both draw from here, so they cannot disagree with each other or
// with the card (web/src/features/culture/chartTraces.ts). A row without a figure (held back, or refused with a
// reason) is drawn as hidden and named in the note.

export const NOT_ENOUGH = 'Not enough responses to show';

/**
 * the day a cycle opened as the app writes it (spec 1 section 9: 'Oct 01 2026'), in the workspace's time zone: the
 * one date rule (ADR 0118), so the deck's and the image's series are named as the Culture card names them
 */
export const cycleName = (date: string | null, timeZone: string = DEFAULT_TIME_ZONE) =>
  toInstant(date) ? formatDay(date, timeZone) : 'All cycles';
export const unique = <T>(values: readonly T[]) => [...new Set(values)];

/** an average's axis: 1 to 5 or 1 to 10 (0 is a pass, never averaged), 0 to 100 for a share of each scale (ADR 0057) */
export const axisRangeOf = (scale: AnswerScale): [number, number] => (scale === 'ten' ? [1, 10] : scale === 'share' ? [0, 100] : [1, 5]);
export const axisTitleOf = (scale: AnswerScale) =>
  scale === 'share' ? 'Average, % of each question’s scale (0 bottom, 100 top)' : 'Average';

/** the bands of an average (spec 3 section 9), red, amber, green, in the Culture page's colours */
export const BAND_COLORS = ['D64545', 'F0A030', '2F9E5B'] as const;
export const bandColor = (scale: AnswerScale, value: number) => {
  if (scale === 'ten') return BAND_COLORS[value < 6 ? 0 : value < 8 ? 1 : 2];
  if (scale === 'share') return BAND_COLORS[value <= 49.75 ? 0 : value <= 74.75 ? 1 : 2];
  return BAND_COLORS[value <= 2.99 ? 0 : value <= 3.99 ? 1 : 2];
};

/** net score bands: 50 and up dark green, 30-49 light green, 20-29 yellow, below 20 red (the Culture page's) */
export const NET_BANDS = [
  { from: -1000, to: 20, color: 'D64545', fill: 'rgba(214,69,69,0.10)' },
  { from: 20, to: 30, color: 'E0A800', fill: 'rgba(242,193,46,0.16)' },
  { from: 30, to: 50, color: '7CC47F', fill: 'rgba(124,196,127,0.18)' },
  { from: 50, to: 1000, color: '1B7A3A', fill: 'rgba(27,122,58,0.16)' },
] as const;
export const netBandColor = (value: number) => NET_BANDS.find((band) => value >= band.from && value < band.to)!.color;

/** a series over labelled categories; null where the category has no figure in that series */
export type Series = {
  name: string;
  values: (number | null)[];
  respondents: (number | null)[];
  /** each figure's 95% interval (ADR 0120), null where it has none (held back, one answer, a story saved before) */
  low: (number | null)[];
  high: (number | null)[];
};
export type Bars = { labels: string[]; series: Series[]; hidden: string[] };

/** group averages: one series per cycle in the Cycles view ('Average' when combined), groups in the answer's order */
export const averageBars = (chart: Extract<ChartData, { type: 'type1' }>, timeZone: string = DEFAULT_TIME_ZONE): Bars => {
  const shown = chart.groups.filter((row) => !row.suppressed && row.value_avg !== null);
  const labels = unique(shown.map((row) => row.group_name));
  const cycles = unique(chart.groups.map((row) => row.cycle_id ?? ''));
  const series = cycles
    .map((cycle) => {
      const rows = shown.filter((row) => (row.cycle_id ?? '') === cycle);
      const at = (group: string) => rows.find((row) => row.group_name === group);
      const date = chart.groups.find((row) => (row.cycle_id ?? '') === cycle)?.cycle_date ?? null;
      return {
        name: chart.view === 'cycles' ? cycleName(date, timeZone) : 'Average',
        values: labels.map((group) => at(group)?.value_avg ?? null),
        respondents: labels.map((group) => at(group)?.respondents ?? null),
        low: labels.map((group) => at(group)?.ci_low ?? null),
        high: labels.map((group) => at(group)?.ci_high ?? null),
      };
    })
    .filter((line) => line.values.some((value) => value !== null));
  const hidden = unique(chart.groups.filter((row) => row.suppressed || row.value_avg === null).map((row) => row.group_name));
  return { labels, series, hidden };
};

export const AGREEMENT = [
  'Strongly Disagree',
  'Somewhat Disagree',
  'Neither Agree nor Disagree',
  'Somewhat Agree',
  'Strongly Agree',
  'Pass',
] as const;
export const AGREEMENT_COLORS = ['D64545', 'F08A5D', 'C9C9C9', '7CC47F', '1B7A3A', '8892A0'] as const;
const KEYS = ['value1', 'value2', 'value3', 'value4', 'value5', 'passes'] as const;

/** a share of a row's answers (passes included) to one decimal, as the page rounds it */
export const shareOf = (count: number, row: Distribution) => {
  const total = KEYS.reduce((sum, key) => sum + row[key], 0);
  return total === 0 ? 0 : Math.round((count / total) * 1000) / 10;
};

/** a distribution's rows: each shown question (per cycle in the Cycles view), numbered in the assessment's order */
export const distributionBars = (chart: Extract<ChartData, { type: 'type2' }>, timeZone: string = DEFAULT_TIME_ZONE) => {
  const rows = chart.questions.filter((row) => !row.suppressed);
  const order = unique(chart.questions.map((row) => row.question_id));
  const label = (row: Distribution) => {
    const text = `${order.indexOf(row.question_id) + 1}. ${row.question_body}`;
    return chart.view === 'cycles' ? `${text} · ${cycleName(row.cycle_date, timeZone)}` : text;
  };
  const hidden = unique(chart.questions.filter((row) => row.suppressed).map((row) => row.question_id));
  return {
    labels: rows.map(label),
    reversed: rows.map((row) => row.reversed),
    series: AGREEMENT.map((name, level) => ({
      name,
      values: rows.map((row) => shareOf(row[KEYS[level]!], row)),
      counts: rows.map((row) => row[KEYS[level]!]),
    })),
    hiddenQuestions: hidden.length,
  };
};

/** net scores: one series per cycle in the Cycles view ('Net score' when combined), groups in the answer's order */
export const netScoreBars = (chart: Extract<ChartData, { type: 'type4' }>, timeZone: string = DEFAULT_TIME_ZONE): Bars => {
  const shown = chart.points.filter((point) => !point.suppressed && point.value !== null);
  const labels = unique(shown.map((point) => point.group_name));
  // cycles in date order, as the page's axis keeps them
  const cycles = unique(chart.points.map((point) => point.cycle_date ?? '')).sort();
  const series = cycles
    .map((cycle) => {
      const at = (group: string) => shown.find((point) => point.group_name === group && (point.cycle_date ?? '') === cycle);
      return {
        name: chart.view === 'cycles' ? cycleName(cycle || null, timeZone) : 'Net score',
        values: labels.map((group) => at(group)?.value ?? null),
        respondents: labels.map((group) => at(group)?.respondents ?? null),
        low: labels.map((group) => at(group)?.ci_low ?? null),
        high: labels.map((group) => at(group)?.ci_high ?? null),
      };
    })
    .filter((line) => line.values.some((value) => value !== null));
  const hidden = unique(chart.points.filter((point) => point.suppressed || point.value === null).map((point) => point.group_name));
  return { labels, series, hidden };
};

/** what the card writes under the chart for the figures it cannot show */
export const hiddenNote = (chart: ChartData): string | null => {
  switch (chart.type) {
    case 'type1':
    case 'type4': {
      const rows: { group_name: string; hidden: boolean }[] =
        chart.type === 'type1'
          ? chart.groups.map((row) => ({ group_name: row.group_name, hidden: row.suppressed || row.value_avg === null }))
          : chart.points.map((point) => ({ group_name: point.group_name, hidden: point.suppressed || point.value === null }));
      const names = unique(rows.filter((row) => row.hidden).map((row) => row.group_name));
      return names.length ? `${NOT_ENOUGH}: ${names.join(', ')}` : null;
    }
    case 'type2': {
      const count = unique(chart.questions.filter((row) => row.suppressed).map((row) => row.question_id)).length;
      return count ? `${NOT_ENOUGH}: ${count} ${count === 1 ? 'question' : 'questions'}` : null;
    }
    case 'type3':
      return chart.suppressed_groups
        ? `${NOT_ENOUGH}: ${chart.suppressed_groups} ${chart.suppressed_groups === 1 ? 'group' : 'groups'}`
        : null;
    case 'type5': {
      const count = chart.cells.filter((cell) => cell.suppressed || cell.value_avg === null).length;
      return count ? `${NOT_ENOUGH}: ${count} ${count === 1 ? 'cell' : 'cells'}` : null;
    }
  }
};

/** the respondents held back by the filter lattice (ADR 0056), as the card says under the chart */
export const heldBackNote = (chart: ChartData): string | null =>
  chart.held_back > 0 ? `${chart.held_back} ${chart.held_back === 1 ? 'respondent' : 'respondents'} held back for confidentiality` : null;

const signed = (value: number) => `${value > 0 ? '+' : ''}${value}`;
const MARK_WORDS = { improved: 'improved', declined: 'declined', no_change: 'no detectable change' } as const;

/**
 * The marks of change since the cycle before (ADR 0122, 0138) as the lines the image and the deck write beside the
 * chart, in the card's words: 'Sales: 2.5 → 4.5, +2 (95% interval +1.43 to +2.57), improved'; where nothing is
 * detected, the smallest change these people could have shown. A heatmap's cells are named by group and question.
 */
export const changeLines = (chart: ChartData): string[] => {
  const line = (
    name: string,
    change:
      | NonNullable<Extract<ChartData, { type: 'type1' }>['changes']>[number]
      | NonNullable<Extract<ChartData, { type: 'type5' }>['changes']>[number],
  ) => {
    const seen =
      change.mark === 'no_change' && change.minimum_detectable !== null
        ? ` (none larger than ${change.minimum_detectable} could be seen with ${Math.min(change.n_before, change.n_after)} people)`
        : '';
    return `${name}: ${change.from} → ${change.to}, ${signed(change.difference)} (95% interval ${signed(change.ci_low)} to ${signed(change.ci_high)}), ${MARK_WORDS[change.mark]}${seen}`;
  };
  if (chart.type === 'type1') return (chart.changes ?? []).map((change) => line(change.group_name, change));
  if (chart.type === 'type5') {
    const group = new Map(chart.groups.map((row) => [row.group_id ?? '', row.group_name]));
    const question = new Map(chart.questions.map((row, index) => [row.id, `${index + 1}`]));
    return (chart.changes ?? []).map((change) =>
      line(`${group.get(change.group_id ?? '') ?? ''}, question ${question.get(change.question_id) ?? ''}`, change),
    );
  }
  return [];
};

/** the line that says how the marks were decided, under them */
export const changeMethod = (count: number) =>
  `Change since the cycle before: Welch's t test at 95%, corrected for the ${count} ${count === 1 ? 'comparison' : 'comparisons'} on this chart (Benjamini-Hochberg).`;
