import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  benjaminiHochberg,
  favourableOf,
  mannWhitney,
  meanInterval,
  minimumDetectableDifference,
  netScoreDifference,
  netScoreInterval,
  twoProportionTest,
  type ValueCounts,
  valueCountsOf,
  welchTest,
  wilsonInterval,
} from '@canopy/analytics';

// Every statistic of services/analytics/src/statistics against R (ADR 0121): base R's t.test, wilcox.test,
// prop.test and p.adjust, and R's qnorm for the formulas R has no function for (the net score's SE, the minimum
// detectable difference). Random cases from a fixed seed, 40 per statistic, plus the edge cases: n at the minimum,
// every answer equal, a cycle without answers, a five- and a ten-point question on one chart. CI installs R
// (.ci/run); without Rscript this file fails, it never skips.

const CASES = 40;

/** mulberry32: a seeded generator, so a failing case is the same case on the next run */
const generator = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const random = generator(41);
const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));

/** counts by value 1..max of n answers, leaning to a random end so two samples differ by chance or by design */
const randomCounts = (max: number, n: number): ValueCounts => {
  const lean = random() * 2 - 1;
  const counts = new Array<number>(max).fill(0);
  for (let i = 0; i < n; i++) {
    const u = Math.min(0.9999, Math.max(0, random() + lean * random() * 0.5));
    counts[Math.floor(u * max)]! += 1;
  }
  return counts.map((count, index) => ({ value: index + 1, count })).filter((entry) => entry.count > 0);
};

/** the sample as an R vector, every answer written out (R gets answers, not our counts) */
const vector = (sample: ValueCounts) =>
  `c(${sample.flatMap((entry) => Array.from({ length: entry.count }, () => entry.value)).join(',') || ''})`;

type Line = { id: string; body: string };
const lines: Line[] = [];
/** one R statement per case; its values come back on a line of its own, in full precision */
const ask = (id: string, ...expressions: string[]) => {
  lines.push({
    id,
    body: `out("${id}", ${expressions.map((expression) => `tryCatch(${expression}, error = function(e) NA)`).join(', ')})`,
  });
  return id;
};
let answers = new Map<string, number[]>();
const got = (id: string) => {
  const values = answers.get(id);
  if (!values) throw new Error(`R gave nothing for ${id}`);
  return values;
};
/**
 * agreement to 1 part in 10^7 (of the value, or absolutely below 1): jstat's t quantile is iterative and meets R's to
 * about 1e-9 of the value; every figure the product shows has at most two decimals
 */
const close = (ours: number | undefined, theirs: number | undefined) => {
  expect(Number.isFinite(theirs), `R's value ${theirs}`).toBe(true);
  expect(ours).toBeDefined();
  expect(Math.abs((ours as number) - (theirs as number)), `ours ${ours}, R ${theirs}`).toBeLessThanOrEqual(
    1e-7 * Math.max(1, Math.abs(theirs as number)),
  );
};

const clip = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const sizes = () => (random() < 0.2 ? between(3, 5) : between(5, 60));

