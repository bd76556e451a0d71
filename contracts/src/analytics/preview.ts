import { z } from 'zod';
import { Text } from '../platform/text.ts';
import { AnswerScale } from './api.ts';

// The release preview (ADR 0140): before a package is sent to some groups, what its charts would show once the
// cycle is answered, from today's roster at an expected response rate, decided by the same release rule the charts
// use (ADR 0128). The same estimate from a past cycle of the package in the admin area, at that cycle's rate.

export const PreviewPaths = {
  preview: (workspaceId: string, packageId: string) => `/analytics/workspaces/${workspaceId}/packages/${packageId}/release-preview`,
  adminPreview: (packageId: string) => `/admin/packages/${packageId}/release-preview`,
} as const;

export const PREVIEW_DEFAULT_RATE = 0.65;

export const PreviewMessages = {
  packageNotFound: 'Could not find package',
  unknownGroup: 'Choose groups of this workspace',
  cycleNotFound: 'Could not find the cycle of this package',
} as const;

export const ReleasePreviewRequest = z.object({
  /** the groups the message goes to (none: everyone in the workspace) */
  groups_ids: z.array(Text().max(64)).max(2000).default([]),
  /** the response rate to assume, 0.01-1; null or absent: the last closed cycle's, or 65% */
  response_rate: z.number().min(0.01).max(1).nullable().default(null),
});
export type ReleasePreviewRequest = z.input<typeof ReleasePreviewRequest>;

/** the admin area's request: the rate of a past cycle (by its link), for the groups of the workspace chosen */
export const AdminReleasePreviewRequest = z.object({
  link: Text().max(64),
  groups_ids: z.array(Text().max(64)).max(2000).default([]),
});
export type AdminReleasePreviewRequest = z.input<typeof AdminReleasePreviewRequest>;

/** what a row of the charts would be: shown, refused (a fine filter that would set part of a population apart), hidden (under the minimum), or empty (nobody in it) */
export const PreviewStatus = z.enum(['shown', 'refused', 'hidden', 'empty']);
export type PreviewStatus = z.infer<typeof PreviewStatus>;

export const PreviewTally = z.object({
  shown: z.number().int(),
  refused: z.number().int(),
  hidden: z.number().int(),
  empty: z.number().int(),
});
export type PreviewTally = z.infer<typeof PreviewTally>;

export const PreviewRow = z.object({
  /** null: All participants (everyone of the chosen groups) */
  group_id: z.string().nullable(),
  group_name: z.string(),
  /** people of the row in today's roster */
  people: z.number().int(),
  /** respondents expected at the rate */
  expected: z.number().int(),
  status: PreviewStatus,
  /** the row's minimum detectable difference between two cycles of `expected` respondents, on the scale; null unless shown */
  minimum_detectable: z.number().nullable(),
  /** the nine hiring-date filters on this row */
  tenure: PreviewTally,
});
export type PreviewRow = z.infer<typeof PreviewRow>;

export const PreviewAssessment = z.object({
  assessment_id: z.string(),
  name: z.string(),
  scale: AnswerScale,
  /** the spread the minimum detectable differences assume, and where it comes from */
  sd: z.number(),
  sd_source: z.enum(['answers', 'assumed']),
  rows: z.array(PreviewRow),
  /** the chosen groups' rows (All participants aside) */
  groups: PreviewTally,
  /** the hiring-date filters on every row, All participants included */
  tenure: PreviewTally,
  /** the smallest minimum detectable difference among the shown groups (null: no group shown) */
  smallest_minimum_detectable: z.number().nullable(),
});
export type PreviewAssessment = z.infer<typeof PreviewAssessment>;

export const ReleasePreview = z.object({
  minimum_group_size: z.number().int(),
  response_rate: z.number(),
  rate_source: z.enum(['given', 'last_cycle', 'default']),
  /** the cycle the rate was measured on (its start), when it was */
  rate_cycle_date: z.string().nullable(),
  /** people in the chosen groups today */
  people: z.number().int(),
  expected: z.number().int(),
  assessments: z.array(PreviewAssessment),
});
export type ReleasePreview = z.infer<typeof ReleasePreview>;
