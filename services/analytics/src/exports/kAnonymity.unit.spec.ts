import { describe, expect, it } from 'vitest';
import {
  type ColumnCandidate,
  combinationReleased,
  cyclesBelowMinimum,
  foldedValues,
  NOT_SHOWN,
  OTHER,
  type PlanRow,
  planMaskedFile,
  releasedTextQuestions,
  shownValues,
} from './kAnonymity.ts';

// The masked file's columns, decided once per file: given rows and candidate columns, then the plan.

const DEPARTMENT: ColumnCandidate = { key: 'department', header: 'Department' };
const JOB: ColumnCandidate = { key: 'job', header: 'Job' };
const HIRING: ColumnCandidate = { key: 'hiring', header: 'Hiring range' };

/** rows of one cycle from per-person values */
const rowsOf = (cycle: string, people: readonly Record<string, string>[], prefix = 'p'): PlanRow[] =>
  people.map((values, n) => ({ person: `${prefix}${n}`, cycle, values }));

/** how many people hold each combination of the plan's columns, per cycle, as the file shows them */
const combinations = (rows: readonly PlanRow[], plan: ReturnType<typeof planMaskedFile>) => {
  const held = new Map<string, Set<string>>();
  for (const row of rows) {
    const key = [row.cycle, ...shownValues(plan, row)].join('|');
    held.set(key, (held.get(key) ?? new Set()).add(row.person));
  }
  return Object.fromEntries([...held].map(([key, people]) => [key, people.size]));
};

describe('combinationReleased', () => {
  it('holds when every combination of the cycle and the values is held by at least the minimum people', () => {
    const rows = Array.from({ length: 10 }, (_, n) => ({ person: `p${n}`, cycle: 'c1', values: [n < 5 ? 'A' : 'B'] }));
    expect(combinationReleased(rows, 5)).toBe(true);
    expect(combinationReleased(rows, 6)).toBe(false);
  });

  it('counts the cycle as a column: the same values in two cycles are two combinations', () => {
    const rows = Array.from({ length: 10 }, (_, n) => ({ person: `p${n}`, cycle: n < 8 ? 'c1' : 'c2', values: ['A'] }));
    // c2 holds 2 people
    expect(combinationReleased(rows, 5)).toBe(false);
  });

  it('counts a person once', () => {
    const rows = Array.from({ length: 6 }, () => ({ person: 'same', cycle: 'c1', values: ['A'] }));
    expect(combinationReleased(rows, 2)).toBe(false);
  });

  it("holds only when each combination's part of each chart atom is 0 or at least the minimum (ADR 0130)", () => {
    // job A holds 6 and job B 6; the charts' atoms of the one question: atom 1 holds 5 of A and 1 of B, atom 2 the rest.
    // The chart figure of atom 1 minus 5 of A's rows would be the one B person of atom 1: the job column cannot stand
    const rows = Array.from({ length: 12 }, (_, n) => ({
      person: `p${n}`,
      cycle: 'c1',
      values: [n < 6 ? 'A' : 'B'],
      atoms: [n < 5 || n === 6 ? 1 : 2],
    }));
    expect(combinationReleased(rows, 5)).toBe(false);
    // atoms that each combination holds whole or in parts of at least 5: released
    const whole = rows.map((row, n) => ({ ...row, atoms: [n < 6 ? 1 : 2] }));
    expect(combinationReleased(whole, 5)).toBe(true);
    // an answer in no figure (-1) cuts nothing
    expect(
      combinationReleased(
        rows.map((row, n) => ({ ...row, atoms: [n === 6 ? -1 : n < 6 ? 1 : 2] })),
        5,
      ),
    ).toBe(true);
  });
});

describe('combinationReleased against a plain count', () => {
  // the test written out as ADR 0130 states it, people collected per combination and per piece of each atom
  const plain = (rows: readonly { person: string; cycle: string; values: string[]; atoms: number[] }[], minimum: number) => {
    const heldBy = (key: (row: (typeof rows)[number]) => string | null) => {
      const held = new Map<string, Set<string>>();
      for (const row of rows) {
        const at = key(row);
        if (at !== null) held.set(at, (held.get(at) ?? new Set()).add(row.person));
      }
      return [...held.values()].every((people) => people.size >= minimum);
    };
    const combination = (row: (typeof rows)[number]) => `${row.cycle}|${row.values.join('|')}`;
    const questions = Math.max(0, ...rows.map((row) => row.atoms.length));
    return (
      heldBy(combination) &&
      Array.from({ length: questions }, (_, q) => q).every((q) =>
        heldBy((row) => ((row.atoms[q] ?? -1) < 0 ? null : `${combination(row)}#${row.atoms[q]}`)),
      )
    );
  };
  let seed = 7;
  const draw = (below: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % below;
  };

  it('agrees on 400 random files, with people once per cycle and people repeated', () => {
    let released = 0;
    for (let file = 0; file < 400; file++) {
      const size = 8 + draw(40);
      const repeated = file % 3 === 0;
      const rows = Array.from({ length: size }, (_, n) => ({
        person: `p${repeated ? draw(size) : n}`,
        cycle: repeated ? 'c1' : `c${draw(2)}`,
        values: [`d${draw(3)}`, `j${draw(2)}`],
        atoms: [draw(4) - 1, draw(3)],
      }));
      const minimum = 2 + draw(4);
      expect(combinationReleased(rows, minimum), `file ${file}`).toBe(plain(rows, minimum));
      if (plain(rows, minimum)) released++;
    }
    // both answers are met often enough for the comparison to mean something
    expect(released).toBeGreaterThan(20);
    expect(released).toBeLessThan(380);
  });
});

