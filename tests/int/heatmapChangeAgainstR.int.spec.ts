import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnswerScale, HeatmapChange } from '@canopy/contracts/analytics/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cyclesInOrder, heatmapChanges, lastTwoOf } from '@canopy/analytics';

// The heatmap's 'change since the last cycle' (ADR 0138) against R: each cell's difference, interval and p from
// t.test(after, before), Mann-Whitney's p from wilcox.test(after, before, exact = FALSE, correct = FALSE), the p
// adjusted by p.adjust(method = 'BH') over the cells of one heatmap, and (qnorm(0.975) + qnorm(0.8)) x pooled sd x
// sqrt(1/n1 + 1/n2) for the minimum detectable difference. Random heatmaps from a fixed seed, each with a five-point
// and a ten-point question on one chart (each cell on its own scale), 60 cells in all; then the edge cases. Without
// Rscript this file fails, it never skips.

const MINIMUM = 5;
const [BEFORE, AFTER] = ['cycle-before', 'cycle-after'];

/** mulberry32: a seeded generator, so a failing case is the same case on the next run */
const generator = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const random = generator(138);
const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));

/** n answers on 1..max leaning to a random end, as a released row's counts (ten long, ten_counts for ten-point) */
const randomAnswers = (max: number, n: number) => {
  const lean = random() * 2 - 1;
  return Array.from({ length: n }, () => 1 + Math.floor(Math.min(0.9999, Math.max(0, random() + lean * random() * 0.5)) * max));
};
const rowOf = (group: string | null, cycle: string, question: string, max: number, values: readonly number[], extra = {}) => {
  const counts = Array.from({ length: 10 }, (_, index) => values.filter((value) => value === index + 1).length);
  return {
    group_id: group,
    cycle_id: cycle,
    question_id: question,
    respondents: values.length,
    passes: 0,
    counts,
    ten_counts: max === 10 ? counts : null,
    ...extra,
  };
};
const vector = (values: readonly number[]) => `c(${values.join(',')})`;

type Cell = { group: string | null; question: string; max: number; before: number[]; after: number[] };
type Heatmap = { cells: Cell[]; questions: { id: string; max: number }[] };

const HEATMAPS = 5;
const heatmaps: Heatmap[] = Array.from({ length: HEATMAPS }, (_, map) => {
  const questions = [
    { id: `q${map}-five`, max: 5 },
    { id: `q${map}-ten`, max: 10 },
  ];
  const groups = [null, 'g-a', 'g-b', 'g-c', 'g-d', 'g-e'];
  const cells = questions.flatMap((question) =>
    groups.map((group) => {
      // n from the minimum up; one heatmap in five holds a group at exactly the minimum in both cycles
      const size = () => (group === 'g-a' && map === 0 ? MINIMUM : between(MINIMUM, 40));
      return {
        group,
        question: question.id,
        max: question.max,
        before: randomAnswers(question.max, size()),
        after: randomAnswers(question.max, size()),
      };
    }),
  );
  return { cells, questions };
});
const rowsOf = (cells: readonly Cell[]) =>
  cells.flatMap((cell) => [
    rowOf(cell.group, BEFORE, cell.question, cell.max, cell.before),
    rowOf(cell.group, AFTER, cell.question, cell.max, cell.after),
  ]);
const changesOf = (map: Heatmap, rows = rowsOf(map.cells)) =>
  heatmapChanges({
    questionIds: map.questions.map((question) => question.id),
    rows,
    compared: [
      { cycle_id: BEFORE, cycle_date: '2026-01-01' },
      { cycle_id: AFTER, cycle_date: '2026-06-01' },
    ],
    minimum: MINIMUM,
    scaleOf: (id): AnswerScale => (id.endsWith('-ten') ? 'ten' : 'five'),
  });

