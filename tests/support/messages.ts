import type { DelayedMessage } from '@canopy/contracts/messaging/api';
import { eventually } from './events.ts';
import type { apiClient } from './identity.ts';

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
