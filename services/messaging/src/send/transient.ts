/**
 * Whether a mail server's refusal or a lost connection may go the next time: 4xx replies (451 greylisting, 421
 * busy) and dropped, refused or timed-out connections are transient; a 5xx reply is final, and so is anything
 * else we cannot name (a mailer that is not configured will not become one).
 */
export const isTransient = (failure: unknown): boolean => {
  if (!(failure instanceof Error)) return false;
  const { responseCode, code } = failure as { responseCode?: number; code?: string };
  if (typeof responseCode === 'number') return responseCode >= 400 && responseCode < 500;
  return typeof code === 'string' && TRANSIENT_CODES.has(code);
};

// nodemailer's codes for a connection that failed, closed or stalled, and the socket errors under them
const TRANSIENT_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'EPROTOCOL']);

/** the pause before attempt `attempt + 1` (attempt counts from 1): doubling from `baseMs`, with up to a quarter of jitter */
export const retryDelay = (attempt: number, baseMs: number, random = Math.random) => {
  const plain = baseMs * 2 ** (attempt - 1);
  return Math.round(plain * (1 + random() / 4));
};
