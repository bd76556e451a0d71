import type { EventOf } from '@canopy/contracts';
import type {
  SnapshotAdded,
  SnapshotCommented,
  SnapshotDeleted,
  StoryLinkRemoved,
  StoryLinkShared,
  StoryUpdated,
} from '@canopy/contracts/story/events';

// A workspace's data story. Stream: `story-<workspace id>` (ADR 0063).

export type StoryEvent =
  | EventOf<typeof SnapshotAdded>
  | EventOf<typeof SnapshotCommented>
  | EventOf<typeof SnapshotDeleted>
  | EventOf<typeof StoryUpdated>
  | EventOf<typeof StoryLinkShared>
  | EventOf<typeof StoryLinkRemoved>;

export type StoryState = {
  logoTeam: boolean;
  logoWorkspace: boolean;
  frameColor: string | null;
  /** the live snapshots in presentation order */
  order: readonly string[];
  comments: ReadonlyMap<string, string>;
  link: { id: string; days: number; expiresAt: string } | null;
};

export const initialStory = (): StoryState => ({
  logoTeam: true,
  logoWorkspace: true,
  frameColor: null,
  order: [],
  comments: new Map(),
  link: null,
});

export const evolveStory = (state: StoryState, event: StoryEvent): StoryState => {
  switch (event.type) {
    case 'SnapshotAdded':
      return {
        ...state,
        order: [...state.order, event.data.snapshot_id],
        comments: new Map([...state.comments, [event.data.snapshot_id, '']]),
      };
    case 'SnapshotCommented':
      return { ...state, comments: new Map([...state.comments, [event.data.snapshot_id, event.data.comment]]) };
    case 'SnapshotDeleted': {
      const comments = new Map(state.comments);
      comments.delete(event.data.snapshot_id);
      return { ...state, order: state.order.filter((id) => id !== event.data.snapshot_id), comments };
    }
    case 'StoryUpdated':
      return {
        ...state,
        logoTeam: event.data.logo_team,
        logoWorkspace: event.data.logo_workspace,
        frameColor: event.data.frame_color,
        order: event.data.order,
      };
    case 'StoryLinkShared':
      return { ...state, link: { id: event.data.link_id, days: event.data.days, expiresAt: event.data.expires_at } };
    case 'StoryLinkRemoved':
      return { ...state, link: null };
  }
};
