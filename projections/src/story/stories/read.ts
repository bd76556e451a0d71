import { ChartData } from '@canopy/contracts/analytics/api';
import { SnapshotSettings } from '@canopy/contracts/story/api';
import { SnapshotChart, SnapshotKind } from '@canopy/contracts/story/events';
import { typedQueries, type Queryable } from '@canopy/platform/db/typedQueries';
import { sql } from 'slonik';
import { z } from 'zod';

// The only door to `story` (ADR 0028).

export const StoryRow = z.object({
  workspace_id: z.string(),
  team_id: z.string(),
  logo_team: z.boolean(),
  logo_workspace: z.boolean(),
  frame_color: z.string().nullable(),
  link_id: z.string().nullable(),
  link_days: z.number().int().nullable(),
  link_expires_at: z.date().nullable(),
});
export type StoryRow = z.infer<typeof StoryRow>;

export const SnapshotRow = z.object({
  id: z.string(),
  workspace_id: z.string(),
  team_id: z.string(),
  position: z.number().int(),
  kind: SnapshotKind,
  name: z.string(),
  image_id: z.string(),
  chart: SnapshotChart.nullable(),
  figures: ChartData.nullable(),
  settings: SnapshotSettings,
  comment: z.string(),
  added_at: z.date(),
});
export type SnapshotRow = z.infer<typeof SnapshotRow>;

const STORY = sql.fragment`select workspace_id, team_id, logo_team, logo_workspace, frame_color, link_id, link_days, link_expires_at from story.stories`;
const SNAPSHOT = sql.fragment`select id, workspace_id, team_id, position, kind, name, image_id, chart, figures, settings, comment, added_at from story.snapshots`;

export const createStoryReader = (queryable: Queryable) => {
  const db = typedQueries(queryable);
  return {
    /** the workspace's story, or null while nothing was ever added or set */
    story: (workspaceId: string) => db.maybeOne(sql.type(StoryRow)`${STORY} where workspace_id = ${workspaceId}`),
    /** the story a share link names, whether or not it has expired (the route judges that against its clock) */
    byLink: (linkId: string) => db.maybeOne(sql.type(StoryRow)`${STORY} where link_id = ${linkId}`),
    /** the story's live snapshots in presentation order */
    snapshots: (workspaceId: string) =>
      db.any(sql.type(SnapshotRow)`${SNAPSHOT} where workspace_id = ${workspaceId} order by position, added_at, id`),
    /** a live snapshot, whichever team it belongs to (the route applies the access rule) */
    snapshot: (id: string) => db.maybeOne(sql.type(SnapshotRow)`${SNAPSHOT} where id = ${id}`),
  };
};
