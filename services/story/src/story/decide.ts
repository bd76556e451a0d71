import { normaliseFrameColor, StoryMessages, StoryRules, type SnapshotSettings } from '@canopy/contracts/story/api';
import type { SnapshotChart, SnapshotKind } from '@canopy/contracts/story/events';
import type { ChartData } from '@canopy/contracts/analytics/api';
import { DomainError, type Decider } from '@canopy/platform/commands/decider';
import { evolveStory, initialStory, type StoryEvent, type StoryState } from './story.ts';
import { isLinkLive } from './liveLink.ts';

const DAY_MS = 86_400_000;

type Who = { workspace_id: string; team_id: string; by: string; now: string };

/** the route stored the image and, for a chart, computed its figures; ids come in the command */
export type AddSnapshot = {
  type: 'AddSnapshot';
  data: Who & {
    snapshot_id: string;
    kind: SnapshotKind;
    name: string;
    image_id: string;
    chart: SnapshotChart | null;
    figures: ChartData | null;
    settings: SnapshotSettings;
  };
};
export type CommentSnapshot = { type: 'CommentSnapshot'; data: Who & { snapshot_id: string; comment: string } };
export type DeleteSnapshot = { type: 'DeleteSnapshot'; data: Who & { snapshot_id: string } };
/** fields left out stay as they are; `frame_color` that is not 3 or 6 hex digits means the default gradient */
export type UpdateStory = {
  type: 'UpdateStory';
  data: Who & { logo_team?: boolean; logo_workspace?: boolean; frame_color?: string | null; order?: readonly string[] };
};
/** `link_id`: a fresh unguessable id, used when the story has no live link */
export type ShareLink = { type: 'ShareLink'; data: Who & { link_id: string; days: number } };
export type RemoveLink = { type: 'RemoveLink'; data: Who };
export type StoryCommand = AddSnapshot | CommentSnapshot | DeleteSnapshot | UpdateStory | ShareLink | RemoveLink;

const requireSnapshot = (state: StoryState, snapshotId: string) => {
  if (!state.order.includes(snapshotId)) throw new DomainError(StoryMessages.snapshotNotFound, 404);
};

/** a live link is one that has not expired at `now` */
export const liveLink = (state: StoryState, now: string) => (state.link && isLinkLive(state.link.expiresAt, now) ? state.link : null);

const sameOrder = (order: readonly string[], live: readonly string[]) =>
  order.length === live.length && new Set(order).size === order.length && order.every((id) => live.includes(id));

export const decideStory = (command: StoryCommand, state: StoryState): StoryEvent[] => {
  const { workspace_id, team_id, by, now } = command.data;
  switch (command.type) {
    case 'AddSnapshot': {
      const { snapshot_id, kind, image_id, chart, figures, settings } = command.data;
      const name = command.data.name.trim();
      if (!name) throw new DomainError(StoryMessages.nameRequired, 400);
      if (name.length > StoryRules.nameMax) throw new DomainError(`Name may contain maximum ${StoryRules.nameMax} characters`, 400);
      if (kind === 'chart' && (!chart || !figures)) throw new DomainError(StoryMessages.chartRequired, 400);
      if (state.order.includes(snapshot_id)) return [];
      return [
        {
          type: 'SnapshotAdded',
          data: {
            workspace_id,
            team_id,
            snapshot_id,
            kind,
            name,
            image_id,
            chart: kind === 'chart' ? chart : null,
            figures: kind === 'chart' ? figures : null,
            settings,
            added_by: by,
            added_at: now,
          },
        },
      ];
    }
    case 'CommentSnapshot': {
      const { snapshot_id, comment } = command.data;
      requireSnapshot(state, snapshot_id);
      if ([...comment].length > StoryRules.commentMax) throw new DomainError(StoryMessages.commentTooLong, 400);
      if (state.comments.get(snapshot_id) === comment) return [];
      return [{ type: 'SnapshotCommented', data: { workspace_id, snapshot_id, comment, commented_at: now } }];
    }
    case 'DeleteSnapshot': {
      requireSnapshot(state, command.data.snapshot_id);
      return [{ type: 'SnapshotDeleted', data: { workspace_id, snapshot_id: command.data.snapshot_id, deleted_by: by, deleted_at: now } }];
    }
    case 'UpdateStory': {
      const { logo_team, logo_workspace, frame_color, order } = command.data;
      if (order !== undefined && !sameOrder(order, state.order)) throw new DomainError(StoryMessages.orderMismatch, 409);
      const next = {
        logo_team: logo_team ?? state.logoTeam,
        logo_workspace: logo_workspace ?? state.logoWorkspace,
        frame_color: frame_color === undefined ? state.frameColor : normaliseFrameColor(frame_color),
        order: order ? [...order] : [...state.order],
      };
      const unchanged =
        next.logo_team === state.logoTeam &&
        next.logo_workspace === state.logoWorkspace &&
        next.frame_color === state.frameColor &&
        next.order.every((id, index) => state.order[index] === id);
      return unchanged ? [] : [{ type: 'StoryUpdated', data: { workspace_id, team_id, ...next, updated_at: now } }];
    }
    case 'ShareLink': {
      const { days } = command.data;
      if (!Number.isInteger(days) || days < 1 || days > StoryRules.maxExpiryDays) throw new DomainError(StoryMessages.expiryDays, 400);
      // a live link keeps its id (the address the client already has) and runs `days` from now; otherwise a new one
      const link_id = liveLink(state, now)?.id ?? command.data.link_id;
      const expires_at = new Date(Date.parse(now) + days * DAY_MS).toISOString();
      return [{ type: 'StoryLinkShared', data: { workspace_id, team_id, link_id, days, expires_at, shared_by: by, shared_at: now } }];
    }
    case 'RemoveLink':
      return state.link
        ? [{ type: 'StoryLinkRemoved', data: { workspace_id, link_id: state.link.id, removed_by: by, removed_at: now } }]
        : [];
  }
};

export const storyDecider: Decider<StoryCommand, StoryEvent, StoryState> = {
  initialState: initialStory,
  decide: decideStory,
  evolve: evolveStory,
};
