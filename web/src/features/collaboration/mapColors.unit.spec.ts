import { describe, expect, it } from 'vitest';
import { classificationsOf, colouring, NONE_COLOR, OTHER_COLOR, PALETTE } from './mapColors';

const person = (id: string, groups_ids: string[], community: number, filtered_status: 'captured' | 'matched' = 'matched') => ({
  id,
  groups_ids,
  community,
  filtered_status,
});
const groups = [
  { id: 'sales', name: 'Sales', origin_source: 'department' },
  { id: 'ops', name: 'Operations', origin_source: 'department' },
  { id: 'paris', name: 'Paris', origin_source: 'location' },
  { id: 'book-club', name: 'Book club', origin_source: '' },
];

describe('the map colours', () => {
  it('colours by a classification: the largest group first, people in none in the lightest grey', () => {
    const nodes = [person('a', ['ops', 'paris'], 0), person('b', ['sales'], 0), person('c', ['sales', 'book-club'], 1), person('d', [], 1)];
    const { colorOf, entries } = colouring(nodes, { kind: 'group', classification: 'department' }, groups);
    expect(entries.map((entry) => [entry.label, entry.count])).toEqual([
      ['Sales', 2],
      ['Operations', 1],
      ['No department', 1],
    ]);
    expect([colorOf.get('b'), colorOf.get('c'), colorOf.get('a'), colorOf.get('d')]).toEqual([
      PALETTE[0],
      PALETTE[0],
      PALETTE[1],
      NONE_COLOR,
    ]);
    expect(classificationsOf(groups)).toEqual(['department', 'location']);
  });

  it('colours by community with their labels, sharing grey beyond eleven', () => {
    const nodes = Array.from({ length: 13 }, (_, at) => person(`p${at}`, [], at));
    nodes.push(person('extra', [], 0));
    const { colorOf, entries } = colouring(nodes, { kind: 'community' }, groups, (id) => `C${id}`);
    expect(entries[0]).toMatchObject({ key: '0', label: 'C0', count: 2, color: PALETTE[0] });
    expect(entries).toHaveLength(PALETTE.length + 1);
    expect(entries.at(-1)).toMatchObject({ label: '2 more', count: 2, color: OTHER_COLOR });
    // equal sizes go by label: C8 and C9 come last
    expect([colorOf.get('p9'), colorOf.get('p12')]).toEqual([OTHER_COLOR, PALETTE[4]]);
  });

  it('colours by answer state with a count per state', () => {
    const { entries } = colouring([person('a', [], 0, 'captured'), person('b', [], 0)], { kind: 'state' }, groups);
    expect(entries.map((entry) => [entry.key, entry.count])).toEqual([
      ['captured', 1],
      ['matched', 1],
      ['uncaptured', 0],
      ['inactive', 0],
    ]);
  });
});
