import { z } from 'zod';
import { Text } from '../platform/text.ts';

/** The analytics API's paths under /api/v1 (paths the spec does not show: docs/decisions/0042-analytics-api.md). */
export const AnalyticsPaths = {
  blocks: (workspaceId: string) => `/analytics/workspaces/${workspaceId}/blocks`,
  chartData: (workspaceId: string) => `/analytics/workspaces/${workspaceId}/charts/data`,
  participation: (workspaceId: string) => `/analytics/workspaces/${workspaceId}/participation`,
  passes: (workspaceId: string) => `/analytics/workspaces/${workspaceId}/passes`,
  settings: (workspaceId: string) => `/analytics/workspaces/${workspaceId}/settings`,
} as const;

export const AnalyticsMessages = {
  notEnoughResponses: 'Not enough responses to show',
  noSuchType: 'No Such Type of Graph yet',
  noWorkspace: 'No workspace',
  chooseType: 'Choose Type of Graph',
  allFieldsRequired: 'All fields are requered',
  blockNameTooShort: 'Block Name may contain minimum 3 characters',
  customRangeIncomplete: 'Choose both dates of the custom range',
  customRangeInFuture: 'The custom range cannot go past today',
  customRangeReversed: 'The custom range starts after it ends',
  assessmentNotInWorkspace: 'Could not find assessment',
  questionNotInAssessment: 'Could not find question',
  minimumGroupSize: 'The minimum group size is a whole number from 2 to 100',
  blockNotFound: 'Could not find charts block',
  chartNotFound: 'Error, chart is null',
  blockHoldsCharts: 'The block holds charts: confirm to delete it',
} as const;

/** the chart types of the Culture page: the spec's four and the heatmap of groups by questions (type5, ADR 0048) */
export const ChartType = z.enum(['type1', 'type2', 'type3', 'type4', 'type5']);
export type ChartType = z.infer<typeof ChartType>;
export const ChartView = z.enum(['combined', 'cycles']);
export type ChartView = z.infer<typeof ChartView>;

export const HIRING_RANGES = [
  'from_0_to_30_days',
  'from_31_to_60_days',
  'from_61_to_90_days',
  'from_0_to_90_days',
  'from_91_to_180_days',
  'from_0_to_1_years',
  'from_1_to_3_years',
  'from_3_to_6_years',
  'from_6_years',
] as const;
export const HiringRange = z.enum(HIRING_RANGES);
export type HiringRange = z.infer<typeof HiringRange>;
export const HIRING_RANGE_LABELS: Record<HiringRange, string> = {
  from_0_to_30_days: '0-30 days',
  from_31_to_60_days: '31-60',
  from_61_to_90_days: '61-90',
  from_0_to_90_days: '0-90',
  from_91_to_180_days: '91-180',
  from_0_to_1_years: '0-1 year',
  from_1_to_3_years: '1-3 years',
  from_3_to_6_years: '3-6 years',
  from_6_years: '6+ years',
};

const isoDate = z.iso.date();

/** when the answers were given: one of the named periods, or a custom range of two dates (both inclusive) */
export const PeriodOfAnswerDate = z.object({
  is_all_time: z.boolean().default(true),
  is_last_month: z.boolean().default(false),
  is_last_quarter: z.boolean().default(false),
  is_last_year: z.boolean().default(false),
  start_date: isoDate.nullable().default(null),
  end_date: isoDate.nullable().default(null),
});
export type PeriodOfAnswerDate = z.infer<typeof PeriodOfAnswerDate>;

/** the filters every chart call carries */
export const AnalyticsFilters = z.object({
  groups_ids: z.array(Text().max(64)).max(200).default([]),
  period_of_answer_date: PeriodOfAnswerDate.default({
    is_all_time: true,
    is_last_month: false,
    is_last_quarter: false,
    is_last_year: false,
    start_date: null,
    end_date: null,
  }),
  period_of_hiring_date: HiringRange.nullable().default(null),
  cycles_ids: z.array(Text().max(64)).max(200).default([]),
  questions_ids: z.array(Text().max(64)).max(500).default([]),
});
export type AnalyticsFilters = z.infer<typeof AnalyticsFilters>;

export const ChartDataRequest = AnalyticsFilters.extend({
  type: Text().max(40),
  view: ChartView.default('combined'),
  assessment_id: Text().max(64).optional(),
  x_question_id: Text().max(64).optional(),
  y_question_id: Text().max(64).optional(),
});
export type ChartDataRequest = z.input<typeof ChartDataRequest>;

