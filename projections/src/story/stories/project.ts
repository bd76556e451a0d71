import {
  SnapshotAdded,
  SnapshotCommented,
  SnapshotDeleted,
  StoryLinkRemoved,
  StoryLinkShared,
  StoryUpdated,
} from '@canopy/contracts/story/events';
import type pg from 'pg';
import { handlerProjection, on } from '../../handlers.ts';
import { storySchema } from './schema.ts';

const ensureStory = (client: pg.PoolClient, workspaceId: string, teamId: string) =>
  client.query('insert into stories (workspace_id, team_id) values ($1, $2) on conflict (workspace_id) do nothing', [workspaceId, teamId]);

/** writes `story` (schema.ts): a snapshot goes last in its story's order; a reorder rewrites every position */
export const storyProjection = handlerProjection(storySchema, [
  on(SnapshotAdded, async (client, data) => {
    await ensureStory(client, data.workspace_id, data.team_id);
    await client.query(
      `insert into snapshots (id, workspace_id, team_id, position, kind, name, image_id, chart, figures, settings, added_at)
       values ($1, $2, $3, (select coalesce(max(position) + 1, 0) from snapshots where workspace_id = $2), $4, $5, $6, $7, $8, $9, $10)
       on conflict (id) do nothing`,
      [
        data.snapshot_id,
        data.workspace_id,
        data.team_id,
        data.kind,
        data.name,
        data.image_id,
        data.chart === null ? null : JSON.stringify(data.chart),
        data.figures === null ? null : JSON.stringify(data.figures),
        JSON.stringify(data.settings),
        data.added_at,
      ],
    );
  }),
  on(SnapshotCommented, async (client, data) => {
    await client.query('update snapshots set comment = $2 where id = $1', [data.snapshot_id, data.comment]);
  }),
  on(SnapshotDeleted, async (client, data) => {
    await client.query('delete from snapshots where id = $1', [data.snapshot_id]);
  }),
  on(StoryUpdated, async (client, data) => {
    await ensureStory(client, data.workspace_id, data.team_id);
    await client.query('update stories set logo_team = $2, logo_workspace = $3, frame_color = $4 where workspace_id = $1', [
      data.workspace_id,
      data.logo_team,
      data.logo_workspace,
      data.frame_color,
    ]);
    await client.query(
      `update snapshots s set position = o.position - 1 from unnest($2::text[]) with ordinality as o(id, position)
        where s.workspace_id = $1 and s.id = o.id`,
      [data.workspace_id, data.order],
    );
  }),
  on(StoryLinkShared, async (client, data) => {
    await ensureStory(client, data.workspace_id, data.team_id);
    await client.query('update stories set link_id = $2, link_days = $3, link_expires_at = $4 where workspace_id = $1', [
      data.workspace_id,
      data.link_id,
      data.days,
      data.expires_at,
    ]);
  }),
  on(StoryLinkRemoved, async (client, data) => {
    await client.query(
      'update stories set link_id = null, link_days = null, link_expires_at = null where workspace_id = $1 and link_id = $2',
      [data.workspace_id, data.link_id],
    );
  }),
]);