describe('foldedValues', () => {
  it('folds values held by fewer than the minimum, and the next smallest while Other is too small', () => {
    const rows = [...Array(8).fill('Sales'), ...Array(3).fill('Legal'), 'CEO office', 'Finance'].map((value, n) => ({
      person: `p${n}`,
      value,
    }));
    // Legal 3 + CEO 1 + Finance 1 = 5: Other holds the minimum
    expect(foldedValues(rows, 5)).toEqual(new Set(['Legal', 'CEO office', 'Finance']));
    const grow = [...Array(6).fill('A'), ...Array(5).fill('B'), 'C'].map((value, n) => ({ person: `p${n}`, value }));
    // C alone would be an Other of 1: B (the next smallest) joins it
    expect(foldedValues(grow, 5)).toEqual(new Set(['B', 'C']));
  });
});

describe('planMaskedFile', () => {
  it('keeps the classification first, generalised rather than dropped', () => {
    // 12 people: Sales 6, Legal 4, Board 2; a job that singles nobody out alone but does with the department
    const people = Array.from({ length: 12 }, (_, n) => ({
      department: n < 6 ? 'Sales' : n < 10 ? 'Legal' : 'Board',
      job: n % 2 === 0 ? 'Analyst' : 'Manager',
    }));
    const rows = rowsOf('c1', people);
    const plan = planMaskedFile(rows, [DEPARTMENT, JOB], 5);
    expect(plan.kept.map((column) => column.header)).toEqual(['Department']);
    expect(plan.left).toEqual([{ key: 'job', header: 'Job' }]);
    expect(plan.kept[0]!.folded.get('c1')).toEqual(new Map([['', new Set(['Legal', 'Board'])]]));
    expect(combinations(rows, plan)).toEqual({ 'c1|Sales': 6, [`c1|${OTHER}`]: 6 });
  });

  it('generalises each later column within the combinations of those before it, keeping it while they hold the minimum', () => {
    // 20 people: department A or B (10 each); job splits each department 5 and 5; the hiring range singles out one
    const people = Array.from({ length: 20 }, (_, n) => ({
      department: n < 10 ? 'A' : 'B',
      job: n % 2 === 0 ? 'Nurse' : 'Porter',
      hiring: n === 0 ? '6+ years' : '1-3 years',
    }));
    const rows = rowsOf('c1', people);
    const plan = planMaskedFile(rows, [DEPARTMENT, JOB, HIRING], 5);
    expect(plan.kept.map((column) => column.key)).toEqual(['department', 'job', 'hiring']);
    // A's nurses (0, 2, 4, 6, 8) hold the one '6+ years': their range is 'Other'; every other combination shows it
    expect(combinations(rows, plan)).toEqual({
      [`c1|A|Nurse|${OTHER}`]: 5,
      'c1|A|Porter|1-3 years': 5,
      'c1|B|Nurse|1-3 years': 5,
      'c1|B|Porter|1-3 years': 5,
    });
    // a site split 4/1 and 3/2 in A's job groups is 'Other' there, and shown in B, where everyone is in the South
    const sited = rowsOf(
      'c1',
      people.map((person, n) => ({ ...person, site: n < 7 ? 'North' : 'South', hiring: '1-3 years' })),
    );
    const second = planMaskedFile(sited, [DEPARTMENT, JOB, { key: 'site', header: 'Site' }, HIRING], 5);
    expect(second.kept.map((column) => column.key)).toEqual(['department', 'job', 'site', 'hiring']);
    expect(combinations(sited, second)).toEqual({
      [`c1|A|Nurse|${OTHER}|1-3 years`]: 5,
      [`c1|A|Porter|${OTHER}|1-3 years`]: 5,
      'c1|B|Nurse|South|1-3 years': 5,
      'c1|B|Porter|South|1-3 years': 5,
    });
  });

  it("leaves out a column that would be 'Other' throughout, or fail the combination test", () => {
    // every job is held by 2 people: all 'Other'
    const rows = rowsOf(
      'c1',
      Array.from({ length: 10 }, (_, n) => ({ department: 'A', job: `J${n % 5}` })),
    );
    expect(planMaskedFile(rows, [DEPARTMENT, JOB], 5).left).toEqual([{ key: 'job', header: 'Job' }]);
  });

  it("decides each cycle from its own rows; a column one cycle could not keep reads 'Not shown' there", () => {
    const c1 = rowsOf(
      'c1',
      Array.from({ length: 10 }, (_, n) => ({ department: n < 5 ? 'A' : 'B', job: [0, 1, 5, 6, 7].includes(n) ? 'X' : 'Y' })),
    );
    const c2 = rowsOf(
      'c2',
      Array.from({ length: 10 }, (_, n) => ({ department: n < 5 ? 'A' : 'B', job: 'Y' })),
    );
    // c1 alone cannot keep the job (A/X is 2 people); c2 alone can
    expect(planMaskedFile(c2, [DEPARTMENT, JOB], 5).kept.map((column) => column.key)).toEqual(['department', 'job']);
    const both = planMaskedFile([...c1, ...c2], [DEPARTMENT, JOB], 5);
    expect(both.kept.map((column) => column.key)).toEqual(['department', 'job']);
    expect(combinations([...c1, ...c2], both)).toEqual({
      [`c1|A|${NOT_SHOWN}`]: 5,
      [`c1|B|${NOT_SHOWN}`]: 5,
      'c2|A|Y': 5,
      'c2|B|Y': 5,
    });
    // a cycle's values read the same whichever other cycles share the file
    const alone = planMaskedFile(c1, [DEPARTMENT, JOB], 5);
    expect(c1.map((row) => shownValues(alone, row)[0])).toEqual(c1.map((row) => shownValues(both, row)[0]));
  });

  it('generalises within each cycle: a value rare in one cycle is Other there only', () => {
    const c1 = rowsOf(
      'c1',
      Array.from({ length: 10 }, (_, n) => ({ department: n < 5 ? 'A' : 'B' })),
    );
    const c2 = rowsOf(
      'c2',
      Array.from({ length: 12 }, (_, n) => ({ department: n < 6 ? 'A' : n < 9 ? 'B' : 'C' })),
      'q',
    );
    const c3 = rowsOf(
      'c3',
      Array.from({ length: 10 }, (_, n) => ({ department: n < 8 ? 'A' : 'B' })),
      'r',
    );
    const plan = planMaskedFile([...c1, ...c2, ...c3], [DEPARTMENT], 5);
    // c3's B (2) would leave an Other of 2, and A with it an Other saying nothing: c3 cannot show the department
    expect(combinations([...c1, ...c2, ...c3], plan)).toEqual({
      'c1|A': 5,
      'c1|B': 5,
      'c2|A': 6,
      [`c2|${OTHER}`]: 6,
      [`c3|${NOT_SHOWN}`]: 10,
    });
  });
});