/**
 * Why a suppressed figure has no value (ADR 0128): 'small', its population holds fewer than the minimum group size;
 * 'apart', the population is large enough but its figure beside the others released would set fewer than the minimum
 * apart (a fine filter, or a group that differs from another by a few people). Null when shown, and in stories saved
 * before it was sent.
 */
export const Withheld = z.enum(['small', 'apart']).nullish();
export type Withheld = z.infer<typeof Withheld>;

/** one group's (or all participants') figure in one cycle or combined; suppressed figures carry no value */
/**
 * A figure's 95% interval and the n it is stated for (ADR 0120): the answers, never more than the people who gave them.
 * Null when held back, with fewer than two answers, and in stories saved before intervals were sent.
 */
export const FigureInterval = {
  // optional in the type (the server always sends them): figures built before them, in stories and tests, still type
  ci_low: z.number().nullable().optional(),
  ci_high: z.number().nullable().optional(),
  n: z.number().int().nullable().optional(),
};

/**
 * A group's change from the cycle before to the latest (ADR 0122): later minus earlier on the chart's scale, its 95%
 * interval, Welch's p and the p adjusted over every comparison on the chart (Benjamini-Hochberg), Mann-Whitney's p as
 * a check, and where nothing is detected the smallest difference these people could have shown (power 0.8).
 */
export const ChangeMark = z.enum(['improved', 'declined', 'no_change']);
export type ChangeMark = z.infer<typeof ChangeMark>;
/** the figures of one change, whatever it is the change of (a group on a bar chart, a heatmap's cell) */
const ChangeFigures = {
  from_cycle_id: z.string(),
  to_cycle_id: z.string(),
  from: z.number(),
  to: z.number(),
  difference: z.number(),
  ci_low: z.number(),
  ci_high: z.number(),
  p: z.number(),
  p_adjusted: z.number(),
  check_p: z.number().nullable(),
  mark: ChangeMark,
  minimum_detectable: z.number().nullable(),
  n_before: z.number().int(),
  n_after: z.number().int(),
};
export const ChangeRow = z.object({ group_id: z.string().nullable(), group_name: z.string(), ...ChangeFigures });
export type ChangeRow = z.infer<typeof ChangeRow>;

/**
 * One heatmap cell's change since the last cycle (ADR 0138): the group's (null: all participants') answers to one
 * question in the latest cycle against the cycle before, on the question's own scale, the p adjusted over every cell
 * of the one heatmap (Benjamini-Hochberg). Absent for a cell held back in either cycle.
 */
export const HeatmapChange = z.object({ group_id: z.string().nullable(), question_id: z.string(), ...ChangeFigures });
export type HeatmapChange = z.infer<typeof HeatmapChange>;

export const GroupValue = z.object({
  group_id: z.string().nullable(),
  group_name: z.string(),
  cycle_id: z.string().nullable(),
  cycle_date: z.string().nullable(),
  value_avg: z.number().nullable(),
  /** distinct people the figure is drawn from */
  respondents: z.number().int().nullable(),
  /** the scored answers the average is over: in the Combined view a person who answered in two cycles counts twice */
  answers: z.number().int().nullable().default(null),
  suppressed: z.boolean(),
  withheld: Withheld,
  /** the average's t interval, clipped to the scale */
  ...FigureInterval,
});
export type GroupValue = z.infer<typeof GroupValue>;

/**
 * How many chose each position of a five-point question (value1 = 'Strongly disagree' ... value5 = 'Strongly agree',
 * as the respondent saw it, ADR 0055) and how many passed. `reversed`: agreeing is the unfavourable answer.
 */
export const Distribution = z.object({
  question_id: z.string(),
  question_body: z.string(),
  reversed: z.boolean().default(false),
  cycle_id: z.string().nullable(),
  cycle_date: z.string().nullable(),
  value1: z.number().int(),
  value2: z.number().int(),
  value3: z.number().int(),
  value4: z.number().int(),
  value5: z.number().int(),
  passes: z.number().int(),
  /**
   * distinct people the row is drawn from (answered or passed): per cycle one per submission, in the Combined view a
   * person who answered in two cycles counts once (the values count each answer). Null when suppressed, and in stories
   * saved before it was sent
   */
  respondents: z.number().int().nullable().default(null),
  suppressed: z.boolean(),
  withheld: Withheld,
  /** the favourable share (scores 4-5), percent of scored answers, with its Wilson interval */
  favourable: z.number().nullable().optional(),
  ...FigureInterval,
});
export type Distribution = z.infer<typeof Distribution>;

