import { z } from 'zod';
import { ChartData, ChartType, ChartView, PeriodOfAnswerDate } from '../analytics/api.ts';
import { MapSnapshotView } from '../analytics/mapLook.ts';
import { Text } from '../platform/text.ts';

// The Data Story calls of spec 3 section 7 (exact paths not shown there; ours: ADR 0064). Consultants reach a
// workspace's story under /data-story/workspaces/{id} (another team's 404, not assigned 403); visitors reach a
// shared story under /data-story/links/{link} with no account, while the link lives.

export const StoryPaths = {
  story: (workspaceId: string) => `/data-story/workspaces/${workspaceId}`,
  link: (workspaceId: string) => `/data-story/workspaces/${workspaceId}/link`,
  deactivateLink: (workspaceId: string) => `/data-story/workspaces/${workspaceId}/link/deactivate`,
  snapshots: (workspaceId: string) => `/data-story/workspaces/${workspaceId}/snapshots`,
  fileSnapshots: (workspaceId: string) => `/data-story/workspaces/${workspaceId}/file-snapshots`,
  comment: (snapshotId: string) => `/data-story/snapshots/${snapshotId}/comment`,
  snapshot: (snapshotId: string) => `/data-story/snapshots/${snapshotId}`,
  image: (snapshotId: string) => `/data-story/snapshots/${snapshotId}/image`,
  deck: (workspaceId: string) => `/data-story/workspaces/${workspaceId}/deck.pptx`,
  /** the story's 'Action plan' slides, one per focus area (ADR 0156) */
  actionPlan: (workspaceId: string) => `/data-story/workspaces/${workspaceId}/action-plan`,
  shared: (link: string) => `/data-story/links/${link}`,
  sharedImage: (link: string, snapshotId: string) => `/data-story/links/${link}/images/${snapshotId}`,
  sharedLogo: (link: string, owner: 'team' | 'workspace') => `/data-story/links/${link}/logos/${owner}`,
  sharedActionPlan: (link: string) => `/data-story/links/${link}/action-plan`,
} as const;

export const StoryMessages = {
  snapshotNotFound: 'Could not find snapshot',
  commentTooLong: 'Comment may contain maximum 500 characters',
  nameRequired: 'Name is required',
  expiryDays: 'Expiry days must be a whole number of at least 1',
  linkGone: 'This Data Story link has expired or was removed',
  noLink: 'The Data Story has no share link',
  imageFormat: 'Error upload file, incorrect format',
  imageSize: 'File must be less than 20 Mb.',
  imageRequired: 'Choose an image to upload',
  orderMismatch: 'The order must name every snapshot of the story once',
  chartRequired: 'A chart snapshot needs the chart it was taken of',
  mapRequired: 'A map snapshot needs the filters the map was drawn with',
  imageGone: 'Could not find image',
} as const;

export const StoryRules = {
  commentMax: 500,
  nameMax: 200,
  /** uploaded and captured images: png, jpg or jpeg by their bytes, below 20 MB */
  imageMaxBytes: 20 * 1024 * 1024,
  imageTypes: ['png', 'jpg', 'jpeg'] as readonly string[],
  defaultExpiryDays: 30,
  maxExpiryDays: 3650,
  searchFrom: 2,
  /** the images of a chart card: 1280/72*300 px wide and 3000 px high (spec 3 section 9) */
  canvasWidth: Math.round((1280 / 72) * 300),
  canvasHeight: 3000,
} as const;

/** '#abc' or '#aabbcc': the frame colour, or the default gradient (null) for anything else */
export const FrameColor = Text().regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/);
/** the colour a consultant typed, with or without '#', as stored: lower case with '#', or null (the default gradient) */
export const normaliseFrameColor = (value: string | null | undefined): string | null => {
  const match = /^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.exec((value ?? '').trim());
  return match ? `#${match[1]!.toLowerCase()}` : null;
};

