/**
 * SQLSTATE classes that say nothing about the event being applied: the connection (08), a transaction
 * rollback such as a serialization failure or deadlock (40), resources (53), object state such as a lock
 * not available (55), operator intervention such as a cancel or shutdown (57), system errors (58) and
 * internal errors (XX). Trying the same event again later can succeed.
 */
const TRANSIENT_SQLSTATE_CLASSES = new Set(['08', '40', '53', '55', '57', '58', 'XX']);

/** what node-postgres and its pool throw, without a SQLSTATE, when the connection or the pool goes away */
const TRANSIENT_CLIENT_MESSAGES =
  /connection terminated|connection (?:error|closed)|not queryable|timeout exceeded|after calling end on the pool|socket/i;

const sqlState = (error: object): string | null => {
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && typeof severity === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : null;
};

/**
 * True when `error` says the event cannot be applied however often it is tried: a database error of any
 * class but the transient ones (data exceptions 22 and integrity violations 23 above all), or an error
 * the projection's own code threw. Transient errors (above, and node's socket errors, which carry a
 * `code` such as ECONNRESET but no severity) are retried with the whole batch instead. ADR 0020.
 */
export const isPoisonError = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) return true;
  const state = sqlState(error);
  if (state !== null) return !TRANSIENT_SQLSTATE_CLASSES.has(state.slice(0, 2));
  if (typeof (error as { code?: unknown }).code === 'string' || typeof (error as { errno?: unknown }).errno === 'number') return false;
  return !(error instanceof Error && TRANSIENT_CLIENT_MESSAGES.test(error.message));
};
