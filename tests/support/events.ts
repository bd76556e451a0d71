import { randomUUID } from 'node:crypto';
import type { NewEvent } from '@canopy/contracts';

/** A well-formed event for store and bus tests. */
export const newEvent = (type = 'SomethingHappened', data: Record<string, unknown> = {}, overrides: Partial<NewEvent> = {}): NewEvent => ({
  eventId: randomUUID(),
  type,
  schemaVersion: 1,
  data,
  metadata: { teamId: 'team-1', workspaceId: null, actor: 'test', correlationId: randomUUID(), causationId: null },
  occurredAt: new Date().toISOString(),
  ...overrides,
});

export const uniqueStream = (prefix = 'test') => `${prefix}-${randomUUID()}`;

/** Resolves when `predicate` holds, polling; fails after `timeoutMs`. */
export const eventually = async (predicate: () => boolean | Promise<boolean>, timeoutMs = 10_000, what = 'condition'): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await predicate()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
};
