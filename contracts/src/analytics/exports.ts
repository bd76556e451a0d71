import { z } from 'zod';
import { defineEvent } from '../platform/eventContract.ts';
import { Text } from '../platform/text.ts';

// The Raw Data and Group Report exports and their lookups (spec 3, section 7; ADR 0068), and the record of every
// export that named people (an unmasked raw data file), on `export-log-<workspaceId>`.

/** the exports' paths under /api/v1: the spec's call shapes, under /exports */
export const ExportsPaths = {
  answeredPackages: (workspaceId: string, rawData: string) => `/exports/answered-packages/${workspaceId}/${rawData}`,
  answeredAssessments: (workspaceId: string, packageId: string) => `/exports/answered-assessments/${workspaceId}/${packageId}`,
  answeredCycles: (workspaceId: string, packageId: string, assessmentId: string, rawData: string) =>
    `/exports/answered-cycles/${workspaceId}/${packageId}/${assessmentId}/${rawData}`,
  originSources: (workspaceId: string) => `/exports/origin-sources/${workspaceId}`,
  answeredOriginSources: (workspaceId: string) => `/exports/answered-origin-sources/${workspaceId}`,
  rawData: (workspaceId: string, assessmentId: string, packageId: string) =>
    `/exports/raw-data/${workspaceId}/${assessmentId}/${packageId}`,
  groupReport: (workspaceId: string, packageId: string) => `/exports/group-report/${workspaceId}/${packageId}`,
  unmaskings: (workspaceId: string) => `/exports/unmaskings/${workspaceId}`,
} as const;

/** the group report asks for cycles with this assessment id: every assessment of the package */
export const ALL_ASSESSMENTS_ID = '00000000-0000-0000-0000-000000000000';

export const ExportsMessages = {
  wrongFormat: 'Wrang format API data',
  noAssessments: 'No assessments',
  noPackages: 'This workspace have no packages with Canopy 20',
  noPackage: 'No Package id',
  noSelectedItems: 'No selected items',
  noOriginSource: 'No select Origin Source',
  packageNotFound: 'Could not find package',
  assessmentNotInPackage: 'The package does not hold this assessment',
  cycleNotInPackage: 'The cycle does not belong to this package',
  noCycles: 'Choose at least one cycle',
  noAnswers: 'No answers in the chosen cycles',
  tryLater: 'Please, try again later.',
  exportFailed: 'The export failed',
  unmaskQuestion: 'Identities will be written in the file: names, e-mails, phones and payroll ids. Are you sure?',
  unmaskYes: 'yes, I am sure',
  unmaskNo: 'no, leave it checked',
  namedTextsWarning: 'What people wrote can name them, even in a masked file. Add the open answers only if you need them.',
  notAttributed:
    'Answers are not attributed in this package: its respondents were told their answers are only seen in groups. The unmasked file lists who answered and when, with no answer.',
} as const;

/** a masked file holds only cycles answered by at least the minimum (ADR 0126): the refusal names those that were not */
export const cyclesBelowMinimumMessage = (labels: readonly string[], minimum: number) =>
  `A masked file holds only cycles answered by at least ${minimum} respondents, the workspace's minimum group size; ${labels.join(', ')} ${labels.length === 1 ? 'was' : 'were'} answered by fewer. Choose other cycles, or use the group report.`;

/** 'true' (raw data) or 'false' (group report), as the spec's lookups take it */
export const RawDataFlag = z.enum(['true', 'false']);

/** `is_attributed`: its answers are seen with names (ADR 0085); else an unmasked file lists who answered, with no answer */
export const AnsweredPackage = z.object({ id: z.string(), name: z.string(), is_attributed: z.boolean() });
export type AnsweredPackage = z.infer<typeof AnsweredPackage>;
export const AnsweredAssessment = z.object({ id: z.string(), name: z.string(), version: z.number().int(), is_archived: z.boolean() });
export type AnsweredAssessment = z.infer<typeof AnsweredAssessment>;
/**
 * a cycle of the package's link: `to` null while it is open ('to current'); `respondents` who answered (the
 * assessment, or any with the all-zero id), `is_masked_exportable` whether they are at least the workspace's minimum
 * group size, which a masked raw data file needs (ADR 0126)
 */
export const AnsweredCycle = z.object({
  from: z.string(),
  to: z.string().nullable(),
  link: z.string(),
  is_forever_package: z.boolean(),
  respondents: z.number().int(),
  is_masked_exportable: z.boolean(),
});
export type AnsweredCycle = z.infer<typeof AnsweredCycle>;

/** group types: the origin sources of the workspace's groups, '' for the groups made by hand */
export const OriginSources = z.object({ origin_sources: z.array(z.string()) });
export type OriginSources = z.infer<typeof OriginSources>;
export const AnsweredOriginSourcesRequest = z.object({
  package_id: Text().max(64),
  link: Text().max(64),
  is_all: z.boolean().default(false),
});

export const RawDataRequest = z.object({
  links: z.array(Text().max(64)).max(500),
  origin_sources: z.array(Text().max(200)).max(100).default([]),
  is_all_origin_sources: z.boolean().default(false),
  is_private_data_hidden: z.boolean().default(true),
  /** what people wrote in named open questions; left out of a masked file unless asked for */
  include_named_texts: z.boolean().default(false),
});
export type RawDataRequest = z.input<typeof RawDataRequest>;

export const GroupReportRequest = z.object({
  link: Text().max(64),
  is_all_groups: z.boolean().default(false),
  origin_sources: z.array(Text().max(200)).max(100).default([]),
});
export type GroupReportRequest = z.input<typeof GroupReportRequest>;

/** one unmasked export as the team's consultants see it on the export page */
export const Unmasking = z.object({
  id: z.string(),
  consultant_id: z.string(),
  consultant_name: z.string(),
  exported_at: z.string(),
  package_id: z.string(),
  package_name: z.string(),
  assessment_id: z.string(),
  assessment_name: z.string(),
  cycles: z.array(z.object({ link: z.string(), from: z.string(), to: z.string().nullable() })),
});
export type Unmasking = z.infer<typeof Unmasking>;
export const Unmaskings = z.object({ unmaskings: z.array(Unmasking) });

const isoTime = z.iso.datetime({ offset: true });

/** a raw data file that names people left the product (who, when, workspace, package, assessment and cycles) */
export const UnmaskedDataExported = defineEvent(
  'UnmaskedDataExported',
  z.object({
    export_id: Text(),
    workspace_id: Text(),
    team_id: Text(),
    /** the consultant's name is read from identity when listed: an event keeps no name that erasure could not reach */
    consultant_id: Text(),
    package_id: Text(),
    package_name: Text(),
    assessment_id: Text(),
    assessment_name: Text(),
    cycles: z.array(z.object({ link: Text(), cycle_id: Text(), from: isoTime, to: isoTime.nullable() })),
    include_named_texts: z.boolean(),
    exported_at: isoTime,
  }),
);
export const exportLogEvents = [UnmaskedDataExported] as const;
export const exportLogStream = (workspaceId: string) => `export-log-${workspaceId}`;
