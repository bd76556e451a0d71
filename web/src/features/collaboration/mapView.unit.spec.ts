import { describe, expect, it } from 'vitest';
import { isShown, layoutQuality, mapSize, ringOf, searchPeople } from './mapView';

const node = (filtered_status: 'captured' | 'matched' | 'uncaptured' | 'inactive', percentile: number, mentions = 0) => ({
  filtered_status,
  percentile,
  mentions,
});
const all = { percentiles: [1, 100] as [number, number], connections: null };

describe('the map view', () => {
  it('hides ranked people outside the percentile range, at its edges included', () => {
    const range = { ...all, percentiles: [20, 80] as [number, number] };
    expect(isShown(node('matched', 20), range)).toBe(true);
    expect(isShown(node('captured', 80), range)).toBe(true);
    expect(isShown(node('matched', 19), range)).toBe(false);
    expect(isShown(node('captured', 81), range)).toBe(false);
    expect(isShown(node('uncaptured', 1), range)).toBe(true);
    expect(isShown(node('inactive', 100), range)).toBe(true);
    expect(isShown(node('matched', 1), all)).toBe(true);
    expect(isShown(node('matched', 100), all)).toBe(true);
  });

  it('keeps the people chosen that many times, the last step meaning 18 or more', () => {
    expect(isShown(node('matched', 50, 3), { ...all, connections: 3 })).toBe(true);
    expect(isShown(node('matched', 50, 4), { ...all, connections: 3 })).toBe(false);
    expect(isShown(node('matched', 50, 0), { ...all, connections: 0 })).toBe(true);
    expect(isShown(node('matched', 50, 40), { ...all, connections: 18 })).toBe(true);
    expect(isShown(node('matched', 50, 17), { ...all, connections: 18 })).toBe(false);
  });

  it('searches from the third character, by any part of the name', () => {
    const people = [
      { first_name: 'Ada', last_name: 'Lovelace' },
      { first_name: 'Alan', last_name: 'Turing' },
    ];
    expect(searchPeople(people, 'ad')).toEqual([]);
    expect(searchPeople(people, 'ADA')).toEqual([people[0]]);
    expect(searchPeople(people, 'ring')).toEqual([people[1]]);
    expect(searchPeople(people, 'zzz')).toEqual([]);
  });

  it('rings step 1 to 18, sizes the map to the window and drafts large layouts', () => {
    expect([ringOf(0), ringOf(1), ringOf(18), ringOf(50)]).toEqual([0, 1, 18, 18]);
    expect(mapSize(1600, 1000)).toEqual({ width: 1280, height: 720 });
    expect(layoutQuality(2000)).toBe('draft');
    expect(layoutQuality(50)).toBe('default');
  });
});
