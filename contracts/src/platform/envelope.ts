import { z } from 'zod';

/**
 * Where an event sits in the global log, as a pair compared left to right.
 * PostgreSQL: `tx` is the appending transaction id (xid8) and `seq` the identity column;
 * consumers read in (tx, seq) order below the oldest in-flight transaction, so an event
 * whose transaction commits late is never skipped. EventStoreDB: commit and prepare position.
 * Serialised as decimal strings: both halves can exceed 2^53.
 */
export const GlobalPosition = z.object({
  tx: z.string().regex(/^\d+$/),
  seq: z.string().regex(/^\d+$/),
});
export type GlobalPosition = z.infer<typeof GlobalPosition>;

export const EventMetadata = z.object({
  teamId: z.string().nullable(),
  workspaceId: z.string().nullable().optional(),
  /** consultant id, 'system', or 'respondent:<participant id>' */
  actor: z.string(),
  correlationId: z.string(),
  causationId: z.string().nullable(),
});
export type EventMetadata = z.infer<typeof EventMetadata>;

/** What a writer hands to the event store. */
export const NewEvent = z.object({
  eventId: z.uuid(),
  type: z.string().min(1),
  schemaVersion: z.number().int().positive(),
  data: z.record(z.string(), z.unknown()),
  metadata: EventMetadata,
  occurredAt: z.iso.datetime({ offset: true }),
});
export type NewEvent = z.infer<typeof NewEvent>;

/** What a reader gets back: the envelope of the design card. */
export const RecordedEvent = NewEvent.extend({
  streamId: z.string().min(1),
  revision: z.number().int().nonnegative(),
  position: GlobalPosition,
});
export type RecordedEvent = z.infer<typeof RecordedEvent>;