let output = new Map<string, number[]>();
let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'heatmap-r-'));
  const lines = [
    'out <- function(id, ...) cat(id, sapply(unlist(list(...)), function(v) format(v, digits = 17)), "\\n")',
    ...heatmaps.flatMap((map, m) => [
      `ps <- c()`,
      ...map.cells.flatMap((cell, c) => {
        const [a, b] = [vector(cell.after), vector(cell.before)];
        const t = `t.test(${a}, ${b})`;
        return [
          `tt <- ${t}; ps <- c(ps, tt$p.value)`,
          `sdp <- sqrt(((length(${b}) - 1) * var(${b}) + (length(${a}) - 1) * var(${a})) / (length(${a}) + length(${b}) - 2))`,
          `out("m${m}c${c}", mean(${a}) - mean(${b}), tt$conf.int[1], tt$conf.int[2], tt$p.value, wilcox.test(${a}, ${b}, exact = FALSE, correct = FALSE)$p.value, (qnorm(0.975) + qnorm(0.8)) * sdp * sqrt(1 / length(${a}) + 1 / length(${b})))`,
        ];
      }),
      `out("m${m}bh", p.adjust(ps, method = "BH"))`,
    ]),
  ];
  const script = join(dir, 'heatmap.R');
  writeFileSync(script, lines.join('\n'));
  let text = '';
  try {
    text = execFileSync('Rscript', ['--vanilla', script], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    throw new Error(`Rscript did not run (apt-get install -y r-base-core): ${(error as Error).message}`);
  }
  output = new Map(
    text
      .trim()
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .map(([id, ...values]) => [id!, values.map(Number)]),
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const got = (id: string) => {
  const values = output.get(id);
  if (!values) throw new Error(`R gave nothing for ${id}`);
  return values;
};
const close = (ours: number | null | undefined, theirs: number | undefined) => {
  expect(Number.isFinite(theirs), `R's value ${theirs}`).toBe(true);
  expect(Math.abs((ours ?? Number.NaN) - (theirs as number)), `ours ${ours}, R ${theirs}`).toBeLessThanOrEqual(
    1e-7 * Math.max(1, Math.abs(theirs as number)),
  );
};
const at2 = (value: number) => Math.round(value * 100) / 100;

describe('random heatmaps against R', () => {
  it('gives every cell the difference, interval, p, check and minimum detectable difference R gives, BH over the one heatmap', () => {
    let checked = 0;
    heatmaps.forEach((map, m) => {
      const changes = changesOf(map);
      expect(changes).toHaveLength(map.cells.length);
      const adjusted = got(`m${m}bh`);
      map.cells.forEach((cell, c) => {
        const change = changes.find((entry) => entry.group_id === cell.group && entry.question_id === cell.question) as HeatmapChange;
        const [difference, low, high, p, check, mdd] = got(`m${m}c${c}`) as [number, number, number, number, number, number];
        expect(change.difference).toBe(at2(difference));
        expect(change.ci_low).toBe(at2(low));
        expect(change.ci_high).toBe(at2(high));
        close(change.p, p);
        close(change.check_p, check);
        close(change.p_adjusted, adjusted[c]);
        const detected = adjusted[c]! < 0.05;
        expect(change.mark).toBe(detected ? (difference > 0 ? 'improved' : 'declined') : 'no_change');
        // capped at the scale's width, shown only where nothing is detected
        expect(change.minimum_detectable).toBe(detected ? null : at2(Math.min(mdd, cell.max - 1)));
        expect([change.n_before, change.n_after]).toEqual([cell.before.length, cell.after.length]);
        checked++;
      });
    });
    expect(checked).toBeGreaterThanOrEqual(30);
    // the seed gives both marks and no change on the same charts, so each branch is checked
    const marks = new Set(heatmaps.flatMap((map) => changesOf(map).map((change) => change.mark)));
    expect(marks).toEqual(new Set(['improved', 'declined', 'no_change']));
  });
});

describe('edge cases', () => {
  const map = heatmaps[0]!;
  const five = map.questions[0]!.id;
  it('compares a group at exactly the minimum in both cycles, and none under it', () => {
    const atMinimum = changesOf(map).find((change) => change.group_id === 'g-a' && change.question_id === five);
    expect([atMinimum?.n_before, atMinimum?.n_after]).toEqual([MINIMUM, MINIMUM]);
    const small = map.cells.map((cell) =>
      cell.group === 'g-a' && cell.question === five ? { ...cell, after: cell.after.slice(0, MINIMUM - 1) } : cell,
    );
    const changes = changesOf({ ...map, cells: small });
    expect(changes.find((change) => change.group_id === 'g-a' && change.question_id === five)).toBeUndefined();
    expect(changes).toHaveLength(map.cells.length - 1);
  });

  it('leaves a refused cell and a cycle with no answers out of the changes and out of the correction', () => {
    const rows = rowsOf(map.cells).map((row) =>
      row.group_id === 'g-b' && row.question_id === five && row.cycle_id === AFTER
        ? { ...row, refused: 'apart' as const }
        : row.group_id === 'g-c' && row.question_id === five && row.cycle_id === AFTER
          ? // everyone of the group passed in the latest cycle: people, no scored answers
            { ...row, counts: Array.from({ length: 10 }, () => 0), passes: row.respondents }
          : row,
    );
    const changes = changesOf(map, rows);
    expect(changes).toHaveLength(map.cells.length - 2);
    expect(changes.some((change) => change.question_id === five && ['g-b', 'g-c'].includes(change.group_id ?? ''))).toBe(false);
    // the correction runs over the cells shown: the full set's raw p values, less the two, adjusted again
    const kept = changesOf(map).filter((change) => !(change.question_id === five && ['g-b', 'g-c'].includes(change.group_id ?? '')));
    const sorted = kept.map((change) => change.p);
    const bh = sorted.map((p) =>
      Math.min(1, ...sorted.map((q) => (q >= p ? (q * sorted.length) / sorted.filter((r) => r <= q).length : 1))),
    );
    for (const [index, change] of changes.entries()) expect(change.p_adjusted).toBeCloseTo(bh[index]!, 12);
  });

  it('says no change with p 1 and nothing detectable when every answer is equal in both cycles, a sure move when they differ', () => {
    // by hand: no spread, so the difference is exact; R's t.test refuses constant data
    const cells: Cell[] = [
      { group: null, question: five, max: 5, before: [4, 4, 4, 4, 4, 4], after: [4, 4, 4, 4, 4] },
      { group: 'g-a', question: five, max: 5, before: [3, 3, 3, 3, 3], after: [4, 4, 4, 4, 4] },
    ];
    const changes = changesOf({ ...map, cells, questions: [map.questions[0]!] });
    expect(changes[0]).toMatchObject({ difference: 0, ci_low: 0, ci_high: 0, p: 1, mark: 'no_change', minimum_detectable: 0 });
    expect(changes[1]).toMatchObject({ difference: 1, ci_low: 1, ci_high: 1, p: 0, mark: 'improved', minimum_detectable: null });
  });

  it('compares the two latest of three cycles, and nothing with a single cycle', () => {
    const dates = new Map([
      ['c1', '2025-01-01'],
      ['c3', '2026-01-01'],
      ['c2', '2025-06-01'],
    ]);
    const rows = ['c3', 'c1', 'c2'].map((cycle) => rowOf(null, cycle, five, 5, [1, 2, 3, 4, 5]));
    const inOrder = cyclesInOrder(rows, (id) => dates.get(id) ?? null);
    expect(lastTwoOf(inOrder)?.map((cycle) => cycle.cycle_id)).toEqual(['c2', 'c3']);
    expect(lastTwoOf(cyclesInOrder(rows.slice(0, 1), (id) => dates.get(id) ?? null))).toBeNull();
  });
});
