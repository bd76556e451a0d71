import type { CollaborationMap } from '@canopy/contracts/analytics/collaboration';

/** one answer: the map (shared by concurrent callers while it is read) and, once written, its JSON bytes */
type Entry = { map: Promise<CollaborationMap>; json: Promise<Buffer> | null };

/** the `capacity` most recently used values by key, the least recently used leaving first */
const recentlyUsed = <T>(capacity: number) => {
  const entries = new Map<string, T>();
  return {
    take(key: string, create: () => T): T {
      const found = entries.get(key);
      if (found !== undefined) {
        entries.delete(key);
        entries.set(key, found);
        return found;
      }
      const created = create();
      entries.set(key, created);
      while (entries.size > capacity) entries.delete(entries.keys().next().value as string);
      return created;
    },
    drop: (key: string) => entries.delete(key),
    size: () => entries.size,
  };
};

/** promised values kept by key: computed once (concurrent callers share the promise), forgotten if they fail */
export const keptPromises = <T>(capacity: number) => {
  const kept = recentlyUsed<Promise<T>>(capacity);
  return {
    get: (key: string, read: () => Promise<T>): Promise<T> =>
      kept.take(key, () => {
        const value = read();
        value.catch(() => kept.drop(key));
        return value;
      }),
    size: kept.size,
  };
};

/**
 * The last few maps answered, by what they were read from: the filters and the positions of the read models behind
 * them (the collaboration choices and the roster). A projection's position moves with every event it has passed,
 * so an entry is only reused while neither read model has changed; a changed one gives a new key and the old entry
 * ages out. Reading the positions before the graph makes an entry at least as new as its key.
 */
export const createMapCache = (capacity = 8) => {
  const entries = recentlyUsed<Entry>(capacity);

  const entryOf = (key: string, read: () => Promise<CollaborationMap>): Entry =>
    entries.take(key, () => {
      const entry: Entry = { map: read(), json: null };
      entry.map.catch(() => entries.drop(key));
      return entry;
    });

  return {
    /** the map under `key` (null: not cacheable, read every time) */
    map: (key: string | null, read: () => Promise<CollaborationMap>): Promise<CollaborationMap> =>
      key === null ? read() : entryOf(key, read).map,
    /** the map's JSON answer as bytes, written once per entry */
    json: (key: string | null, read: () => Promise<CollaborationMap>): Promise<Buffer> => {
      const toBytes = async (map: Promise<CollaborationMap>) => Buffer.from(JSON.stringify(await map));
      if (key === null) return toBytes(read());
      const entry = entryOf(key, read);
      entry.json ??= toBytes(entry.map);
      return entry.json;
    },
    size: entries.size,
  };
};