// ---- the cases, written before R runs once for all of them ----
const meanCases = Array.from({ length: CASES }, (_, index) => {
  const max = index % 2 ? 10 : 5;
  const sample = randomCounts(max, sizes());
  return {
    max,
    sample,
    id: ask(`mean${index}`, `t.test(${vector(sample)})$conf.int[1]`, `t.test(${vector(sample)})$conf.int[2]`, `mean(${vector(sample)})`),
  };
});
const welchCases = Array.from({ length: CASES }, (_, index) => {
  const max = index % 2 ? 10 : 5;
  const [before, after] = [randomCounts(max, sizes()), randomCounts(max, sizes())];
  const test = `t.test(${vector(after)}, ${vector(before)})`;
  return {
    before,
    after,
    id: ask(`welch${index}`, `${test}$p.value`, `${test}$conf.int[1]`, `${test}$conf.int[2]`, `${test}$parameter`, `${test}$statistic`),
  };
});
const mannWhitneyCases = Array.from({ length: CASES }, (_, index) => {
  const max = index % 2 ? 10 : 5;
  const [before, after] = [randomCounts(max, sizes()), randomCounts(max, sizes())];
  const test = (correct: boolean) =>
    `wilcox.test(${vector(after)}, ${vector(before)}, exact = FALSE, correct = ${correct ? 'TRUE' : 'FALSE'})`;
  return { before, after, id: ask(`mw${index}`, `${test(false)}$statistic`, `${test(false)}$p.value`, `${test(true)}$p.value`) };
});
const shareCases = Array.from({ length: CASES }, (_, index) => {
  const [n1, n2] = [sizes(), sizes()];
  const [s1, s2] = [between(0, n1), between(0, n2)];
  const two = `suppressWarnings(prop.test(c(${s2}, ${s1}), c(${n2}, ${n1}), correct = FALSE))`;
  const one = `suppressWarnings(prop.test(${s1}, ${n1}, correct = FALSE))`;
  return {
    n1,
    n2,
    s1,
    s2,
    id: ask(`share${index}`, `${two}$p.value`, `${two}$conf.int[1]`, `${two}$conf.int[2]`, `${one}$conf.int[1]`, `${one}$conf.int[2]`),
  };
});
/** the net score as R sees it: each answer +1, 0 or -1; its mean and var(x) x (n - 1) / n, the SE of a share difference */
const netCases = Array.from({ length: CASES }, (_, index) => {
  const side = () => ({ promoters: between(0, 25), passives: between(0, 15), detractors: between(0, 25) });
  const [before, after] = [side(), side()];
  before.promoters += 2; // never empty
  after.detractors += 2;
  const scores = (counts: typeof before) => `c(rep(1, ${counts.promoters}), rep(0, ${counts.passives}), rep(-1, ${counts.detractors}))`;
  const se = (counts: typeof before) => `(function(x) sqrt(mean((x - mean(x))^2) / length(x)))(${scores(counts)})`;
  return {
    before,
    after,
    id: ask(
      `net${index}`,
      `100 * mean(${scores(before)})`,
      `100 * ${se(before)}`,
      `100 * (mean(${scores(after)}) - mean(${scores(before)}))`,
      `100 * sqrt(${se(before)}^2 + ${se(after)}^2)`,
      `2 * pnorm(-abs(mean(${scores(after)}) - mean(${scores(before)})) / sqrt(${se(before)}^2 + ${se(after)}^2))`,
    ),
  };
});
const bhCases = Array.from({ length: CASES }, (_, index) => {
  const ps = Array.from({ length: between(1, 40) }, () => (random() < 0.3 ? random() * 0.01 : random()));
  return { ps, id: ask(`bh${index}`, `p.adjust(c(${ps.join(',')}), method = "BH")`) };
});
const mddCases = Array.from({ length: CASES }, (_, index) => {
  const [sd, n1, n2] = [0.3 + random() * 2, sizes(), sizes()];
  return { sd, n1, n2, id: ask(`mdd${index}`, `(qnorm(0.975) + qnorm(0.8)) * ${sd} * sqrt(1 / ${n1} + 1 / ${n2})`) };
});

