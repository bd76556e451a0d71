import { StoryMessages, type SnapshotSettings } from '@canopy/contracts/story/api';
import { deciderSpec } from '@canopy/platform/commands/givenWhenThen';
import { describe, it } from 'vitest';
import { storyDecider } from './decide.ts';
import type { StoryEvent } from './story.ts';

const spec = deciderSpec(storyDecider);
const who = { workspace_id: 'w1', team_id: 't1', by: 'c1', now: '2026-11-26T10:00:00.000Z' };
const settings = {
  is_all_participants: true,
  groupsNames: [],
  is_all_assessments: false,
  assesmNames: [],
  period_of_answer_date: null,
  activeRuns: [],
  questions_ids: [],
  hiring_range: null,
  percentiles: null,
  connectedness_score: null,
} satisfies SnapshotSettings;
const added = (id: string): StoryEvent => ({
  type: 'SnapshotAdded',
  data: {
    workspace_id: 'w1',
    team_id: 't1',
    snapshot_id: id,
    kind: 'file',
    name: id,
    image_id: `img-${id}`,
    chart: null,
    figures: null,
    settings,
    added_by: 'c1',
    added_at: who.now,
  },
});
const shared = (linkId: string, expiresAt: string): StoryEvent => ({
  type: 'StoryLinkShared',
  data: { workspace_id: 'w1', team_id: 't1', link_id: linkId, days: 1, expires_at: expiresAt, shared_by: 'c1', shared_at: who.now },
});

describe('story decider', () => {
  it('adds a snapshot with its name trimmed, and refuses one without a name or a chart snapshot without figures', () => {
    spec
      .given([])
      .when({
        type: 'AddSnapshot',
        data: { ...who, snapshot_id: 's1', kind: 'file', name: '  s1 ', image_id: 'img-s1', chart: null, figures: null, settings },
      })
      .then([added('s1')]);
    spec
      .given([])
      .when({
        type: 'AddSnapshot',
        data: { ...who, snapshot_id: 's1', kind: 'file', name: '  ', image_id: 'i', chart: null, figures: null, settings },
      })
      .thenThrows(StoryMessages.nameRequired, 400);
    spec
      .given([])
      .when({
        type: 'AddSnapshot',
        data: { ...who, snapshot_id: 's1', kind: 'chart', name: 'c', image_id: 'i', chart: null, figures: null, settings },
      })
      .thenThrows(StoryMessages.chartRequired, 400);
  });

  it('comments up to 500 characters (counted as characters, not UTF-16 units), and not a deleted snapshot', () => {
    const comment = '😀'.repeat(500);
    spec
      .given([added('s1')])
      .when({ type: 'CommentSnapshot', data: { ...who, snapshot_id: 's1', comment } })
      .then([{ type: 'SnapshotCommented', data: { workspace_id: 'w1', snapshot_id: 's1', comment, commented_at: who.now } }]);
    spec
      .given([added('s1')])
      .when({ type: 'CommentSnapshot', data: { ...who, snapshot_id: 's1', comment: 'x'.repeat(501) } })
      .thenThrows(StoryMessages.commentTooLong, 400);
    spec
      .given([
        added('s1'),
        { type: 'SnapshotDeleted', data: { workspace_id: 'w1', snapshot_id: 's1', deleted_by: 'c1', deleted_at: who.now } },
      ])
      .when({ type: 'CommentSnapshot', data: { ...who, snapshot_id: 's1', comment: 'x' } })
      .thenThrows(StoryMessages.snapshotNotFound, 404);
  });

  it('reorders only with every live snapshot named once, and keeps a frame colour of 3 or 6 hex digits (else the gradient)', () => {
    const update = (data: object) => ({ type: 'UpdateStory' as const, data: { ...who, ...data } });
    spec
      .given([added('a'), added('b')])
      .when(update({ order: ['a'] }))
      .thenThrows(StoryMessages.orderMismatch, 409);
    spec
      .given([added('a'), added('b')])
      .when(update({ order: ['a', 'a'] }))
      .thenThrows(StoryMessages.orderMismatch, 409);
    spec
      .given([added('a'), added('b')])
      .when(update({ order: ['a', 'b'] }))
      .then([]);
    spec
      .given([added('a'), added('b')])
      .when(update({ order: ['b', 'a'], frame_color: 'ABC' }))
      .then([
        {
          type: 'StoryUpdated',
          data: {
            workspace_id: 'w1',
            team_id: 't1',
            logo_team: true,
            logo_workspace: true,
            frame_color: '#abc',
            order: ['b', 'a'],
            updated_at: who.now,
          },
        },
      ]);
    spec
      .given([added('a')])
      .when(update({ frame_color: '#12345' }))
      .then([]);
  });

  it('shares a link for at least 1 day, keeps a live link id when the expiry changes, and mints a new one after it expired', () => {
    const share = (days: number) => ({ type: 'ShareLink' as const, data: { ...who, link_id: 'new', days } });
    spec.given([]).when(share(0)).thenThrows(StoryMessages.expiryDays, 400);
    spec.given([]).when(share(1.5)).thenThrows(StoryMessages.expiryDays, 400);
    spec
      .given([])
      .when(share(1))
      .then([shared('new', '2026-11-27T10:00:00.000Z')]);
    spec
      .given([shared('old', '2026-11-27T00:00:00.000Z')])
      .when(share(1))
      .then([shared('old', '2026-11-27T10:00:00.000Z')]);
    spec
      .given([shared('old', '2026-11-26T09:59:59.000Z')])
      .when(share(1))
      .then([shared('new', '2026-11-27T10:00:00.000Z')]);
    spec
      .given([shared('old', '2026-11-27T00:00:00.000Z')])
      .when({ type: 'RemoveLink', data: who })
      .then([{ type: 'StoryLinkRemoved', data: { workspace_id: 'w1', link_id: 'old', removed_by: 'c1', removed_at: who.now } }]);
    spec.given([]).when({ type: 'RemoveLink', data: who }).then([]);
  });
});
