import {
  HIRING_RANGE_LABELS,
  HIRING_RANGES,
  type BlocksResponse,
  type ChartView,
  type HiringRange,
  type PeriodOfAnswerDate,
} from '@canopy/contracts/analytics/api';
import { cycleLabel, legacyCycleLabel } from './chartSummary';
import type { DateRange } from './dateRange';

export type PeriodChoice = 'all_time' | 'last_month' | 'last_quarter' | 'last_year' | 'custom';

/**
 * What a Culture chart was drawn with, as a data-story snapshot keeps it: groups and cycles by their labels (a
 * snapshot stores labels, never ids; group names are unique in a workspace and a cycle's label names its package
 * and dates), the rest by id or key.
 */
export type CultureLinkState = {
  block_id: string | null;
  chart_id: string | null;
  assessment_id: string | null;
  groupsNames: readonly string[];
  period_of_answer_date: PeriodOfAnswerDate | null;
  cyclesLabels: readonly string[];
  /** the tenure's label as the snapshot shows it */
  hiring_range: string | null;
  view: ChartView | null;
};

/** the Culture page's address for a snapshot's settings; only what differs from the page's defaults is written */
export function cultureSearch(state: CultureLinkState): string {
  const params = new URLSearchParams();
  if (state.block_id) params.set('block', state.block_id);
  if (state.chart_id) params.set('chart', state.chart_id);
  if (state.assessment_id) params.set('assessment', state.assessment_id);
  for (const name of state.groupsNames) params.append('group', name);
  const period = state.period_of_answer_date;
  if (period?.start_date && period.end_date) {
    params.set('from', period.start_date);
    params.set('to', period.end_date);
  } else if (period?.is_last_month) params.set('period', 'last_month');
  else if (period?.is_last_quarter) params.set('period', 'last_quarter');
  else if (period?.is_last_year) params.set('period', 'last_year');
  for (const label of state.cyclesLabels) params.append('cycle', label);
  const tenure = HIRING_RANGES.find((range) => HIRING_RANGE_LABELS[range] === state.hiring_range);
  if (tenure) params.set('tenure', tenure);
  if (state.view === 'cycles') params.set('view', 'cycles');
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** the page's filters and the asked chart's own settings, as the Culture page starts with them */
export type CultureStart = {
  block: string | null;
  chart: string | null;
  assessment: string | null;
  groups: string[];
  period: PeriodChoice;
  range: DateRange;
  cycleIds: string[];
  hiring: HiringRange | null;
  view: ChartView;
  /** the one question the asked Group averages chart is narrowed to (an alert's link), null for all */
  question: string | null;
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const PERIOD_KEYS = new Set<PeriodChoice>(['last_month', 'last_quarter', 'last_year']);

/**
 * Reads the address back against what the workspace holds now: an id, name or label it no longer has is dropped
 * (the filter falls back to its default), and with no parameters every filter is the page's default.
 */
export function readCultureSearch(params: URLSearchParams, data: Pick<BlocksResponse, 'blocks' | 'groups' | 'cycles'>): CultureStart {
  const block = data.blocks.find((item) => item.id === params.get('block'))?.id ?? null;
  const chart = params.get('chart');
  const assessmentId = params.get('assessment');
  const assessment =
    data.blocks.find((item) => item.origin === 'default' && item.assessment_id && item.assessment_id === assessmentId)?.assessment_id ??
    null;
  const groupIds = new Map(data.groups.map((group) => [group.name, group.id]));
  const groups = params.getAll('group').flatMap((name) => groupIds.get(name) ?? []);
  const cycleIds = new Map(
    data.cycles.flatMap((cycle) => [[legacyCycleLabel(cycle), cycle.id] as const, [cycleLabel(cycle), cycle.id] as const]),
  );
  const cycles = params.getAll('cycle').flatMap((label) => cycleIds.get(label) ?? []);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const asked = params.get('period') as PeriodChoice | null;
  const custom = ISO_DATE.test(from) && ISO_DATE.test(to) && from <= to;
  const period: PeriodChoice = custom ? 'custom' : asked && PERIOD_KEYS.has(asked) ? asked : 'all_time';
  const tenure = params.get('tenure');
  const question = params.get('question');
  return {
    block,
    chart: chart && data.blocks.some((item) => item.charts.some((candidate) => candidate.id === chart)) ? chart : null,
    assessment,
    groups,
    period,
    range: custom ? [from, to] : ['', ''],
    cycleIds: cycles,
    hiring: HIRING_RANGES.find((range) => range === tenure) ?? null,
    view: params.get('view') === 'cycles' ? 'cycles' : 'combined',
    question: question && data.blocks.some((item) => item.questions.some((candidate) => candidate.id === question)) ? question : null,
  };
}
