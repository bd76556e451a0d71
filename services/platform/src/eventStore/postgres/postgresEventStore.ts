import { EventEmitter } from 'node:events';
import type { GlobalPosition, NewEvent, RecordedEvent } from '@canopy/contracts';
import type pg from 'pg';
import { runMigrations } from '../../db/migrations.ts';
import type { AppendResult, EventStore, ExpectedRevision, ReadAllOptions, SubscribeOptions, Subscription } from '../eventStore.ts';
import { position } from '../position.ts';
import { followLog } from '../followLog.ts';
import { appendInChunks } from './appendInChunks.ts';
import { appendWakeups } from './appendWakeups.ts';
import { createGroupCommitter } from './groupCommit.ts';
import { eventStoreMigrations } from './schema.ts';

type EventRow = {
  seq: string;
  tx: string;
  event_id: string;
  stream_id: string;
  revision: string;
  type: string;
  schema_version: number;
  data: Record<string, unknown>;
  metadata: RecordedEvent['metadata'];
  occurred_at: Date;
};

const columns = 'seq, tx, event_id, stream_id, revision, type, schema_version, data, metadata, occurred_at';

const readStreamSql = `select ${columns} from eventstore.events where stream_id = $1 and revision >= $2 order by revision`;

const toRecorded = (row: EventRow): RecordedEvent => ({
  eventId: row.event_id,
  type: row.type,
  schemaVersion: row.schema_version,
  data: row.data,
  metadata: row.metadata,
  occurredAt: row.occurred_at.toISOString(),
  streamId: row.stream_id,
  revision: Number(row.revision),
  position: position(row.tx, row.seq),
});

export type PostgresEventStoreOptions = {
  pool: pg.Pool;
  /** how often a subscription looks for appends made by other processes */
  pollIntervalMs?: number;
  /** appends within this many ms of a subscription's last read share its next read (default 5) */
  coalesceMs?: number;
  /**
   * Group commit (docs/decisions/0009-group-commit.md): appends that arrive while this many calls are
   * in flight queue up and go out together, one transaction and one commit, when a call returns.
   */
  maxBatchesInFlight?: number;
  /** caps on one group commit: appends, events (an append larger than the event cap goes alone) */
  maxBatchAppends?: number;
  maxBatchEvents?: number;
  /**
   * Send appends and readStream as named prepared statements, parsed and planned once per connection
   * (default true). Turn off behind a pooler that does not keep prepared statements per client
   * (PgBouncer in transaction mode before 1.21).
   */
  preparedStatements?: boolean;
};

export const migratePostgresEventStore = (pool: pg.Pool) => runMigrations(pool, eventStoreMigrations);

/** The default event log, in the same PostgreSQL as the read models. */
export const createPostgresEventStore = (options: PostgresEventStoreOptions): EventStore => {
  const { pool } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 50;
  const coalesceMs = options.coalesceMs ?? 5;
  const preparedStatements = options.preparedStatements ?? true;
  // appends made by this process wake its own subscriptions at once; others are found by polling
  const appended = new EventEmitter();
  appended.setMaxListeners(0);
  const appender = createGroupCommitter({
    pool,
    maxBatchesInFlight: options.maxBatchesInFlight ?? 1,
    maxBatchAppends: options.maxBatchAppends ?? 256,
    maxBatchEvents: options.maxBatchEvents ?? 5_000,
    preparedStatements,
    onAppended: () => appended.emit('appended'),
  });

  const readAll = async ({ after, limit, dataOf }: ReadAllOptions): Promise<RecordedEvent[]> => {
    const params: unknown[] = [after?.tx ?? '0', after?.seq ?? '0', limit];
    // the bodies a reader skips stay in the database: no transfer, no JSON.parse
    const selected = dataOf
      ? columns.replace('data,', `case when type = any($${params.push(dataOf)}::text[]) then data else '{}'::json end as data,`)
      : columns;
    const result = await pool.query<EventRow>(
      `select ${selected} from eventstore.events
        where (tx, seq) > ($1::xid8, $2::bigint) and tx < pg_snapshot_xmin(pg_current_snapshot())
        order by tx, seq limit $3`,
      params,
    );
    return result.rows.map(toRecorded);
  };

  const store: EventStore = {
    kind: 'postgres',

    async appendToStream(
      streamId: string,
      events: NewEvent[],
      { expectedRevision }: { expectedRevision: ExpectedRevision },
    ): Promise<AppendResult> {
      if (events.length === 0) throw new Error(`append to ${streamId}: no events`);
      return appender.append(streamId, events, expectedRevision);
    },

    async appendChunks(
      streamId: string,
      chunks: AsyncIterable<NewEvent[]>,
      { expectedRevision }: { expectedRevision: ExpectedRevision },
    ): Promise<AppendResult> {
      return appendInChunks(pool, streamId, chunks, expectedRevision, () => appended.emit('appended'));
    },

    async readStream(streamId: string, options?: { fromRevision?: number }): Promise<RecordedEvent[]> {
      const result = await pool.query<EventRow>({
        ...(preparedStatements ? { name: 'eventstore_read_stream' } : {}),
        text: readStreamSql,
        values: [streamId, options?.fromRevision ?? 0],
      });
      return result.rows.map(toRecorded);
    },

    readAll,

    subscribeToAll(options: SubscribeOptions): Subscription {
      const wakeups = appendWakeups(appended, pollIntervalMs, coalesceMs);
      const subscription = followLog({ ...options, read: readAll, waitForMore: wakeups.waitForMore });
      return {
        async stop() {
          await subscription.stop();
          wakeups.stop();
        },
      };
    },

    async headPosition(): Promise<GlobalPosition | null> {
      const result = await pool.query<{ tx: string; seq: string }>(
        `select tx, seq from eventstore.events where tx < pg_snapshot_xmin(pg_current_snapshot())
          order by tx desc, seq desc limit 1`,
      );
      const row = result.rows[0];
      return row ? position(row.tx, row.seq) : null;
    },

    async close() {
      // appends already accepted finish (and answer their callers) before the pool can be ended
      await appender.drained();
      appended.removeAllListeners();
    },
  };
  return store;
};
