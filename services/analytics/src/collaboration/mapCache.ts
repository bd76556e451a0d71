import type { CollaborationMap } from '@canopy/contracts/analytics/collaboration';

/** one answer: the map (shared by concurrent callers while it is read) and, once written, its JSON bytes */
type Entry = { map: Promise<CollaborationMap>; json: Promise<Buffer> | null };

/**
 * The last few maps answered, by what they were read from: the filters and the positions of the read models behind
 * them (the collaboration choices and the roster). A projection's position moves with every event it has passed,
 * so an entry is only reused while neither read model has changed; a changed one gives a new key and the old entry
 * ages out. Reading the positions before the graph makes an entry at least as new as its key.
 */
export const createMapCache = (capacity = 8) => {
  const entries = new Map<string, Entry>();

  const entryOf = (key: string, read: () => Promise<CollaborationMap>): Entry => {
    const found = entries.get(key);
    if (found) {
      // most recently used last, so the oldest is the first to go
      entries.delete(key);
      entries.set(key, found);
      return found;
    }
    const entry: Entry = { map: read(), json: null };
    entry.map.catch(() => entries.delete(key));
    entries.set(key, entry);
    while (entries.size > capacity) entries.delete(entries.keys().next().value as string);
    return entry;
  };

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
    size: () => entries.size,
  };
};
