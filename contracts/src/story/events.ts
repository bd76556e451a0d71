import { z } from 'zod';
import { ChartData, ChartDataRequest } from '../analytics/api.ts';
import { defineEvent } from '../platform/eventContract.ts';
import { Text } from '../platform/text.ts';
import { FrameColor, SnapshotSettings } from './api.ts';

// A workspace's data story lives on one stream, `story-<workspaceId>` (ADR 0063): its settings, the snapshots in
// presentation order, their comments and the share link. Images are stored by the platform (ADR 0007); events
// carry their ids only. No personal data: snapshot settings name groups and assessments, never people.

const isoTime = z.iso.datetime({ offset: true });

/**
 * what a snapshot shows: a Culture chart (with the figures the server computed), the collaboration map, another
 * analytics figure kept as its image only (the driver analysis), or an uploaded image
 */
export const SnapshotKind = z.enum(['chart', 'map', 'figure', 'file']);
export type SnapshotKind = z.infer<typeof SnapshotKind>;

/** the chart a snapshot was taken of: the card's ids and the exact request its figures answer */
export const SnapshotChart = z.object({
  block_id: Text().max(64).nullable(),
  chart_id: Text().max(64).nullable(),
  request: ChartDataRequest,
});
export type SnapshotChart = z.infer<typeof SnapshotChart>;

export const SnapshotAdded = defineEvent(
  'SnapshotAdded',
  z.object({
    workspace_id: Text(),
    team_id: Text(),
    snapshot_id: Text(),
    kind: SnapshotKind,
    name: Text(),
    image_id: Text(),
    /** for a chart: its card and request; null for the map and uploaded images */
    chart: SnapshotChart.nullable(),
    /** for a chart: the figures the server computed for the request, held-back figures held back */
    figures: ChartData.nullable(),
    settings: SnapshotSettings,
    added_by: Text(),
    added_at: isoTime,
  }),
);
export const SnapshotCommented = defineEvent(
  'SnapshotCommented',
  z.object({ workspace_id: Text(), snapshot_id: Text(), comment: Text(), commented_at: isoTime }),
);
export const SnapshotDeleted = defineEvent(
  'SnapshotDeleted',
  z.object({ workspace_id: Text(), snapshot_id: Text(), deleted_by: Text(), deleted_at: isoTime }),
);
/** the story's settings and presentation order (every live snapshot, once) */
export const StoryUpdated = defineEvent(
  'StoryUpdated',
  z.object({
    workspace_id: Text(),
    team_id: Text(),
    logo_team: z.boolean(),
    logo_workspace: z.boolean(),
    frame_color: FrameColor.nullable(),
    order: z.array(Text()),
    updated_at: isoTime,
  }),
);
/** a new link (a new unguessable id) or a new expiry of the current one */
export const StoryLinkShared = defineEvent(
  'StoryLinkShared',
  z.object({
    workspace_id: Text(),
    team_id: Text(),
    link_id: Text(),
    days: z.number().int(),
    expires_at: isoTime,
    shared_by: Text(),
    shared_at: isoTime,
  }),
);
export const StoryLinkRemoved = defineEvent(
  'StoryLinkRemoved',
  z.object({ workspace_id: Text(), link_id: Text(), removed_by: Text(), removed_at: isoTime }),
);

export const storyEvents = [SnapshotAdded, SnapshotCommented, SnapshotDeleted, StoryUpdated, StoryLinkShared, StoryLinkRemoved] as const;
export const storyStream = (workspaceId: string) => `story-${workspaceId}`;
