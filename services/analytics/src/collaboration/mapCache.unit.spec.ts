import { brotliDecompressSync } from 'node:zlib';
import { type CollaborationMap, mapToObjects, mapToWire } from '@canopy/contracts/analytics/collaboration';
import { describe, expect, it } from 'vitest';
import { CollaborationFilters } from '@canopy/contracts/analytics/collaboration';
import { createMapCache, type MapPositions, mapKeyOf } from './mapCache.ts';

const mapOf = (count: number): CollaborationMap => ({
  nodes: [],
  edges: [],
  additionalInfo: { connectedness_score: 0, nodes_count: count, edges_count: 0 },
  structure: { modularity: 0, communities: [], brokers: [], isolated: [], density: null, groups_engagement: [] },
});

describe('the kept collaboration maps', () => {
  it('reads a map once per key, concurrent callers included, and writes and compresses its wire answer once', async () => {
    const cache = createMapCache();
    let reads = 0;
    const read = async () => mapOf(++reads);
    const [first, second] = await Promise.all([cache.map('k', read), cache.map('k', read)]);
    expect(reads).toBe(1);
    expect(second).toBe(first);
    const body = await cache.body('k', read, 'columns');
    expect(JSON.parse((await body.encoded('identity')).toString('utf8'))).toEqual(mapToWire(mapOf(1)));
    expect(await cache.body('k', read, 'columns')).toBe(body);
    const br = await body.encoded('br');
    expect(JSON.parse(brotliDecompressSync(br).toString('utf8'))).toEqual(mapToWire(mapOf(1)));
    expect(await (await cache.body('k', read, 'columns')).encoded('br')).toBe(br);
    // the spec's shape is kept beside it, from the same map
    const objects = await cache.body('k', read, 'objects');
    expect(objects).not.toBe(body);
    expect(JSON.parse((await objects.encoded('identity')).toString('utf8'))).toEqual(mapToObjects(mapOf(1)));
    expect(await cache.body('k', read, 'objects')).toBe(objects);
    expect(reads).toBe(1);
  });

  it('reads again under another key (a read model moved), and every time without a key', async () => {
    const cache = createMapCache();
    let reads = 0;
    const read = async () => mapOf(++reads);
    await cache.map('at-1', read);
    expect((await cache.map('at-2', read)).additionalInfo.nodes_count).toBe(2);
    await cache.map(null, read);
    await cache.body(null, read, 'columns');
    expect(reads).toBe(4);
  });

  it('forgets the least recently used map beyond its capacity, and a failed read at once', async () => {
    const cache = createMapCache(2);
    let reads = 0;
    const read = async () => mapOf(++reads);
    await cache.map('a', read);
    await cache.map('b', read);
    await cache.map('a', read);
    await cache.map('c', read);
    expect(cache.size()).toBe(2);
    await cache.map('a', read);
    expect(reads).toBe(3);
    await cache.map('b', read);
    expect(reads).toBe(4);
    await expect(cache.map('d', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache.map('d', read)).additionalInfo.nodes_count).toBe(5);
  });
});

describe('what a kept map is found by', () => {
  const at: MapPositions = { choices: 'c1', people: 'p1', answers: 'a1', settings: 's1', packages: 'k1' };
  const all = CollaborationFilters.parse({});

  it('moves with every read model behind the map: the choices, the roster, and the answers, minimum and packages of its engagement', () => {
    const key = mapKeyOf('w', all, at);
    expect(mapKeyOf('w', all, { ...at })).toBe(key);
    for (const moved of Object.keys(at) as (keyof MapPositions)[]) {
      expect(mapKeyOf('w', all, { ...at, [moved]: `${at[moved]}+` }), moved).not.toBe(key);
    }
    expect(mapKeyOf('v', all, at)).not.toBe(key);
    expect(mapKeyOf('w', CollaborationFilters.parse({ classification_id: 'location' }), at)).not.toBe(key);
  });

  it('is none for a period counted back from now, or before the choices and the roster have a position', () => {
    expect(
      mapKeyOf('w', CollaborationFilters.parse({ period_of_answer_date: { is_all_time: false, is_last_month: true } }), at),
    ).toBeNull();
    expect(mapKeyOf('w', all, { ...at, choices: null })).toBeNull();
    expect(mapKeyOf('w', all, { ...at, people: null })).toBeNull();
    expect(mapKeyOf('w', all, { ...at, settings: null })).not.toBeNull();
  });
});