describe('what a masked file may hold', () => {
  it('refuses the cycles answered by fewer than the minimum', () => {
    const rows = [
      ...Array.from({ length: 5 }, (_, n) => ({ person: `p${n}`, cycle: 'c1' })),
      ...Array.from({ length: 4 }, (_, n) => ({ person: `p${n}`, cycle: 'c2' })),
    ];
    expect(cyclesBelowMinimum(rows, ['c1', 'c2', 'c3'], 5)).toEqual(['c2', 'c3']);
  });

  it("shows a question's anonymous texts only when each chosen cycle holds none or at least the open-answer minimum", () => {
    const texts = [
      ...Array.from({ length: 10 }, () => ({ cycle_id: 'c1', question_id: 'q1' })),
      { cycle_id: 'c2', question_id: 'q1' },
      ...Array.from({ length: 10 }, () => ({ cycle_id: 'c2', question_id: 'q2' })),
    ];
    // {c1, c2} minus {c1} would be c2's one q1 text: q1 is held back in {c1, c2}
    expect(releasedTextQuestions(texts, ['c1', 'c2'], 10)).toEqual({ released: new Set(['q2']), held: new Set(['q1']) });
    expect(releasedTextQuestions(texts, ['c1'], 10).released).toEqual(new Set(['q1']));
    expect(releasedTextQuestions(texts, ['c2'], 10)).toEqual({ released: new Set(['q2']), held: new Set(['q1']) });
  });
});
