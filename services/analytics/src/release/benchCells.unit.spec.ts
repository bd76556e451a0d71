import { HIRING_RANGES } from '@canopy/contracts/analytics/api';
import { bucketsOf } from '@canopy/projections/analytics/answers/readCells';
import { describe, expect, it } from 'vitest';
import { benchCells } from './benchCells.ts';
import { releaseFrom } from './releaseRule.ts';

// The release rule measured offline on the anonymity-cost bench's generator (ADR 0154, docs/benchmarks.md): the
// department rows under each hiring range, shown, refused beside others ('apart') or under the minimum ('small'), as
// the type1 chart over every question (Combined) gives them; a row nobody of the department answers in is no row.
const MINIMUM = 5;

const measure = (questions: number, passes: boolean) => {
  const { rollups, groups, cycles } = benchCells({ questions, passes });
  const started = performance.now();
  const release = releaseFrom(rollups, groups, MINIMUM);
  const departments = groups.filter((group) => group.origin === 'default').map((group) => group.id);
  const questionIds = [...new Set(rollups.map((cell) => cell.question_id))];
  const tally = { shown: 0, apart: 0, small: 0 };
  for (const range of HIRING_RANGES)
    for (const department of departments) {
      const buckets = bucketsOf(range);
      const rows = rollups.filter((cell) => cell.group_ids.includes(department) && buckets.includes(cell.bucket));
      if (!rows.some((cell) => cell.answered + cell.passes > 0)) continue;
      const verdicts = questionIds.map((id) => release.verdict(id, { anyOf: [], group: department, cycles: new Set(cycles), range }));
      // a chart over several questions shows a row when every question's population is released
      if (verdicts.every((one) => one.released)) tally.shown++;
      else if (verdicts.some((one) => !one.released && one.reason === 'small')) tally.small++;
      else tally.apart++;
    }
  // the Cycles view under a hiring range: each department's row within each cycle (a row of someone)
  const perCycle = { shown: 0, apart: 0 };
  for (const range of HIRING_RANGES)
    for (const department of departments)
      for (const cycle of cycles) {
        const buckets = bucketsOf(range);
        const rows = rollups.filter(
          (cell) => cell.cycle_id === cycle && cell.group_ids.includes(department) && buckets.includes(cell.bucket) && cell.answered > 0,
        );
        if (!rows.length) continue;
        const verdicts = questionIds.map((id) => release.verdict(id, { anyOf: [], group: department, cycles: new Set([cycle]), range }));
        if (verdicts.every((one) => one.released)) perCycle.shown++;
        else if (!verdicts.some((one) => !one.released && one.reason === 'small')) perCycle.apart++;
      }
  const sites = groups
    .filter((group) => group.origin !== 'default')
    .filter((site) =>
      questionIds.every((id) => release.verdict(id, { anyOf: [], group: site.id, cycles: new Set(cycles), range: null }).released),
    ).length;
  const shownDepartments = departments.filter((department) =>
    questionIds.every((id) => release.verdict(id, { anyOf: [], group: department, cycles: new Set(cycles), range: null }).released),
  ).length;
  const ms = performance.now() - started;
  const refused = tally.apart / (tally.shown + tally.apart);
  console.log(
    `bench generator, ${questions} question(s)${passes ? ' with passes' : ''}: department x range rows of at least ${MINIMUM}: ` +
      `${tally.apart} of ${tally.shown + tally.apart} refused (${(100 * refused).toFixed(1)}%), ${tally.small} under the minimum; ` +
      `per cycle (the Cycles view) ${perCycle.apart} of ${perCycle.shown + perCycle.apart} refused; ` +
      `sites ${sites} of 4, departments ${shownDepartments} of 20; release and verdicts ${ms.toFixed(0)} ms`,
  );
  return { ...tally, refused, sites, shownDepartments };
};

describe('the release rule on the anonymity-cost bench generator (offline)', () => {
  it('refuses fewer than a quarter of the department x range rows of one question, every site and department shown', () => {
    const one = measure(1, false);
    expect(one.refused).toBeLessThan(0.25);
    expect(one.sites).toBe(4);
    expect(one.shownDepartments).toBe(20);
  });
  it('and of ten questions with the bench passes', () => {
    const ten = measure(10, true);
    expect(ten.refused).toBeLessThan(0.25);
    expect(ten.sites).toBe(4);
    expect(ten.shownDepartments).toBe(20);
  }, 60_000);
});