// edge cases
const minimumSample = [
  { value: 2, count: 1 },
  { value: 4, count: 1 },
  { value: 5, count: 1 },
];
ask('minimum', `t.test(${vector(minimumSample)})$conf.int[1]`, `t.test(${vector(minimumSample)})$conf.int[2]`);
const equal = [{ value: 4, count: 9 }];
const spread = [
  { value: 2, count: 3 },
  { value: 4, count: 5 },
  { value: 5, count: 2 },
];
ask('equalWelch', `t.test(${vector(spread)}, ${vector(equal)})$p.value`, `t.test(${vector(spread)}, ${vector(equal)})$conf.int[1]`);
ask('equalWilson', `prop.test(9, 9, correct = FALSE)$conf.int[1]`, `prop.test(9, 9, correct = FALSE)$conf.int[2]`);
ask('equalMw', `wilcox.test(${vector(spread)}, ${vector(equal)}, exact = FALSE, correct = FALSE)$p.value`);
// a five-point and a ten-point question on one chart: each answer as a share of its own scale (ADR 0057)
const mixedBefore = { counts: [1, 2, 3, 4, 3, 1, 2, 2, 1, 1], ten_counts: [0, 1, 1, 1, 1, 1, 2, 2, 1, 1] };
const mixedAfter = { counts: [0, 1, 2, 5, 6, 0, 1, 3, 3, 2], ten_counts: [0, 0, 1, 1, 2, 0, 1, 3, 3, 2] };
const shares = (row: typeof mixedBefore) => {
  const five = row.counts.slice(0, 5).map((count, index) => count - row.ten_counts[index]!);
  return `c(rep((0:4) / 4 * 100, c(${five.join(',')})), rep((0:9) / 9 * 100, c(${row.ten_counts.join(',')})))`;
};
ask(
  'mixed',
  `t.test(${shares(mixedAfter)}, ${shares(mixedBefore)})$p.value`,
  `t.test(${shares(mixedBefore)})$conf.int[1]`,
  `t.test(${shares(mixedBefore)})$conf.int[2]`,
);
ask(
  'mixedFavourable',
  `(function(x, t) sum(x[1:5][4:5] - t[4:5]) + sum(t[8:10]))(c(${mixedBefore.counts.join(',')}), c(${mixedBefore.ten_counts.join(',')}))`,
);

