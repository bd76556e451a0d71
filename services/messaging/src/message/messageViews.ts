import { MessagingMessages } from '@canopy/contracts/messaging/api';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import { failedParticipants, toDelayedMessage, type MessageRow } from '@canopy/projections/messaging/messages/read';
import type { MessageDeps } from './messageDeps.ts';

// How the message use cases show and find messages: the API's view of a row, and a message of the caller's package.

/** the addresses of the failures' participants, read now from the roster (an erased one has none) */
const addressesOf = async (deps: Pick<MessageDeps, 'roster'>, rows: readonly Pick<MessageRow, 'errors'>[]) => {
  const ids = failedParticipants(rows);
  if (ids.length === 0) return new Map<string, string>();
  return new Map((await deps.roster.participants(ids)).map((person) => [person.id, person.email ?? '']));
};

/** the messages as the API shows them, each with its delivery progress once a send started */
export const shown = async (deps: Pick<MessageDeps, 'roster' | 'ledger'>, rows: readonly MessageRow[]) => {
  const [addresses, progress] = await Promise.all([addressesOf(deps, rows), deps.ledger.progress(rows.map((row) => row.id))]);
  return rows.map((row) => ({ ...toDelayedMessage(row, addresses), delivery: progress.get(row.id) ?? null }));
};

/** one message as the API shows it (after a command: the read model has caught up, read-your-writes) */
export const shownMessage = async (deps: Pick<MessageDeps, 'roster' | 'ledger' | 'messages'>, id: string) => {
  const row = await deps.messages.one(id);
  if (!row) throw httpError(404, MessagingMessages.messageNotFound);
  return (await shown(deps, [row]))[0]!;
};

/** the caller's team's message of the package, else not found */
export const ownMessage = async (deps: Pick<MessageDeps, 'messages'>, teamId: string, packageId: string, messageId: string) => {
  const row = await deps.messages.one(messageId);
  if (!row || row.team_id !== teamId || row.package_id !== packageId) throw httpError(404, MessagingMessages.messageNotFound);
  return row;
};
