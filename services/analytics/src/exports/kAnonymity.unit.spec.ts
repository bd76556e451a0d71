import { describe, expect, it } from 'vitest';
import { generalise, OTHER } from './kAnonymity.ts';

/** every combination of the kept columns, by the number of distinct people holding it */
const combinations = (people: readonly string[], result: ReturnType<typeof generalise>) => {
  const byKey = new Map<string, Set<string>>();
  people.forEach((person, row) => {
    const key = result.kept.map((column) => result.values[column]![row]).join('|');
    byKey.set(key, (byKey.get(key) ?? new Set()).add(person));
  });
  return [...byKey.values()].map((held) => held.size);
};

describe('k-anonymity of the kept columns', () => {
  it('turns values held by fewer than the minimum into Other, and Other into something at least that big', () => {
    const people = Array.from({ length: 13 }, (_, index) => `p${index}`);
    const department = [...Array(8).fill('Sales'), ...Array(3).fill('Legal'), 'CEO office', 'Finance'];
    const result = generalise(people, [department], 5);
    expect(result.kept).toEqual([0]);
    expect(result.values[0]).toEqual([...Array(8).fill('Sales'), ...Array(5).fill(OTHER)]);
  });

  it('folds the next smallest value into Other while Other alone would single people out', () => {
    const people = Array.from({ length: 12 }, (_, index) => `p${index}`);
    const column = [...Array(6).fill('A'), ...Array(5).fill('B'), 'C'];
    const result = generalise(people, [column], 5);
    expect(result.values[0]).toEqual([...Array(6).fill('A'), ...Array(6).fill(OTHER)]);
    expect(combinations(people, result).every((count) => count >= 5)).toBe(true);
  });

  it('drops columns until every combination of those kept holds the minimum, counting a person once', () => {
    const people = Array.from({ length: 20 }, (_, index) => `p${index % 10}`);
    // each person answered twice (two cycles): 10 people, not 20
    const team = people.map((person) => (Number(person.slice(1)) < 5 ? 'North' : 'South'));
    const level = people.map((person) => (Number(person.slice(1)) % 2 === 0 ? 'Junior' : 'Senior'));
    const result = generalise(people, [team, level], 5);
    // each column alone holds 5 per value, but together North/Junior is 3 people: one column goes
    expect(result.kept).toHaveLength(1);
    expect(combinations(people, result).every((count) => count >= 5)).toBe(true);
  });

  it('counts combinations within each cycle the file shows', () => {
    const people = Array.from({ length: 12 }, (_, index) => `p${index}`);
    const office = people.map((_, index) => (index < 6 ? 'North' : 'South'));
    // the South office answered in two cycles: 5 in the first, 1 in the second
    const cycles = people.map((_, index) => (index === 11 ? 'cycle 2' : 'cycle 1'));
    expect(generalise(people, [office], 5).kept).toEqual([0]);
    expect(generalise(people, [office], 5, cycles).kept).toEqual([]);
  });

  it('keeps every column when the file is already safe, and none when too few people are in it', () => {
    const people = Array.from({ length: 10 }, (_, index) => `p${index}`);
    const same = Array(10).fill('One office');
    expect(generalise(people, [same, same], 5).kept).toEqual([0, 1]);
    const three = ['a', 'b', 'c'];
    const result = generalise(three, [['x', 'x', 'x']], 5);
    expect(result.kept).toEqual([]);
  });

  it('holds on random files: no kept combination below the minimum', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let run = 0; run < 30; run++) {
      const size = 5 + Math.floor(random() * 200);
      const people = Array.from({ length: size }, () => `p${Math.floor(random() * size)}`);
      const columns = Array.from({ length: 1 + Math.floor(random() * 4) }, () =>
        people.map((person) => `v${(person.length * 7 + Math.floor(random() * 6)) % 6}`),
      );
      const result = generalise(people, columns, 5);
      const distinctPeople = new Set(people).size;
      if (distinctPeople >= 5) expect(Math.min(...combinations(people, result))).toBeGreaterThanOrEqual(5);
    }
  });
});
