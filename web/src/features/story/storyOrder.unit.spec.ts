import type { Snapshot } from '@canopy/contracts/story/api';
import { describe, expect, it } from 'vitest';
import { listSnapshots, moved } from './storyOrder';

const snapshot = (id: string, name: string, position: number, created: string, comment = ''): Snapshot =>
  ({ id, name, position, comment, created_at: `2026-11-${created}T10:00:00.000Z` }) as Snapshot;
const list = [snapshot('a', 'Engagement', 2, '03'), snapshot('b', 'attrition', 0, '01', 'Sales team'), snapshot('c', 'Map', 1, '02')];

describe('listSnapshots', () => {
  it('sorts by presentation order, first and last added, and by name either way', () => {
    expect(listSnapshots(list, 'presentation', '').map((item) => item.id)).toEqual(['b', 'c', 'a']);
    expect(listSnapshots(list, 'first', '').map((item) => item.id)).toEqual(['b', 'c', 'a']);
    expect(listSnapshots(list, 'last', '').map((item) => item.id)).toEqual(['a', 'c', 'b']);
    expect(listSnapshots(list, 'az', '').map((item) => item.id)).toEqual(['b', 'a', 'c']);
    expect(listSnapshots(list, 'za', '').map((item) => item.id)).toEqual(['c', 'a', 'b']);
  });
  it('searches name or comment once 2 characters are typed', () => {
    expect(listSnapshots(list, 'presentation', 's')).toHaveLength(3);
    expect(listSnapshots(list, 'presentation', 'sa').map((item) => item.id)).toEqual(['b']);
    expect(listSnapshots(list, 'presentation', 'MA').map((item) => item.id)).toEqual(['c']);
    expect(listSnapshots(list, 'presentation', 'zz')).toEqual([]);
  });
});

describe('moved', () => {
  it('puts a dragged item where it was dropped, down or up', () => {
    expect(moved(['a', 'b', 'c', 'd'], 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
    expect(moved(['a', 'b', 'c', 'd'], 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
    expect(moved(['a', 'b'], 'a', 'a')).toEqual(['a', 'b']);
  });
});
