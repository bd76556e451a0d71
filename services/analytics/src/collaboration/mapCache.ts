import { type CollaborationMap, mapToObjects, mapToWire, type ParsedCollaborationFilters } from '@canopy/contracts/analytics/collaboration';
import { type PrecompressedBody, precompressedBody } from '@canopy/platform/http/precompressed';

/** the answer's shape: the spec's edge objects (the default) or the page's columns (ADR 0100, 0112) */
export type MapShape = 'objects' | 'columns';

/**
 * one answer: the map (shared by concurrent callers while it is read) and, once asked for, its answer in each shape
 * as JSON bytes, kept in each encoding a client asked for
 */
type Entry = { map: Promise<CollaborationMap>; bodies: Partial<Record<MapShape, Promise<PrecompressedBody>>> };

const encoders: Record<MapShape, (map: CollaborationMap) => unknown> = { objects: mapToObjects, columns: mapToWire };

/** the map's answer as JSON bytes: written from typed code, so not checked again on the way out (tests do) */
const bodyOf = async (map: Promise<CollaborationMap>, shape: MapShape) =>
  precompressedBody(Buffer.from(JSON.stringify(encoders[shape](await map))));

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
      const entry: Entry = { map: read(), bodies: {} };
      entry.map.catch(() => entries.drop(key));
      return entry;
    });

  return {
    /** the map under `key` (null: not cacheable, read every time) */
    map: (key: string | null, read: () => Promise<CollaborationMap>): Promise<CollaborationMap> =>
      key === null ? read() : entryOf(key, read).map,
    /** the map's answer in `shape`, written once per entry and shape and compressed once per encoding */
    body: (key: string | null, read: () => Promise<CollaborationMap>, shape: MapShape): Promise<PrecompressedBody> => {
      if (key === null) return bodyOf(read(), shape);
      const entry = entryOf(key, read);
      entry.bodies[shape] ??= bodyOf(entry.map, shape);
      return entry.bodies[shape];
    },
    size: entries.size,
  };
};

/**
 * the read models a map is read from, by what they give it: the choices, the roster, and for the groups' engagement
 * the answers, the minimum group size and the packages' assessments
 */
export const MAP_READ_MODELS = {
  choices: 'collaboration',
  people: 'participants',
  answers: 'analytics_answers',
  settings: 'analytics_settings',
  packages: 'survey_packages',
} as const;

/** where each of them stands (its version and position as one key; null: not there yet) */
export type MapPositions = Record<keyof typeof MAP_READ_MODELS, string | null>;

/**
 * what a kept map is found by: the workspace, the filters and where its read models stand; null (read it every time)
 * for a period counted back from now, which moves with the clock, or before the choices and the roster have a position
 */
export const mapKeyOf = (workspaceId: string, filters: ParsedCollaborationFilters, at: MapPositions): string | null => {
  const period = filters.period_of_answer_date;
  if (period.is_last_year || period.is_last_quarter || period.is_last_month) return null;
  if (at.choices === null || at.people === null) return null;
  return JSON.stringify([workspaceId, filters, at.choices, at.people, at.answers, at.settings, at.packages]);
};
