import { z } from 'zod';
import { Text } from '../platform/text.ts';
import { AnalyticsFilters, AnswerScale } from './api.ts';

// Driver analysis: which questions move with an outcome across respondents (method and path: ADR 0043).

export const DriversPaths = {
  drivers: (workspaceId: string) => `/analytics/workspaces/${workspaceId}/drivers`,
} as const;

export const DriversMessages = {
  noEnpsQuestion: "The workspace's assessments have no ten-point question to take as the eNPS",
} as const;

/** what the drivers are correlated with: the engagement index, or the eNPS question (the first ten-point one) */
export const DriverOutcome = z.enum(['engagement_index', 'enps']);
export type DriverOutcome = z.infer<typeof DriverOutcome>;

export const DriversRequest = AnalyticsFilters.omit({ questions_ids: true }).extend({
  /** the drivers: this assessment's scored questions */
  assessment_id: Text().max(64),
  outcome: DriverOutcome.default('engagement_index'),
  /**
   * for the eNPS: a ten-point question of any assessment the workspace's packages hold (respondents are matched
   * across assessments), chosen by the consultant; by default the first one answered under the filters (the
   * assessment's own ten-point questions first), else the first one
   */
  outcome_question_id: Text().max(64).optional(),
});
export type DriversRequest = z.input<typeof DriversRequest>;

/**
 * The 2x2 reading of a driver against the others shown: impact (its correlation) at or above their median is
 * high, a score (its average on a 0-1 scale) below their median is low. 'act_first': high impact, low score.
 */
export const DriverPriority = z.enum(['act_first', 'keep_strong', 'monitor', 'maintain']);
export type DriverPriority = z.infer<typeof DriverPriority>;
export const DRIVER_PRIORITY_LABELS: Record<DriverPriority, string> = {
  act_first: 'Act first',
  keep_strong: 'Keep strong',
  monitor: 'Monitor',
  maintain: 'Maintain',
};

/** one question against the outcome; held back (no correlation, n or priority) when fewer respondents than the minimum */
export const Driver = z.object({
  question_id: z.string(),
  question_body: z.string(),
  question_index: z.number().int(),
  scale: AnswerScale,
  /** the question's average under the filters, as the group averages count it; null when held back */
  average: z.number().nullable(),
  /** Spearman's rank correlation with the outcome, three decimals */
  correlation: z.number().nullable(),
  /** respondents with both the question and the outcome */
  n: z.number().int().nullable(),
  priority: DriverPriority.nullable(),
  suppressed: z.boolean(),
});
export type Driver = z.infer<typeof Driver>;

export const DriversResponse = z.object({
  outcome: DriverOutcome,
  outcome_name: z.string(),
  /** the eNPS question and its assessment; null for the engagement index */
  outcome_question_id: z.string().nullable(),
  outcome_assessment_id: z.string().nullable(),
  minimum_group_size: z.number().int(),
  /** respondents with an outcome under the filters; null when fewer than the minimum */
  respondents: z.number().int().nullable(),
  /** shown drivers by correlation, strongest first, then the held-back ones in the assessment's order */
  drivers: z.array(Driver),
});
export type DriversResponse = z.infer<typeof DriversResponse>;
