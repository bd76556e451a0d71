import { z } from 'zod';
import { AlertThresholds } from '../workspace/api.ts';
import { AnswerScale, ChangeMark } from './api.ts';

// The alerts of a workspace (ADR 0133): the significant moves of each question's latest cycle against the one before,
// under the workspace's thresholds. Each names the chart it comes from (the assessment's Group averages in the Cycles
// view, narrowed to the question), so the page can open it.

export const AlertPaths = {
  alerts: (workspaceId: string) => `/analytics/workspaces/${workspaceId}/alerts`,
} as const;

export const Alert = z.object({
  assessment_id: z.string(),
  assessment_name: z.string(),
  question_id: z.string(),
  question_body: z.string(),
  /** the question's own scale: from, to, the difference and its interval are on it */
  scale: AnswerScale,
  group_id: z.string().nullable(),
  group_name: z.string(),
  from_cycle_id: z.string(),
  from_cycle_date: z.string().nullable(),
  to_cycle_id: z.string(),
  to_cycle_date: z.string().nullable(),
  from: z.number(),
  to: z.number(),
  difference: z.number(),
  ci_low: z.number(),
  ci_high: z.number(),
  /** Welch's p adjusted by Benjamini-Hochberg over the groups of the question's chart */
  p_adjusted: z.number(),
  /** the difference as points of a 0-100 scale of the question */
  move: z.number(),
  mark: ChangeMark,
  n_before: z.number().int(),
  n_after: z.number().int(),
});
export type Alert = z.infer<typeof Alert>;

/** GET alerts: the thresholds they were found with and the alerts, largest move first */
export const AlertsResponse = z.object({
  thresholds: AlertThresholds,
  /** how many group-and-question changes were tested (the alerts are among them) */
  compared: z.number().int(),
  alerts: z.array(Alert),
});
export type AlertsResponse = z.infer<typeof AlertsResponse>;
