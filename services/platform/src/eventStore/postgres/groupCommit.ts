import type { NewEvent } from '@canopy/contracts';
import type pg from 'pg';
import type { AppendResult, ExpectedRevision } from '../eventStore.ts';
import { WrongExpectedRevisionError } from '../eventStore.ts';
import { position } from '../position.ts';

/**
 * Group commit for the PostgreSQL event store (docs/decisions/0009-group-commit.md).
 *
 * A durable commit costs about the same whether it carries one append or a hundred, so appends that
 * arrive while a call is in flight wait in a queue, and when a call returns the queue goes out as
 * the next batch: one `eventstore.append_many` call, one transaction, one commit. No timers: an
 * append that finds a free slot goes out at once, as a batch of one.
 * Every caller still gets its own AppendResult or its own error.
 */
export type GroupCommitOptions = {
  pool: pg.Pool;
  /** calls in flight at once; more appends wait and go out together when one returns */
  maxBatchesInFlight: number;
  /** caps on one batch */
  maxBatchAppends: number;
  maxBatchEvents: number;
  /** send the calls as named prepared statements: parsed and planned once per connection */
  preparedStatements: boolean;
  /** called after a call stored at least one append, before its callers hear of it */
  onAppended: () => void;
};

export type AppendRow = { ok: boolean; last_revision: string | null; tx: string | null; last_seq: string | null };

/** An append serialised at the caller's side, so a bad payload fails that caller alone. */
export type SerialisedAppend = {
  streamId: string;
  expectedRevision: ExpectedRevision;
  eventIds: string[];
  types: string[];
  versions: number[];
  data: string[];
  metadata: string[];
  occurredAt: string[];
};

type PendingAppend = SerialisedAppend & {
  resolve: (result: AppendResult) => void;
  reject: (error: unknown) => void;
};

export const serialiseAppend = (streamId: string, events: NewEvent[], expectedRevision: ExpectedRevision): SerialisedAppend => ({
  streamId,
  expectedRevision,
  eventIds: events.map((event) => event.eventId),
  types: events.map((event) => event.type),
  versions: events.map((event) => event.schemaVersion),
  data: events.map((event) => JSON.stringify(event.data)),
  metadata: events.map((event) => JSON.stringify(event.metadata)),
  occurredAt: events.map((event) => event.occurredAt),
});

const appendManySql =
  'select * from eventstore.append_many($1::text[], $2::text[], $3::int[], $4::uuid[], $5::text[], $6::int[], $7::json, $8::text[], $9::timestamptz[])';

/** the `eventstore.append_many` call for these appends, one result row each in their order */
export const appendManyQuery = (batch: readonly SerialisedAppend[]) => {
  const flat = <T>(pick: (append: SerialisedAppend) => T[]): T[] => batch.flatMap(pick);
  return {
    text: appendManySql,
    values: [
      batch.map((append) => append.streamId),
      batch.map((append) => String(append.expectedRevision)),
      batch.map((append) => append.eventIds.length),
      flat((append) => append.eventIds),
      flat((append) => append.types),
      flat((append) => append.versions),
      // the bodies as one JSON array, joined from the text each caller serialised: no re-encoding
      `[${flat((append) => append.data).join(',')}]`,
      flat((append) => append.metadata),
      flat((append) => append.occurredAt),
    ],
  };
};

/** what one result row of append_many means for its append: stored, or the revision check failed */
export const appendResultOf = (append: SerialisedAppend, row: AppendRow | undefined): AppendResult | WrongExpectedRevisionError =>
  !row?.ok || row.tx === null || row.last_seq === null || row.last_revision === null
    ? new WrongExpectedRevisionError(
        append.streamId,
        append.expectedRevision,
        row?.last_revision == null ? 'no_stream' : Number(row.last_revision),
      )
    : { nextExpectedRevision: Number(row.last_revision), position: position(row.tx, row.last_seq) };

