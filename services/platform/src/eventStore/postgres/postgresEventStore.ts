import { EventEmitter } from 'node:events';
import type { GlobalPosition, NewEvent, RecordedEvent } from '@canopy/contracts';
import type pg from 'pg';
import { runMigrations } from '../../db/migrations.ts';
import type { AppendResult, EventStore, ExpectedRevision, ReadAllOptions, SubscribeOptions, Subscription } from '../eventStore.ts';
import { WrongExpectedRevisionError } from '../eventStore.ts';
import { position } from '../position.ts';
import { followLog } from '../followLog.ts';
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
};

export const migratePostgresEventStore = (pool: pg.Pool) => runMigrations(pool, eventStoreMigrations);

/** The default event log, in the same PostgreSQL as the read models. */
export const createPostgresEventStore = (options: PostgresEventStoreOptions): EventStore => {
  const { pool } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 50;
  // appends made by this process wake its own subscriptions at once; others are found by polling
  const appended = new EventEmitter();
  appended.setMaxListeners(0);

  const readAll = async ({ after, limit }: ReadAllOptions): Promise<RecordedEvent[]> => {
    const result = await pool.query<EventRow>(
      `select ${columns} from eventstore.events
        where (tx, seq) > ($1::xid8, $2::bigint) and tx < pg_snapshot_xmin(pg_current_snapshot())
        order by tx, seq limit $3`,
      [after?.tx ?? '0', after?.seq ?? '0', limit],
    );
    return result.rows.map(toRecorded);
  };

  const store: EventStore = {
    kind: 'postgres',

    async appendToStream(streamId: string, events: NewEvent[], { expectedRevision }: { expectedRevision: ExpectedRevision }): Promise<AppendResult> {
      if (events.length === 0) throw new Error(`append to ${streamId}: no events`);
      const result = await pool.query<{ ok: boolean; last_revision: string | null; tx: string | null; last_seq: string | null }>(
        'select * from eventstore.append($1, $2, $3::uuid[], $4::text[], $5::int[], $6::text[], $7::text[], $8::timestamptz[])',
        [
          streamId,
          String(expectedRevision),
          events.map((event) => event.eventId),
          events.map((event) => event.type),
          events.map((event) => event.schemaVersion),
          events.map((event) => JSON.stringify(event.data)),
          events.map((event) => JSON.stringify(event.metadata)),
          events.map((event) => event.occurredAt),
        ],
      );
      const row = result.rows[0];
      if (!row?.ok || row.tx === null || row.last_seq === null || row.last_revision === null) {
        throw new WrongExpectedRevisionError(streamId, expectedRevision, row?.last_revision == null ? 'no_stream' : Number(row.last_revision));
      }
      appended.emit('appended');
      return { nextExpectedRevision: Number(row.last_revision), position: position(row.tx, row.last_seq) };
    },

    async readStream(streamId: string, options?: { fromRevision?: number }): Promise<RecordedEvent[]> {
      const result = await pool.query<EventRow>(
        `select ${columns} from eventstore.events where stream_id = $1 and revision >= $2 order by revision`,
        [streamId, options?.fromRevision ?? 0],
      );
      return result.rows.map(toRecorded);
    },

    readAll,

    subscribeToAll(options: SubscribeOptions): Subscription {
      return followLog({
        ...options,
        read: readAll,
        waitForMore: (signal) =>
          new Promise<void>((resolve) => {
            const done = () => {
              clearTimeout(timer);
              appended.off('appended', done);
              signal.removeEventListener('abort', done);
              resolve();
            };
            const timer = setTimeout(done, pollIntervalMs);
            appended.once('appended', done);
            signal.addEventListener('abort', done, { once: true });
          }),
      });
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
      appended.removeAllListeners();
    },
  };
  return store;
};
