import type { GlobalPosition, NewEvent, RecordedEvent } from '@canopy/contracts';

/**
 * What a writer expects of a stream before appending:
 * 'any' skips the check, 'no_stream' demands a new stream, 'stream_exists' an existing one,
 * a number demands exactly that last revision (revisions start at 0).
 */
export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | number;

export type AppendResult = {
  /** revision of the last appended event */
  nextExpectedRevision: number;
  /** position of the last appended event */
  position: GlobalPosition;
};

export type ReadAllOptions = {
  /** exclusive; null or absent reads from the start of the log */
  after?: GlobalPosition | null;
  limit: number;
  /**
   * Only events of these types need their data: a store may hand the others over with `data` empty
   * ({}), everything else about them intact, so a reader that skips them does not pay for their bodies.
   * Absent: every event with its data.
   */
  dataOf?: readonly string[];
};

export type SubscriptionHandler = (events: RecordedEvent[]) => Promise<void>;

export type SubscribeOptions = {
  /** exclusive start; null reads the log from its beginning */
  after: GlobalPosition | null;
  batchSize?: number;
  /** as ReadAllOptions.dataOf: events of other types may arrive with empty data */
  dataOf?: readonly string[];
  onBatch: SubscriptionHandler;
  /** called when the handler or the store fails; the subscription retries after a pause */
  onError?: (error: unknown) => void;
  /** called once the subscription has read everything that was in the log when it caught up */
  onCaughtUp?: () => void;
};

export type Subscription = {
  /** resolves when no batch is running any more */
  stop(): Promise<void>;
};

/**
 * The event log. Adapters: PostgreSQL (embedded default) and EventStoreDB.
 * Both pass the suite in tests/contract/eventStoreContract.ts.
 */
export interface EventStore {
  readonly kind: 'postgres' | 'esdb';
  appendToStream(streamId: string, events: NewEvent[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult>;
  /**
   * One append, atomic like appendToStream, of events that arrive in chunks: a store may write a chunk
   * while the caller makes the next (an import sealing personal data). Nothing is stored if a chunk cannot
   * be made or written; an empty source is refused.
   */
  appendChunks(streamId: string, chunks: AsyncIterable<NewEvent[]>, options: { expectedRevision: ExpectedRevision }): Promise<AppendResult>;
  /** every event of one stream in revision order; an unknown stream reads as [] */
  readStream(streamId: string, options?: { fromRevision?: number }): Promise<RecordedEvent[]>;
  /** a page of the global log in consumer order, never past an event of a transaction still in flight */
  readAll(options: ReadAllOptions): Promise<RecordedEvent[]>;
  /** catch-up from `after`, then live: every event exactly once, in log order */
  subscribeToAll(options: SubscribeOptions): Subscription;
  /** position of the newest event a reader can see now, null for an empty log */
  headPosition(): Promise<GlobalPosition | null>;
  close(): Promise<void>;
}

export class WrongExpectedRevisionError extends Error {
  readonly streamId: string;
  readonly expected: ExpectedRevision;
  readonly actual: number | 'no_stream';
  constructor(streamId: string, expected: ExpectedRevision, actual: number | 'no_stream') {
    super(`stream ${streamId}: expected revision ${String(expected)}, found ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
    this.streamId = streamId;
    this.expected = expected;
    this.actual = actual;
  }
}
