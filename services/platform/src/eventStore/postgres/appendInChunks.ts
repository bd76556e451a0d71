import type { NewEvent } from '@canopy/contracts';
import type pg from 'pg';
import type { AppendResult, ExpectedRevision } from '../eventStore.ts';
import { WrongExpectedRevisionError } from '../eventStore.ts';
import { appendManyQuery, appendResultOf, serialiseAppend, type AppendRow } from './groupCommit.ts';

/**
 * One append written chunk by chunk in one transaction on a connection of its own (the group commit's
 * batches are for small appends). Each chunk is one `append_many` call: the first checks the expected
 * revision and takes the stream's row lock, each next one expects the revision the one before left. The
 * next chunk is asked for while the database writes the current one, so the caller's work on it (sealing
 * personal data) overlaps the write. Any failure rolls everything back.
 */
export const appendInChunks = async (
  pool: pg.Pool,
  streamId: string,
  chunks: AsyncIterable<NewEvent[]>,
  expectedRevision: ExpectedRevision,
  onAppended: () => void,
): Promise<AppendResult> => {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('begin');
    const write = async (events: NewEvent[], expected: ExpectedRevision, first: boolean): Promise<AppendResult> => {
      const append = serialiseAppend(streamId, events, expected);
      const { rows } = await client.query<AppendRow>(appendManyQuery([append]));
      const result = appendResultOf(append, rows[0]);
      // the first chunk's check is the caller's; a later one cannot fail while this transaction holds the row
      if (result instanceof WrongExpectedRevisionError)
        throw first ? result : new Error(`append to ${streamId}: the stream moved during a chunked append`);
      return result;
    };
    let writing: Promise<AppendResult> | null = null;
    for await (const events of chunks) {
      if (events.length === 0) continue;
      writing = writing ? write(events, (await writing).nextExpectedRevision, false) : write(events, expectedRevision, true);
      // awaited on the next turn or after the loop; a failure meanwhile is not an unhandled rejection
      writing.catch(() => {});
    }
    if (!writing) throw new Error(`append to ${streamId}: no events`);
    const result = await writing;
    await client.query('commit');
    onAppended();
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {
      broken = true;
    });
    throw error;
  } finally {
    client.release(broken);
  }
};
