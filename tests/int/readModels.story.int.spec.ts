import { SnapshotSettings } from '@canopy/contracts/story/api';
import {
  SnapshotAdded,
  SnapshotCommented,
  SnapshotDeleted,
  StoryLinkRemoved,
  StoryLinkShared,
  StoryUpdated,
} from '@canopy/contracts/story/events';
import { storyProjection } from '@canopy/projections/story/stories/project';
import { describe, expect, it } from 'vitest';
import { given, withReadModel } from '../support/readModel.ts';

// The `story` read model on a migrated schema, without the product: given events, then rows.

const at = '2026-11-20T10:00:00.000Z';
const added = (id: string, workspace = 'w1') =>
  given(SnapshotAdded, {
    workspace_id: workspace,
    team_id: 't1',
    snapshot_id: id,
    kind: 'file',
    name: `Slide ${id}`,
    image_id: `img-${id}`,
    chart: null,
    figures: null,
    settings: SnapshotSettings.parse({}),
    added_by: 'c1',
    added_at: at,
  });

describe('story', () => {
  const story = withReadModel(storyProjection);
  const snapshots = (workspace = 'w1') =>
    story.rows<{ id: string; position: number; comment: string }>(
      'select id, position, comment from snapshots where workspace_id = $1 order by position',
      [workspace],
    );

  it('puts each snapshot last, keeps comments, reorders, drops a deleted one, and a redelivered batch changes nothing', async () => {
    await story.given(added('a'), added('b'), added('c'), added('x', 'w2'));
    await story.again();
    expect(await snapshots()).toEqual([
      { id: 'a', position: 0, comment: '' },
      { id: 'b', position: 1, comment: '' },
      { id: 'c', position: 2, comment: '' },
    ]);
    await story.given(
      given(SnapshotCommented, { workspace_id: 'w1', snapshot_id: 'b', comment: 'הערה', commented_at: at }),
      given(StoryUpdated, {
        workspace_id: 'w1',
        team_id: 't1',
        logo_team: false,
        logo_workspace: true,
        frame_color: '#abc',
        order: ['c', 'a', 'b'],
        updated_at: at,
      }),
      given(SnapshotDeleted, { workspace_id: 'w1', snapshot_id: 'a', deleted_by: 'c1', deleted_at: at }),
    );
    await story.again();
    expect(await snapshots()).toEqual([
      { id: 'c', position: 0, comment: '' },
      { id: 'b', position: 2, comment: 'הערה' },
    ]);
    expect(await snapshots('w2')).toEqual([{ id: 'x', position: 0, comment: '' }]);
    expect(await story.rows('select logo_team, logo_workspace, frame_color from stories where workspace_id = $1', ['w1'])).toEqual([
      { logo_team: false, logo_workspace: true, frame_color: '#abc' },
    ]);
  });

  it('keeps the live link, and forgets it when removed but not when an older link is named', async () => {
    const link = () => story.rows('select link_id, link_days from stories where workspace_id = $1', ['w1']);
    await story.given(
      given(StoryLinkShared, {
        workspace_id: 'w1',
        team_id: 't1',
        link_id: 'L1',
        days: 3,
        expires_at: '2026-11-23T10:00:00.000Z',
        shared_by: 'c1',
        shared_at: at,
      }),
    );
    expect(await link()).toEqual([{ link_id: 'L1', link_days: 3 }]);
    await story.given(given(StoryLinkRemoved, { workspace_id: 'w1', link_id: 'L0', removed_by: 'c1', removed_at: at }));
    expect(await link()).toEqual([{ link_id: 'L1', link_days: 3 }]);
    await story.given(given(StoryLinkRemoved, { workspace_id: 'w1', link_id: 'L1', removed_by: 'c1', removed_at: at }));
    expect(await link()).toEqual([{ link_id: null, link_days: null }]);
  });
});