export const ScatterPoint = z.object({ name: z.string(), x: z.number(), y: z.number(), respondents: z.number().int() });
export const NetScorePoint = z.object({
  group_name: z.string(),
  cycle_id: z.string().nullable(),
  cycle_date: z.string().nullable(),
  promoters: z.number().int(),
  passives: z.number().int(),
  detractors: z.number().int(),
  value: z.number().nullable(),
  /**
   * distinct people the point is drawn from (answered or passed any of its questions): in the Combined view a person
   * who answered in two cycles counts once (promoters, passives and detractors count each answer). Null when
   * suppressed, and in stories saved before it was sent
   */
  respondents: z.number().int().nullable().default(null),
  suppressed: z.boolean(),
  withheld: Withheld,
  /** the net score's interval from its own standard error */
  ...FigureInterval,
});
export type NetScorePoint = z.infer<typeof NetScorePoint>;

/**
 * The scale a figure is on: five-point, ten-point, or, for questions of both scales in one figure, each answer as a
 * share of its scale, 0 (the bottom) to 100 (the top), as Glint does (ADR 0057)
 */
export const AnswerScale = z.enum(['five', 'ten', 'share']);
export type AnswerScale = z.infer<typeof AnswerScale>;

/**
 * The employee Net Promoter score's split beside the net-score chart: the assessment's eNPS question (its first
 * ten-point question) under the chart's filters, all participants and cycles together (ADR 0048). Shares in
 * percent of scored answers; held back (no counts) below the minimum group size.
 */
export const EnpsSplit = z.object({
  question_id: z.string(),
  question_body: z.string(),
  respondents: z.number().int().nullable(),
  promoters: z.number().int().nullable(),
  passives: z.number().int().nullable(),
  detractors: z.number().int().nullable(),
  promoters_share: z.number().nullable(),
  passives_share: z.number().nullable(),
  detractors_share: z.number().nullable(),
  value: z.number().nullable(),
  suppressed: z.boolean(),
});
export type EnpsSplit = z.infer<typeof EnpsSplit>;

/** one cell of the heatmap: a group's (or all participants') average on one question, held back when too few answered */
export const HeatmapCell = z.object({
  group_id: z.string().nullable(),
  question_id: z.string(),
  value_avg: z.number().nullable(),
  respondents: z.number().int().nullable(),
  suppressed: z.boolean(),
  withheld: Withheld,
  ...FigureInterval,
});
export type HeatmapCell = z.infer<typeof HeatmapCell>;

/**
 * Respondents the chart's filters keep whose answers (some or all) are left out of every figure, being in a cell
 * of the filter lattice that fewer than the minimum answered (ADR 0056); the page says so under the chart
 */
export const HeldBack = z.number().int().default(0);

export const ChartData = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('type1'),
    view: ChartView,
    scale: AnswerScale,
    minimum_group_size: z.number().int(),
    held_back: HeldBack,
    groups: z.array(GroupValue),
    /** the Cycles view: each group's latest cycle against the one before (none in Combined, or with one cycle) */
    changes: z.array(ChangeRow).optional(),
  }),
  z.object({
    type: z.literal('type2'),
    view: ChartView,
    minimum_group_size: z.number().int(),
    held_back: HeldBack,
    questions: z.array(Distribution),
  }),
  z.object({
    type: z.literal('type3'),
    view: ChartView,
    minimum_group_size: z.number().int(),
    x_axis_name: z.string(),
    y_axis_name: z.string(),
    x_scale: AnswerScale,
    y_scale: AnswerScale,
    held_back: HeldBack,
    points: z.array(ScatterPoint),
    overall_average_point: z.object({ x: z.number(), y: z.number() }).nullable(),
    suppressed_groups: z.number().int(),
  }),
  z.object({
    type: z.literal('type4'),
    view: ChartView,
    minimum_group_size: z.number().int(),
    held_back: HeldBack,
    /** 'share' when the chart's questions are on both scales: each scale's own cut-offs, counted together */
    scale: AnswerScale.default('five'),
    axis: z.object({ min: z.number(), max: z.number(), step: z.number() }),
    points: z.array(NetScorePoint),
    /** absent for an assessment without a ten-point question */
    enps: EnpsSplit.nullable().default(null),
  }),
  z.object({
    type: z.literal('type5'),
    view: ChartView,
    minimum_group_size: z.number().int(),
    held_back: HeldBack,
    /** the columns, in the assessment's order, each with its own scale for the bands */
    questions: z.array(z.object({ id: z.string(), body: z.string(), scale: AnswerScale })),
    /** the rows: all participants first, then the groups by name */
    groups: z.array(z.object({ group_id: z.string().nullable(), group_name: z.string() })),
    /** Combined: every cycle together; Cycles ('change since the last cycle'): the latest cycle's figures */
    cells: z.array(HeatmapCell),
    /** the Cycles view (ADR 0138): the two cycles compared, null with fewer than two */
    compared: z
      .object({ from_cycle_id: z.string(), from_date: z.string().nullable(), to_cycle_id: z.string(), to_date: z.string().nullable() })
      .nullable()
      .optional(),
    /** the Cycles view: each cell's change since the cycle before (none in Combined) */
    changes: z.array(HeatmapChange).optional(),
  }),
]);
export type ChartData = z.infer<typeof ChartData>;

