import type { TokenPair } from '@canopy/contracts';

/**
 * What the session keeps in localStorage, under encoded keys (spec: "stored locally under encoded keys"):
 * the access and refresh tokens here; other features (the current workspace id) use `sessionStorageKey` too,
 * so signing out clears everything the session owns in one sweep.
 */

const KEY_PREFIX = 'cnp_';

/** `cnp_` plus the base64 of a namespaced name: readable to us, not an obvious "access_token" to anyone else. */
export function sessionStorageKey(name: string): string {
  return `${KEY_PREFIX}${btoa(`canopy/${name}`).replace(/=+$/, '')}`;
}

const ACCESS_KEY = sessionStorageKey('access-token');
const REFRESH_KEY = sessionStorageKey('refresh-token');

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage can be disabled (privacy settings): the session then lives as long as the page.
    return null;
  }
}

/** In-memory fallback when localStorage is unavailable. */
const memory = new Map<string, string>();

function read(key: string): string | null {
  const store = storage();
  return store ? store.getItem(key) : (memory.get(key) ?? null);
}

function write(key: string, value: string): void {
  const store = storage();
  if (store) store.setItem(key, value);
  else memory.set(key, value);
}

const listeners = new Set<() => void>();
let snapshot: TokenPair | null | undefined;

function notify(): void {
  snapshot = undefined;
  for (const listener of listeners) listener();
}

/** Both tokens, or null when either is missing. The same object until the tokens change (for useSyncExternalStore). */
export function readTokens(): TokenPair | null {
  if (snapshot !== undefined) return snapshot;
  const access_token = read(ACCESS_KEY);
  const refresh_token = read(REFRESH_KEY);
  snapshot = access_token && refresh_token ? { access_token, refresh_token } : null;
  return snapshot;
}

/** Both tokens read from storage now, past the cached snapshot: another tab may have just replaced them. */
export function readTokensFresh(): TokenPair | null {
  snapshot = undefined;
  return readTokens();
}

export function writeTokens(pair: TokenPair): void {
  write(ACCESS_KEY, pair.access_token);
  write(REFRESH_KEY, pair.refresh_token);
  notify();
}

/** Removes every key the session owns (tokens, current workspace, ...). */
export function clearSessionStorage(): void {
  const store = storage();
  if (store) {
    const owned: string[] = [];
    for (let index = 0; index < store.length; index += 1) {
      const key = store.key(index);
      if (key?.startsWith(KEY_PREFIX)) owned.push(key);
    }
    for (const key of owned) store.removeItem(key);
  }
  memory.clear();
  notify();
}

/** Subscribe to token changes, in this tab and (through the storage event) in other tabs of the app. */
export function subscribeToTokens(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === ACCESS_KEY || event.key === REFRESH_KEY) {
      snapshot = undefined;
      listener();
    }
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}
