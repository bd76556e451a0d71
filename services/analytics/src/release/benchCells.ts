import type { CellRollup } from '@canopy/projections/analytics/answers/readCells';
import { tenureBucketOf } from './tenureBucket.ts';

/**
 * The cells the anonymity-cost bench's generator makes (bench/src/benches/anonymityCost.ts), rebuilt in memory so the
 * release rule can be measured on them offline (docs/benchmarks.md, ADR 0154): the same seed and draws, 2,000 people,
 * 20 departments sized 1/rank (the classification), 4 sites, hiring dates over 12 years (a fifth under a year, 5%
 * none), two cycles at 80% and 70% turnout 50 days apart, `questions` five-point questions with the bench's passes
 * (1 answer in 20) when `passes`; `cycles` more than the bench's 2 for a timing probe. Groups are `d01`..`d20` (origin default) and `s1`..`s4`.
 */
export const benchCells = ({ questions, passes, cycles: many = 2 }: { questions: number; passes: boolean; cycles?: number }) => {
  const PEOPLE = 2_000;
  let seed = 2_026;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const weights = Array.from({ length: 20 }, (_, rank) => 1 / (rank + 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const departmentOf = (n: number) => {
    let left = (n / PEOPLE) * total;
    for (const [index, weight] of weights.entries()) {
      if (left < weight) return index;
      left -= weight;
    }
    return weights.length - 1;
  };
  const tenureDays = () => (random() < 0.05 ? null : random() < 0.2 ? Math.floor(random() * 365) : 365 + Math.floor(random() * 11 * 365));
  const people = Array.from({ length: PEOPLE }, (_, n) => {
    const days = tenureDays();
    const site = 1 + Math.floor(random() * 4);
    return { department: `d${String(departmentOf(n) + 1).padStart(2, '0')}`, site: `s${site}`, days };
  });
  // the bench's two cycles; more (a timing probe) alternate their turnouts, 50 days apart
  const cycles = Array.from({ length: many }, (_, at) => ({ id: `c${at + 1}`, turnout: at % 2 === 0 ? 0.8 : 0.7, later: 50 * at }));
  const cells = new Map<string, CellRollup>();
  for (const cycle of cycles) {
    const answering = people.filter(() => random() < cycle.turnout);
    answering.forEach((person, index) => {
      const bucket = tenureBucketOf(person.days === null ? null : person.days + cycle.later);
      for (let q = 0; q < questions; q++) {
        const passed = passes && (index * 7 + q * 3) % 20 === 0;
        const key = `${q}|${cycle.id}|${person.department}|${person.site}|${bucket}`;
        let cell = cells.get(key);
        if (!cell) {
          cell = {
            question_id: `q${q}`,
            cycle_id: cycle.id,
            group_ids: [person.department, person.site],
            bucket,
            answered: 0,
            passes: 0,
            counts: Array.from({ length: 10 }, () => 0),
            ten_counts: Array.from({ length: 10 }, () => 0),
          };
          cells.set(key, cell);
        }
        if (passed) cell.passes++;
        else {
          cell.answered++;
          cell.counts[(index + q) % 5]!++;
        }
      }
    });
  }
  const groups = [
    ...Array.from({ length: 20 }, (_, index) => ({ id: `d${String(index + 1).padStart(2, '0')}`, origin: 'default' })),
    ...[1, 2, 3, 4].map((site) => ({ id: `s${site}`, origin: 'custom' })),
  ];
  return { rollups: [...cells.values()], groups, cycles: cycles.map((cycle) => cycle.id) };
};