const directory = mkdtempSync(join(tmpdir(), 'canopy-r-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

beforeAll(() => {
  const script = join(directory, 'cases.R');
  writeFileSync(
    script,
    [
      'out <- function(id, ...) cat(id, sapply(unlist(list(...)), function(v) format(v, digits = 17)), "\\n")',
      ...lines.map((line) => line.body),
    ].join('\n'),
  );
  let output: string;
  try {
    output = execFileSync('Rscript', ['--vanilla', script], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    // no skip: CI installs r-base-core (.ci/run), so a missing Rscript is a broken machine, not an optional check
    throw new Error(`Rscript did not run (apt-get install -y r-base-core): ${(error as Error).message}`);
  }
  answers = new Map(
    output
      .trim()
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .map(([id, ...values]) => [id!, values.map(Number)]),
  );
}, 120_000);

describe('the statistics agree with R', () => {
  it(`the mean's t interval (${CASES} cases), clipped to the scale as the chart shows it`, () => {
    for (const { max, sample, id } of meanCases) {
      const [low, high, mean] = got(id);
      const ours = meanInterval(sample, [1, max]);
      if (low === undefined || Number.isNaN(low)) {
        // R refuses a sample whose answers are all equal; ours is a point
        expect(ours?.ci_low).toBe(ours?.ci_high);
        continue;
      }
      close(ours?.estimate, mean);
      close(ours?.ci_low, clip(low, 1, max));
      close(ours?.ci_high, clip(high!, 1, max));
    }
  });

  it(`Welch's t (${CASES} cases): p, interval, df and t as t.test(after, before)`, () => {
    for (const { before, after, id } of welchCases) {
      const [p, low, high, df, t] = got(id);
      const ours = welchTest(before, after);
      if (p === undefined || Number.isNaN(p)) continue;
      close(ours?.p, p);
      close(ours?.ci_low, low);
      close(ours?.ci_high, high);
      close(ours?.df, df);
      close(ours?.t, t);
    }
  });

  it(`Mann-Whitney with ties (${CASES} cases), with and without continuity correction`, () => {
    for (const { before, after, id } of mannWhitneyCases) {
      const [w, p, pCorrected] = got(id);
      close(mannWhitney(before, after)?.u, w);
      close(mannWhitney(before, after)?.p, p);
      close(mannWhitney(before, after, true)?.p, pCorrected);
    }
  });

  it(`two shares and the Wilson interval (${CASES} cases) as prop.test(correct = FALSE)`, () => {
    for (const { n1, n2, s1, s2, id } of shareCases) {
      const [p, low, high, wilsonLow, wilsonHigh] = got(id);
      const ours = twoProportionTest({ successes: s1, n: n1 }, { successes: s2, n: n2 });
      // both shares 0% or 100%: R's chi-squared is 0/0; ours says no difference
      if (Number.isNaN(p)) expect(ours?.p).toBe(1);
      else close(ours?.p, p);
      close(ours?.ci_low, (low as number) * 100);
      close(ours?.ci_high, (high as number) * 100);
      close(wilsonInterval(s1, n1)?.ci_low, (wilsonLow as number) * 100);
      close(wilsonInterval(s1, n1)?.ci_high, (wilsonHigh as number) * 100);
    }
  });

  it(`the net score, its SE and the difference's SE (${CASES} cases)`, () => {
    for (const { before, after, id } of netCases) {
      const [score, se, difference, differenceSe, p] = got(id);
      const ours = netScoreInterval(before.promoters, before.passives, before.detractors);
      close(ours?.estimate, score);
      close(ours?.se, se);
      const change = netScoreDifference(before, after);
      close(change?.difference, difference);
      close(change?.se, differenceSe);
      close(change?.p, p);
    }
  });

  it(`Benjamini-Hochberg (${CASES} families of 1-40 p values) as p.adjust(method = 'BH')`, () => {
    for (const { ps, id } of bhCases) {
      const theirs = got(id);
      const ours = benjaminiHochberg(ps);
      expect(ours).toHaveLength(theirs.length);
      for (const [index, value] of theirs.entries()) close(ours[index], value);
    }
  });

  it(`the minimum detectable difference (${CASES} cases) at alpha 0.05 and power 0.8`, () => {
    for (const { sd, n1, n2, id } of mddCases) close(minimumDetectableDifference(sd, n1, n2) ?? undefined, got(id)[0]);
  });
});

describe('edge cases against R', () => {
  it('n at the minimum of 3: the t interval with 2 degrees of freedom', () => {
    const [low, high] = got('minimum');
    const ours = meanInterval(minimumSample, [1, 5]);
    close(ours?.ci_low, clip(low!, 1, 5));
    close(ours?.ci_high, clip(high!, 1, 5));
  });

  it('every answer equal: a point interval, and a test against a spread sample still agrees with R', () => {
    expect(meanInterval(equal, [1, 5])).toMatchObject({ ci_low: 4, ci_high: 4 });
    const [p, low] = got('equalWelch');
    close(welchTest(equal, spread)?.p, p);
    close(welchTest(equal, spread)?.ci_low, low);
    const [wilsonLow, wilsonHigh] = got('equalWilson');
    close(wilsonInterval(9, 9)?.ci_low, wilsonLow! * 100);
    close(wilsonInterval(9, 9)?.ci_high, wilsonHigh! * 100);
    close(mannWhitney(equal, spread)?.p, got('equalMw')[0]);
  });

  it('a cycle with no answers has no interval and no test', () => {
    expect(meanInterval([], [1, 5])).toBeNull();
    expect(wilsonInterval(0, 0)).toBeNull();
    expect(netScoreInterval(0, 0, 0)).toBeNull();
    expect(welchTest([], spread)).toBeNull();
    expect(mannWhitney([], spread)).toBeNull();
    expect(twoProportionTest({ successes: 0, n: 0 }, { successes: 3, n: 5 })).toBeNull();
    expect(netScoreDifference({ promoters: 0, passives: 0, detractors: 0 }, { promoters: 1, passives: 0, detractors: 0 })).toBeNull();
  });

  it('a five-point and a ten-point question on one chart: each answer on its own scale as a share', () => {
    const [p, low, high] = got('mixed');
    close(welchTest(valueCountsOf(mixedBefore, 'share'), valueCountsOf(mixedAfter, 'share'))?.p, p);
    close(meanInterval(valueCountsOf(mixedBefore, 'share'), [0, 100])?.ci_low, clip(low!, 0, 100));
    close(meanInterval(valueCountsOf(mixedBefore, 'share'), [0, 100])?.ci_high, clip(high!, 0, 100));
    expect(favourableOf(mixedBefore, 'share').favourable).toBe(got('mixedFavourable')[0]);
  });
});
