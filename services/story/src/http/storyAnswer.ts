import { daysLeft } from '@canopy/contracts/platform/dates';
import type { DataStory, Snapshot, StoryLink } from '@canopy/contracts/story/api';
import type { SnapshotRow, StoryRow } from '@canopy/projections/story/stories/read';
import { isLinkLive } from '../story/liveLink.ts';

/** the story's live link at `now`, or null when it has none or it has expired */
export const linkOf = (story: StoryRow | null, now: Date): StoryLink | null => {
  if (!story?.link_id || !story.link_expires_at || !isLinkLive(story.link_expires_at, now)) return null;
  return {
    story_link: story.link_id,
    days: story.link_days ?? 0,
    expires_at: story.link_expires_at.toISOString(),
    // whole days rounded up: a link made now for 3 days has 3 left (ADR 0118)
    days_difference: daysLeft(story.link_expires_at, now),
  };
};

export const snapshotAnswer = (row: SnapshotRow, url: string): Snapshot => ({
  id: row.id,
  name: row.name,
  type: row.kind === 'chart' ? (row.figures?.type ?? 'type1') : row.kind,
  kind: row.kind,
  view: row.figures?.view ?? null,
  assessments_ids: row.chart?.request.assessment_id ? [row.chart.request.assessment_id] : [],
  position: row.position,
  comment: row.comment,
  created_at: row.added_at.toISOString(),
  block_id: row.chart?.block_id ?? null,
  chart_id: row.chart?.chart_id ?? null,
  settings: row.settings,
  data: row.figures,
  url: { url },
});

type Owner = { name: string; logo_url: string | null };

/**
 * The story as the preview and the view show it. `imageUrl` and the logos' URLs differ by audience: signed,
 * expiring URLs for consultants, URLs under the share link for visitors (they stop when the link does).
 */
export const storyAnswer = (input: {
  workspaceId: string;
  story: StoryRow | null;
  snapshots: readonly SnapshotRow[];
  workspace: Owner;
  team: Owner;
  imageUrl: (snapshot: SnapshotRow) => string;
  now: Date;
}): DataStory => ({
  id: input.workspaceId,
  logo_team: input.story?.logo_team ?? true,
  logo_workspace: input.story?.logo_workspace ?? true,
  frame_color: input.story?.frame_color ?? null,
  snapshots: input.snapshots.map((row, index) => ({ ...snapshotAnswer(row, input.imageUrl(row)), position: index })),
  workspace: { id: input.workspaceId, ...input.workspace },
  team: input.team,
  link: linkOf(input.story, input.now),
});