/** what a snapshot was drawn with (spec 3 'Snapshot settings'), shown under its slide; labels only, never figures */
export const SnapshotSettings = z.object({
  is_all_participants: z.boolean().default(true),
  groupsNames: z.array(Text().max(200)).max(200).default([]),
  is_all_assessments: z.boolean().default(false),
  assesmNames: z.array(Text().max(300)).max(50).default([]),
  period_of_answer_date: PeriodOfAnswerDate.nullable().default(null),
  /** the cycles shown, by their labels */
  activeRuns: z.array(Text().max(200)).max(200).default([]),
  questions_ids: z.array(Text().max(64)).max(500).default([]),
  hiring_range: Text().max(40).nullable().default(null),
  percentiles: z
    .object({ start_range: z.number().int().min(1).max(100), end_range: z.number().int().min(1).max(100) })
    .nullable()
    .default(null),
  connectedness_score: z.number().nullable().default(null),
});
export type SnapshotSettings = z.infer<typeof SnapshotSettings>;

/**
 * the `data` field of a chart or map snapshot's form (JSON): the card and chart request, or the map's filters and
 * how it was viewed (colour, size, connections; ADR 0132), and the settings
 */
export const SnapshotFormData = z.object({
  kind: z.enum(['chart', 'map', 'figure']),
  chart: z
    .object({ block_id: Text().max(64).nullable().default(null), chart_id: Text().max(64).nullable().default(null), request: z.unknown() })
    .nullable()
    .default(null),
  map: z
    .object({ request: z.unknown(), view: MapSnapshotView.default(MapSnapshotView.parse({})) })
    .nullable()
    .default(null),
  settings: SnapshotSettings.default(SnapshotSettings.parse({})),
});

export const SnapshotName = Text().trim().max(StoryRules.nameMax);

export const Snapshot = z.object({
  id: z.string(),
  name: z.string(),
  /** 'file' for an uploaded image, 'map' for the collaboration map, 'figure' for the driver analysis, or the chart's type */
  type: z.union([z.literal('file'), z.literal('map'), z.literal('figure'), ChartType]),
  kind: z.enum(['chart', 'map', 'figure', 'file']),
  view: ChartView.nullable(),
  assessments_ids: z.array(z.string()),
  position: z.number().int(),
  comment: z.string(),
  created_at: z.string(),
  block_id: z.string().nullable(),
  chart_id: z.string().nullable(),
  settings: SnapshotSettings,
  /** the figures the chart showed when it was added, as the server computed them */
  data: ChartData.nullable(),
  url: z.object({ url: z.string() }),
});
export type Snapshot = z.infer<typeof Snapshot>;

export const StoryLink = z.object({
  story_link: z.string(),
  days: z.number().int(),
  expires_at: z.string(),
  /** whole days left before it expires, rounded up: 3 for a link made now for 3 days, 1 on its last day (ADR 0118) */
  days_difference: z.number().int(),
});
export type StoryLink = z.infer<typeof StoryLink>;

export const DataStory = z.object({
  id: z.string(),
  logo_team: z.boolean(),
  logo_workspace: z.boolean(),
  frame_color: z.string().nullable(),
  snapshots: z.array(Snapshot),
  workspace: z.object({ id: z.string(), name: z.string(), logo_url: z.string().nullable() }),
  team: z.object({ name: z.string(), logo_url: z.string().nullable() }),
  link: StoryLink.nullable(),
});
export type DataStory = z.infer<typeof DataStory>;

export const StoryUpdateInput = z.object({
  logo_team: z.boolean().optional(),
  logo_workspace: z.boolean().optional(),
  frame_color: Text().max(20).nullable().optional(),
  snapshots_ids_position: z.array(Text().max(64)).max(2000).optional(),
});
export type StoryUpdateInput = z.infer<typeof StoryUpdateInput>;

export const LinkInput = z.object({ link_expiration: z.number().default(StoryRules.defaultExpiryDays) });
export const LinkAnswer = z.object({ link: StoryLink.nullable() });
export type LinkAnswer = z.infer<typeof LinkAnswer>;

export const CommentInput = z.object({ comment: Text() });
export const SnapshotAnswer = z.object({ snapshot: Snapshot });
