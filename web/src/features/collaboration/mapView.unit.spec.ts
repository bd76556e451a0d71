import { describe, expect, it } from 'vitest';
import { connectionLabel, isShown, layoutQuality, mapSize, ringOf, searchPeople } from './mapView';

const node = (filtered_status: 'captured' | 'matched' | 'uncaptured' | 'inactive', percentile: number, connections = 0) => ({
  filtered_status,
  percentile,
  connections,
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

  it('keeps the people linked to that many others, the last step meaning 18 or more, and says so', () => {
    expect(isShown(node('matched', 50, 3), { ...all, connections: 3 })).toBe(true);
    expect(isShown(node('matched', 50, 4), { ...all, connections: 3 })).toBe(false);
    expect(isShown(node('matched', 50, 0), { ...all, connections: 0 })).toBe(true);
    expect(isShown(node('matched', 50, 40), { ...all, connections: 18 })).toBe(true);
    expect(isShown(node('matched', 50, 17), { ...all, connections: 18 })).toBe(false);
    expect([connectionLabel(0), connectionLabel(1), connectionLabel(7), connectionLabel(18)]).toEqual([
      '0 connections',
      '1 connection',
      '7 connections',
      '18 or more connections',
    ]);
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

  it('rings step 1 to 18 by mentions scaled to the most chosen, sizes the map to the window and drafts large layouts', () => {
    // the most chosen person (300 mentions) is step 18; one mention is step 1; nobody chosen has no ring
    expect([ringOf(0, 300), ringOf(1, 300), ringOf(17, 300), ringOf(18, 300), ringOf(150, 300), ringOf(300, 300)]).toEqual([
      0, 1, 2, 2, 9, 18,
    ]);
    // on a small map where the most chosen has 3 mentions, the steps spread over 1 to 18 all the same
    expect([ringOf(1, 3), ringOf(2, 3), ringOf(3, 3)]).toEqual([6, 12, 18]);
    expect(mapSize(1600, 1000)).toEqual({ width: 1280, height: 720 });
    // the page's column is narrower and the map starts 330 px down: it keeps inside both; with room to spare, the spec's size
    expect(mapSize(1440, 900, { width: 1098, top: 330 })).toEqual({ width: 1098, height: 900 - 330 - 16 });
    expect(mapSize(1440, 1400, { width: 1200, top: 200 })).toEqual({ width: 1120, height: 1120 });
    expect(layoutQuality(2000)).toBe('draft');
    expect(layoutQuality(50)).toBe('default');
  });
});
