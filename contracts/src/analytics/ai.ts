import { z } from 'zod';
import { Text } from '../platform/text.ts';
import { AiTrigger } from './aiEvents.ts';

/** The AI pages' calls under /api/v1 (the spec names them, not their paths: docs/decisions/0072-ai-runs-api-and-anonymity.md). */
export const AiPaths = {
  status: (workspaceId: string) => `/ai/workspaces/${workspaceId}/status`,
  packages: (workspaceId: string) => `/ai/workspaces/${workspaceId}/packages`,
  workers: (workspaceId: string) => `/ai/workspaces/${workspaceId}/workers`,
  restart: (workspaceId: string, runId: string) => `/ai/workspaces/${workspaceId}/runs/${runId}/restart`,
  generatedPackages: (workspaceId: string) => `/ai/workspaces/${workspaceId}/generated/packages`,
  generatedAssessments: (workspaceId: string, packageId: string) =>
    `/ai/workspaces/${workspaceId}/generated/packages/${packageId}/assessments`,
  generatedPeriods: (workspaceId: string, packageId: string, assessmentId: string) =>
    `/ai/workspaces/${workspaceId}/generated/packages/${packageId}/assessments/${assessmentId}/periods`,
  generatedGroups: (workspaceId: string) => `/ai/workspaces/${workspaceId}/generated/groups`,
  report: (workspaceId: string) => `/ai/workspaces/${workspaceId}/report`,
  latest: (workspaceId: string, assessmentId: string) => `/ai/workspaces/${workspaceId}/assessments/${assessmentId}/latest`,
} as const;

export const AiMessages = {
  queued: 'The AI Analysis will be generated. Please, review the progress in the Info of processing option.',
  noWorkspace: 'No Workspaces id',
  noPackage: 'No Package id',
  noSelection: 'No selected items',
  noOriginSource: 'No select Origin Source',
  noPeriod: 'No Period',
  wrongFormat: 'Wrong format API data',
  tryLater: 'Please, try again later.',
  noSuchCycle: 'The package has no such cycle',
  noOpenAnswers: 'The package has no open-answer questions',
  alreadyQueued: 'This period is already being analysed',
  noSuchRun: 'Could not find the analysis',
  noAssessment: 'Could not find the assessment',
  notFailed: 'Only a failed analysis can be started again',
  noAnalysis: 'No analysis of this period',
  sentimentNotAnalysed: 'sentiment not analysed',
  /** a group with enough comments whose analysis beside all participants and the other groups would set a few apart (ADR 0130) */
  groupApart: (minimum: number) =>
    `Not enough comments to show this group: it differs from all participants or another group by fewer than ${minimum} comments.`,
} as const;

export const AiRunStatus = z.enum(['queued', 'running', 'done', 'failed']);
export type AiRunStatus = z.infer<typeof AiRunStatus>;

/** a row of 'Info of processing': one per run and assessment with open-answer questions */
export const AiStatusRow = z.object({
  run_id: z.string(),
  package_id: z.string(),
  package_name: z.string(),
  assessment_id: z.string(),
  assessment_name: z.string(),
  period_start: z.string(),
  period_end: z.string().nullable(),
  is_forever: z.boolean(),
  status: AiRunStatus,
  reason: z.string().nullable(),
  trigger: AiTrigger,
  requested_at: z.string(),
});
export type AiStatusRow = z.infer<typeof AiStatusRow>;
export const AiStatusList = z.array(AiStatusRow);

/** closed packages and cycles with text answers: what Generate may analyse */
export const AiPeriod = z.object({
  link: z.string(),
  start_period: z.string(),
  end_period: z.string().nullable(),
  is_forever: z.boolean(),
});
export const AiPackage = z.object({ id: z.string(), name: z.string(), period_data: z.array(AiPeriod) });
export type AiPackage = z.infer<typeof AiPackage>;
export const AiPackages = z.array(AiPackage);

export const CreateAiWorker = z.object({ workspace_id: Text().max(64), package_id: Text().max(64), package_link: Text().max(64) });
export type CreateAiWorker = z.infer<typeof CreateAiWorker>;
export const AiWorkerCreated = z.object({ run_id: z.string(), detail: z.string() });
export type AiWorkerCreated = z.infer<typeof AiWorkerCreated>;

export const NamedItem = z.object({ id: z.string(), name: z.string() });
export type NamedItem = z.infer<typeof NamedItem>;
export const NamedItems = z.array(NamedItem);
export const GeneratedPeriod = z.object({
  run_id: z.string(),
  package_link: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  is_forever: z.boolean(),
  trigger: AiTrigger,
});
export type GeneratedPeriod = z.infer<typeof GeneratedPeriod>;
export const GeneratedPeriods = z.array(GeneratedPeriod);

export const GeneratedGroupsRequest = z.object({
  link: Text().max(64),
  start_period: Text().max(64),
  end_period: Text().max(64),
  is_all: z.boolean().default(false),
  assessment_id: Text().max(64).optional(),
});
/** a group an analysis holds results for; `origin_source` '' is the default (manual) category */
export const AiGroup = z.object({ id: z.string(), name: z.string(), origin_source: z.string() });
export type AiGroup = z.infer<typeof AiGroup>;
export const AiGroups = z.array(AiGroup);

export const AiReportRequest = z.object({
  workspace_id: Text().max(64),
  package_id: Text().max(64),
  package_link: Text().max(64),
  assessment_id: Text().max(64),
  period_start: Text().max(64),
  period_end: Text().max(64),
  is_forever: z.boolean().default(false),
  is_all_participants: z.boolean().default(true),
  groups_id: z.array(Text().max(64)).max(500).default([]),
});
export type AiReportRequest = z.input<typeof AiReportRequest>;

/** the latest finished analysis of an assessment, for all participants: what the Culture page shows beside its questions */
export const AiLatestQuestion = z.object({
  question_id: z.string(),
  body: z.string(),
  language: z.string(),
  comments: z.number().int(),
  summary: z.string(),
  themes: z.array(z.object({ phrase: z.string(), share: z.number(), sentiment: z.enum(['positive', 'neutral', 'negative']).nullable() })),
});
export const AiLatest = z.object({
  period_start: z.string(),
  period_end: z.string().nullable(),
  is_forever: z.boolean(),
  trigger: AiTrigger,
  package_name: z.string(),
  questions: z.array(AiLatestQuestion),
});
export type AiLatest = z.infer<typeof AiLatest>;
export const AiLatestAnswer = z.object({ latest: AiLatest.nullable() });
