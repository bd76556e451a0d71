import type { IncomingMessage } from 'node:http';

/** how much of a body past the limit is read and thrown away so its sender can read the 413 */
export const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;
/** how long the rest may take to arrive before the connection is closed instead */
export const DRAIN_TIMEOUT_MS = 15_000;

/**
 * Reads and discards what is left of a request body the gateway refuses (413), up to `limit` bytes and `timeoutMs`:
 * true once the body ended, so the answer goes out on a connection the client has finished writing to (it reads the
 * 413 instead of a connection reset, and may reuse the connection); false when the body is larger or slower than the
 * bounds, and the connection must be closed after the answer.
 */
export const drainBody = (raw: IncomingMessage, limit = DRAIN_LIMIT_BYTES, timeoutMs = DRAIN_TIMEOUT_MS): Promise<boolean> => {
  if (raw.readableEnded || raw.complete) return Promise.resolve(true);
  return new Promise((resolve) => {
    let read = 0;
    const done = (ended: boolean) => {
      clearTimeout(timer);
      raw.removeListener('data', onData);
      raw.removeListener('end', onEnd);
      raw.removeListener('error', onError);
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > limit) done(false);
    };
    const onEnd = () => done(true);
    const onError = () => done(false);
    const timer = setTimeout(() => done(false), timeoutMs);
    raw.on('data', onData);
    raw.on('end', onEnd);
    raw.on('error', onError);
    raw.resume();
  });
};
