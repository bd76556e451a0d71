import { afterEach, describe, expect, it } from 'vitest';
import { markMap } from './mapTiming';

/** the measures' names, sorted; every one runs forward (a measure from a later mark to an earlier one is negative) */
const measures = () => {
  const entries = performance.getEntriesByType('measure').filter((entry) => entry.name.startsWith('collaboration:'));
  expect(entries.every((entry) => entry.duration >= 0)).toBe(true);
  return entries.map((entry) => entry.name.slice('collaboration:'.length)).sort();
};
const ALL = ['build', 'check', 'fetch', 'layout', 'paint', 'render', 'total'];

describe("the map's timing marks", () => {
  afterEach(() => {
    performance.clearMarks();
    performance.clearMeasures();
  });

  it('measures each phase from the one before (a large map is laid out before it is built) and the whole once painted', () => {
    for (const phase of ['apply', 'fetched', 'parsed', 'mounted', 'laid-out', 'built'] as const) markMap(phase);
    expect(measures()).toEqual([]);
    markMap('painted');
    expect(measures()).toEqual(ALL);
  });

  it('starts afresh on Apply, measures a small map built before its layout, and leaves other marks alone', () => {
    performance.mark('someone-else');
    for (const phase of ['apply', 'fetched', 'parsed', 'mounted', 'built', 'laid-out', 'painted'] as const) markMap(phase);
    markMap('apply');
    expect(measures()).toEqual([]);
    expect(performance.getEntriesByName('someone-else')).toHaveLength(1);
    for (const phase of ['fetched', 'parsed', 'mounted', 'built', 'laid-out', 'painted'] as const) markMap(phase);
    expect(measures()).toEqual(ALL);
  });
});