/** the analytics settings of a workspace: the fewest respondents an aggregate may be drawn from */
export const AnalyticsSettings = z.object({
  minimum_group_size: z.number().int().min(2).max(100),
  minimum_group_size_open_answers: z.number().int().min(2).max(100),
});
export type AnalyticsSettings = z.infer<typeof AnalyticsSettings>;
export const DEFAULT_ANALYTICS_SETTINGS: AnalyticsSettings = { minimum_group_size: 5, minimum_group_size_open_answers: 10 };

/** a default block: one per assessment the workspace's packages hold, with its questions for the pickers */
export const Block = z.object({
  id: z.string(),
  name: z.string(),
  origin: z.enum(['default', 'custom']),
  assessment_id: z.string().nullable(),
  scale: AnswerScale.nullable(),
  /** whether any of its charts' assessments has answers: the page opens on the first block that has */
  has_answers: z.boolean().default(false),
  questions: z.array(z.object({ id: z.string(), body: z.string(), answer_type: z.string() })),
  /** its open-answer questions, beside which the page shows their latest AI analysis */
  open_questions: z.array(z.object({ id: z.string(), body: z.string() })).default([]),
  charts: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      type: ChartType,
      assessment_id: z.string().nullable(),
      x_question_id: z.string().nullable().default(null),
      y_question_id: z.string().nullable().default(null),
    }),
  ),
});
export type Block = z.infer<typeof Block>;

export const BlocksResponse = z.object({
  /** whether the workspace holds any scored answer: without one the page shows its empty state */
  has_answers: z.boolean(),
  blocks: z.array(Block),
  groups: z.array(z.object({ id: z.string(), name: z.string(), origin: z.string(), origin_source: z.string() })),
  /** each cycle runs from its date until the next cycle of its package begins; the latest is open (no end) */
  cycles: z.array(
    z.object({
      id: z.string(),
      package_id: z.string(),
      package_name: z.string(),
      cycle_date: z.string(),
      cycle_end_date: z.string().nullable(),
    }),
  ),
  settings: AnalyticsSettings,
});
export type BlocksResponse = z.infer<typeof BlocksResponse>;

export const ParticipationItem = z.object({
  package_id: z.string(),
  package_name: z.string(),
  cycle_id: z.string(),
  cycle_date: z.string(),
  number_of_finished: z.number().int(),
  number_of_unfinished: z.number().int(),
  names_of_finished: z.array(z.string()),
  names_of_unfinished: z.array(z.string()),
  /** everyone the cycle counts, those who finished first: the single list of names the participation answer names */
  names: z.array(z.string()),
  /** the cycle's package link (the id the respondent page opens; '' when unknown) */
  link: z.string(),
});
export type ParticipationItem = z.infer<typeof ParticipationItem>;

export const PassesItem = z.object({
  question_id: z.string(),
  question_index: z.number().int(),
  question_body: z.string(),
  /** `link`: the cycle's package link, as in the participation answer */
  cycles: z.array(z.object({ cycle_id: z.string(), cycle_date: z.string(), link: z.string(), number_of_pass: z.number().int() })),
});
export type PassesItem = z.infer<typeof PassesItem>;

export const BlockNameInput = z.object({ name: Text().max(120) });
/** 'Add Custom Graph': into the named block, or into a new block named `block_name` */
export const CustomChartInput = z.object({
  workspace_id: Text().max(64).optional(),
  block_name: Text().max(120).optional(),
  name: Text().max(120).optional(),
  type: Text().max(40).optional(),
  assessment_id: Text().max(64).optional(),
  x_question_id: Text().max(64).optional(),
  y_question_id: Text().max(64).optional(),
});
export type CustomChartInput = z.infer<typeof CustomChartInput>;
export const VisualizationPaths = {
  custom: (workspaceId: string) => `/analytics/workspaces/${workspaceId}/visualizations`,
  one: (blockId: string) => `/analytics/visualizations/${blockId}`,
  charts: (blockId: string) => `/analytics/visualizations/${blockId}/charts`,
  chart: (blockId: string, chartId: string) => `/analytics/visualizations/${blockId}/charts/${chartId}`,
} as const;
export const BlockAnswer = z.object({ id: z.string(), name: z.string() });
