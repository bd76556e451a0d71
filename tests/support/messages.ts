import type { DelayedMessage } from '@canopy/contracts/messaging/api';
import { eventually } from './events.ts';
import type { apiClient } from './identity.ts';
import { addParticipants, createGroup, moveToGroup, participantRow } from './participants.ts';

/**
 * A message sent now once its job has sent it (sent or failed): send-now answers when the send is queued
 * (ADR 0079), so a spec that looks at the outcome waits for it here.
 */
export const settledMessage = async (
  api: ReturnType<typeof apiClient>,
  token: string,
  packageId: string,
  messageId: string,
  timeoutMs = 20_000,
): Promise<DelayedMessage> => {
  let found: DelayedMessage | undefined;
  await eventually(
    async () => {
      const listed = await api.call<DelayedMessage[]>('GET', `/packages/${packageId}/delayed-messages`, { token });
      found = listed.body.find((item) => item.id === messageId);
      return found?.status === 'sent' || found?.status === 'failed';
    },
    timeoutMs,
    `message ${messageId} sent`,
  );
  return found!;
};

/** `count` participants with addresses `<prefix><n>@acme.test` in a new group of theirs (moved in twenty at a time) */
export const addMailGroup = async (api: ReturnType<typeof apiClient>, token: string, workspaceId: string, name: string, count: number) => {
  const rows = Array.from({ length: count }, (_, n) =>
    participantRow(workspaceId, 1000 + n, { email: `${name.toLowerCase()}${n}@acme.test` }),
  );
  const people = await addParticipants(api, token, rows);
  const group = await createGroup(api, token, workspaceId, name);
  const ids = people.participants.map((person) => person.id);
  for (let start = 0; start < ids.length; start += 20)
    await Promise.all(ids.slice(start, start + 20).map((id) => moveToGroup(api, token, id, group.id)));
  return { ids, group, addresses: rows.map((row) => row.email ?? '') };
};
