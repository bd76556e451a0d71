import type { EventOf } from '@canopy/contracts';
import type { MessageLinkType, MessageStatus, MessageType } from '@canopy/contracts/messaging/api';
import type {
  MessageDeleted,
  MessageExpired,
  MessageFailed,
  MessageSaved,
  MessageSent,
  TriggerRan,
} from '@canopy/contracts/messaging/events';

// The Message aggregate: one delayed or sent e-mail of a package. Stream: `message-<message id>`.

export type MessageEvent =
  | EventOf<typeof MessageSaved>
  | EventOf<typeof MessageDeleted>
  | EventOf<typeof MessageSent>
  | EventOf<typeof TriggerRan>
  | EventOf<typeof MessageExpired>
  | EventOf<typeof MessageFailed>;

/** what the wizard saves; `groups` with the names they had when saved */
export type MessageFields = {
  type_of_message: MessageType;
  send_at: string;
  trigger_days_after: number;
  type_of_link_being_sent: MessageLinkType | '';
  subject: string;
  html_content: string;
  email_message: string;
  email_signature: string;
  groups: Array<{ id: string; name: string }>;
};

export type LiveMessage = {
  status: MessageStatus;
  messageId: string;
  packageId: string;
  workspaceId: string;
  teamId: string;
  fields: MessageFields;
};
export type MessageState = { status: 'none' } | LiveMessage | { status: 'deleted' };

export const messageStreamId = (messageId: string) => `message-${messageId}`;

const withLive = (state: MessageState, change: (live: LiveMessage) => LiveMessage): MessageState =>
  state.status === 'none' || state.status === 'deleted' ? state : change(state);

export const evolveMessage = (state: MessageState, event: MessageEvent): MessageState => {
  switch (event.type) {
    case 'MessageSaved': {
      const { message_id, package_id, workspace_id, team_id, status, saved_by: _by, saved_at: _at, ...fields } = event.data;
      return { status, messageId: message_id, packageId: package_id, workspaceId: workspace_id, teamId: team_id, fields };
    }
    case 'MessageSent':
      return withLive(state, (live) => ({ ...live, status: 'sent' }));
    case 'TriggerRan':
      return state;
    case 'MessageExpired':
      return withLive(state, (live) => ({ ...live, status: 'expired' }));
    case 'MessageFailed':
      return withLive(state, (live) => ({ ...live, status: 'failed' }));
    case 'MessageDeleted':
      return { status: 'deleted' };
  }
};
