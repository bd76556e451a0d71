import { z } from 'zod';
import { Text } from './text.ts';

/**
 * Where an event sits in the global log, as a pair compared left to right.
 * PostgreSQL: `tx` is the appending transaction id (xid8) and `seq` the identity column;
 * consumers read in (tx, seq) order below the oldest in-flight transaction, so an event
 * whose transaction commits late is never skipped. EventStoreDB: commit and prepare position.
 * Serialised as decimal strings: both halves can exceed 2^53.
 */
export const GlobalPosition = z.object({
  tx: Text().regex(/^\d+$/),
  seq: Text().regex(/^\d+$/),
});
export type GlobalPosition = z.infer<typeof GlobalPosition>;

export const EventMetadata = z.object({
  teamId: Text().nullable(),
  workspaceId: Text().nullable().optional(),
  /** consultant id, 'system', or 'respondent:<participant id>' */
  actor: Text(),
  correlationId: Text(),
  causationId: Text().nullable(),
});
export type EventMetadata = z.infer<typeof EventMetadata>;

/** What a writer hands to the event store. */
export const NewEvent = z.object({
  eventId: z.uuid(),
  type: Text().min(1),
  schemaVersion: z.number().int().positive(),
  data: z.record(Text(), z.unknown()),
  metadata: EventMetadata,
  occurredAt: z.iso.datetime({ offset: true }),
});
export type NewEvent = z.infer<typeof NewEvent>;

/** What a reader gets back: the envelope of the design card. */
export const RecordedEvent = NewEvent.extend({
  streamId: Text().min(1),
  revision: z.number().int().nonnegative(),
  position: GlobalPosition,
});
export type RecordedEvent = z.infer<typeof RecordedEvent>;
