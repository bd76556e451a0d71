import type { AnalyticsFilters, Block, ChartDataRequest, ChartView, HiringRange } from '@canopy/contracts/analytics/api';
import type { CultureStart, PeriodChoice } from './cultureLink';
import type { DateRange } from './dateRange';

// The chart call a card makes, in one place: the card asks with it, and the page asks for the open cards' figures
// with it as soon as the blocks arrive (usePrefetchOpenCharts), so both share one cache entry and one request.

/** the chart types the page can draw; a card of another type says so and asks for nothing */
export const KNOWN_CHART_TYPES: ReadonlySet<string> = new Set(['type1', 'type2', 'type3', 'type4', 'type5']);
/** the scatter has no Cycles view (the heatmap's is 'change since the last cycle', ADR 0138) */
export const COMBINED_ONLY: ReadonlySet<string> = new Set(['type3']);
/** the view switch's words: the heatmap's two modes are its averages and their change since the last cycle */
export const viewLabelsOf = (type: string) =>
  type === 'type5'
    ? [
        { value: 'combined', label: 'Averages' },
        { value: 'cycles', label: 'Change since the last cycle' },
      ]
    : [
        { value: 'combined', label: 'Combined' },
        { value: 'cycles', label: 'Cycles' },
      ];

type Chart = Block['charts'][number];

/** a card's own settings, on top of the page's filters */
export type ChartSettings = {
  view: ChartView;
  cycleIds: string[];
  hiring: HiringRange | null;
  /** the scatter's questions across and up */
  x: string | null;
  y: string | null;
  /** Group averages of one question only (null: of every question) */
  question?: string | null;
};

/** the page's filters as the chart calls carry them; a custom range counts only once it is saved with both dates */
export const filtersOf = (groups: string[], period: PeriodChoice, range: DateRange): AnalyticsFilters => ({
  groups_ids: groups,
  period_of_answer_date: {
    is_all_time: period === 'all_time' || (period === 'custom' && !(range[0] && range[1])),
    is_last_month: period === 'last_month',
    is_last_quarter: period === 'last_quarter',
    is_last_year: period === 'last_year',
    start_date: period === 'custom' && range[0] && range[1] ? range[0] : null,
    end_date: period === 'custom' && range[0] && range[1] ? range[1] : null,
  },
  period_of_hiring_date: null,
  cycles_ids: [],
  questions_ids: [],
});

/** what a card starts with: a data-story snapshot's settings for the chart it names, else the defaults */
export const startSettingsOf = (
  chart: Chart,
  questions: Block['questions'],
  initial?: Pick<CultureStart, 'cycleIds' | 'hiring' | 'view'> & { question?: string | null },
): ChartSettings => ({
  view: initial?.view ?? 'combined',
  cycleIds: initial?.cycleIds ?? [],
  hiring: initial?.hiring ?? null,
  x: chart.x_question_id ?? questions[0]?.id ?? null,
  y: chart.y_question_id ?? questions[1]?.id ?? null,
  question: chart.type === 'type1' ? (initial?.question ?? null) : null,
});

/** the figures a card asks for: the page's filters with the card's own settings */
export const chartRequestOf = (chart: Chart, filters: AnalyticsFilters, settings: ChartSettings): ChartDataRequest => ({
  ...filters,
  type: chart.type,
  view: COMBINED_ONLY.has(chart.type) ? 'combined' : settings.view,
  assessment_id: chart.assessment_id ?? undefined,
  cycles_ids: settings.cycleIds,
  period_of_hiring_date: settings.hiring,
  ...(chart.type === 'type3' ? { x_question_id: settings.x ?? undefined, y_question_id: settings.y ?? undefined } : {}),
  ...(chart.type === 'type1' && settings.question ? { questions_ids: [settings.question] } : {}),
});
