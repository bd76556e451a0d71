import { useSyncExternalStore } from 'react';
import { sessionStorageKey, subscribeToTokens } from '../session/storage';

// The chosen workspace is stored locally under a session key, so signing out (clearSessionStorage)
// forgets it with the tokens. It is read afresh on every snapshot: a string compares by value, and a
// sign-out in this or another tab must not leave a stale choice in memory.

const KEY = sessionStorageKey('workspace-id');
const listeners = new Set<() => void>();
let fallback: string | null = null;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readStoredWorkspaceId(): string | null {
  const store = storage();
  return store ? store.getItem(KEY) : fallback;
}

/** Stores (or with null forgets) the chosen workspace and tells every subscriber. */
export function storeWorkspaceId(id: string | null): void {
  const store = storage();
  if (store) {
    if (id === null) store.removeItem(KEY);
    else store.setItem(KEY, id);
  } else fallback = id;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const unsubscribeTokens = subscribeToTokens(listener);
  return () => {
    listeners.delete(listener);
    unsubscribeTokens();
  };
}

export function useStoredWorkspaceId(): string | null {
  return useSyncExternalStore(subscribe, readStoredWorkspaceId, () => null);
}