export type GroupCommitter = {
  append(streamId: string, events: NewEvent[], expectedRevision: ExpectedRevision): Promise<AppendResult>;
  /** resolves once nothing is queued or in flight */
  drained(): Promise<void>;
};

export const createGroupCommitter = (options: GroupCommitOptions): GroupCommitter => {
  const { pool, maxBatchesInFlight, maxBatchAppends, maxBatchEvents, preparedStatements, onAppended } = options;
  const queue: PendingAppend[] = [];
  let inFlight = 0;
  let whenDrained: Array<() => void> = [];

  const appendMany = async (batch: PendingAppend[]): Promise<AppendRow[]> => {
    const query = appendManyQuery(batch);
    const result = await pool.query<AppendRow>(preparedStatements ? { name: 'eventstore_append_many', ...query } : query);
    if (result.rows.length !== batch.length) throw new Error(`append_many answered ${result.rows.length} rows for ${batch.length} appends`);
    return result.rows;
  };

  const settle = (append: PendingAppend, row: AppendRow | undefined) => {
    const result = appendResultOf(append, row);
    if (result instanceof WrongExpectedRevisionError) append.reject(result);
    else append.resolve(result);
  };

  const runOne = async (append: PendingAppend): Promise<void> => {
    let row: AppendRow | undefined;
    try {
      [row] = await appendMany([append]);
    } catch (error) {
      append.reject(error);
      return;
    }
    if (row?.ok) onAppended();
    settle(append, row);
  };

  const runBatch = async (batch: PendingAppend[]): Promise<void> => {
    if (batch.length === 1) return runOne(batch[0]!);
    let rows: AppendRow[];
    try {
      rows = await appendMany(batch);
    } catch {
      // One bad append (a duplicate event id, an invalid uuid), a deadlock or a lost connection fails
      // the whole call and rolls it back: retry each append once on its own, so each caller gets its
      // own outcome and its own error. Streams go in parallel, one stream's appends in arrival order.
      // (Should a call have committed before its connection broke, a retry cannot store twice: the
      // event ids are unique and the expected revision has moved, so it fails instead.)
      const byStream = new Map<string, PendingAppend[]>();
      for (const append of batch) {
        const list = byStream.get(append.streamId);
        if (list) list.push(append);
        else byStream.set(append.streamId, [append]);
      }
      await Promise.all(
        [...byStream.values()].map(async (appends) => {
          for (const append of appends) await runOne(append);
        }),
      );
      return;
    }
    if (rows.some((row) => row.ok)) onAppended();
    batch.forEach((append, index) => {
      settle(append, rows[index]);
    });
  };

  const takeBatch = (): PendingAppend[] => {
    let appends = 0;
    let events = 0;
    while (appends < queue.length && appends < maxBatchAppends) {
      const size = queue[appends]!.eventIds.length;
      if (appends > 0 && events + size > maxBatchEvents) break;
      events += size;
      appends++;
    }
    return queue.splice(0, appends);
  };

  const pump = () => {
    while (inFlight < maxBatchesInFlight && queue.length > 0) {
      const batch = takeBatch();
      inFlight++;
      runBatch(batch)
        .catch((error: unknown) => {
          // runBatch settles every append itself; this only guards against a bug leaving callers hanging
          for (const append of batch) append.reject(error);
        })
        .finally(() => {
          inFlight--;
          pump();
          if (inFlight === 0 && queue.length === 0) {
            const waiting = whenDrained;
            whenDrained = [];
            for (const resolve of waiting) resolve();
          }
        });
    }
  };

  return {
    append(streamId, events, expectedRevision) {
      return new Promise<AppendResult>((resolve, reject) => {
        queue.push({ ...serialiseAppend(streamId, events, expectedRevision), resolve, reject });
        pump();
      });
    },
    drained() {
      if (inFlight === 0 && queue.length === 0) return Promise.resolve();
      return new Promise<void>((resolve) => whenDrained.push(resolve));
    },
  };
};
