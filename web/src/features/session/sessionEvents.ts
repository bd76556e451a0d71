import { clearSessionStorage } from './storage';

/** Why a session ended; the login page explains the involuntary ones. */
export type SessionEndReason =
  | { kind: 'signed-out' }
  /** a 401 from a call, or a refresh the server refused */
  | { kind: 'expired' }
  /** the stored tokens are missing or unreadable */
  | { kind: 'invalid-token' }
  /** the current user or team could not be loaded on startup */
  | { kind: 'restore-failed'; detail: string };

type Listener = (reason: SessionEndReason) => void;

const listeners = new Set<Listener>();
let lastReason: SessionEndReason | null = null;

/**
 * Ends the session: clears everything the session stored locally, then tells the app (which clears its
 * cached data and goes to '/'). Safe to call repeatedly, e.g. when several calls answer 401 at once.
 */
export function endSession(reason: SessionEndReason): void {
  clearSessionStorage();
  lastReason = reason;
  for (const listener of listeners) listener(reason);
}

export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The reason of the last ending, for the login page; kept until the next login (clearSessionEndReason). */
export function lastSessionEndReason(): SessionEndReason | null {
  return lastReason;
}

export function clearSessionEndReason(): void {
  lastReason = null;
}

export function describeSessionEnd(reason: SessionEndReason | null): string | null {
  switch (reason?.kind) {
    case 'expired':
      return 'Your session has ended. Please log in again.';
    case 'invalid-token':
      return 'Your session could not be read. Please log in again.';
    case 'restore-failed':
      return `Your session could not be restored: ${reason.detail}`;
    default:
      return null;
  }
}
