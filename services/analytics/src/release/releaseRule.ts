import { createHash } from 'node:crypto';
import type { AnalyticsFilters } from '@canopy/contracts/analytics/api';
import type { AnswersReader } from '@canopy/projections/analytics/answers/read';
import { bucketsOf, type CellRollup } from '@canopy/projections/analytics/answers/readCells';
import { TENURE_DAYS } from '@canopy/projections/analytics/answers/read';
import { admit, type Atoms, type Cell, type Members, membersOf, type Population, type Verdict, verdict, verdictOf } from './atoms.ts';
import { laidOut } from './candidates.ts';
import { admitCrossing, blockOf, type Crossing } from './crossing.ts';
import { type RangeClasses, rangeClasses } from './rangeClasses.ts';

/**
 * The release rule of one assessment at one minimum (ADR 0128): per question, the atoms the admitted populations cut
 * its answers into, decided from the data and the workspace's groups alone. Kept per data version (the cells' version
 * the projection stamps, and a fingerprint of the groups), with the cells' rollups it was decided on (ADR 0129), so a
 * chart pays for reading the cells and for the admission once per batch of answers, not per request, and its figures
 * are sums of the kept rollups.
 */

/** a population a figure is asked for, in the terms of the chart filters */
export type Asked = {
  /** the filter's groups: a respondent in any of them (none: everyone) */
  anyOf: readonly string[];
  /** a row's group (null: the filter's whole population) */
  group: string | null;
  /** the cycles kept */
  cycles: ReadonlySet<string>;
  /** the hiring range kept */
  range: AnalyticsFilters['period_of_hiring_date'];
};

type QuestionAtoms = {
  cells: Cell[];
  atoms: Atoms;
  small: ReadonlySet<number>;
  /** the groups that cross the atoms, released beside them by the exact test (ADR 0141) */
  crossing: Crossing | null;
  /** department x range rows released beside the atoms, over every cycle (ADR 0154) */
  classes: RangeClasses;
  /** numbers of the pieces an atom and a class share, for `atomOf` */
  refined?: Map<string, number>;
  index?: Map<string, number>;
  /** the cells of each group and of each cycle, ascending: a verdict tests only the cells its population can hold */
  byGroup?: Map<number, Members>;
  byCycle?: Map<number, Members>;
};

const listsOf = (cells: readonly Cell[], keysOf: (cell: Cell) => Iterable<number>) => {
  const lists = new Map<number, number[]>();
  cells.forEach((cell, index) => {
    for (const key of keysOf(cell)) {
      const list = lists.get(key) ?? [];
      if (list[list.length - 1] !== index) list.push(index);
      lists.set(key, list);
    }
  });
  return new Map([...lists].map(([key, list]) => [key, Int32Array.from(list)]));
};
const NONE = new Int32Array(0);

/** a number per (atom, class) piece of a question, in the order first asked */
const refinedOf = (question: QuestionAtoms, atom: number, own: number) => {
  question.refined ??= new Map();
  const key = `${atom}|${own}`;
  let number = question.refined.get(key);
  if (number === undefined) {
    number = question.refined.size;
    question.refined.set(key, number);
  }
  return number;
};

const cellKey = (cycle: number, groups: readonly number[], bucket: number) =>
  `${cycle}|${[...groups].sort((a, b) => a - b).join(',')}|${bucket}`;

export type Release = {
  verdict(questionId: string, asked: Asked): Verdict;
  /**
   * whether a cycle's answers to a question enter any figure: a cycle that fewer than the minimum answered (an open
   * cycle's first answers) is a population under the minimum of its own, so it is in no figure, the totals included
   */
  counted(questionId: string, cycleId: string): boolean;
  /**
   * the atom a submission's answer to a question is in, from its cycle, its groups at the answer and its tenure
   * bucket; -1 when the answer is in no figure (a cycle under the minimum, or no answer): what a row-level file's
   * combinations are tested against (ADR 0130)
   */
  atomOf(questionId: string, cycleId: string, groupIds: readonly string[], bucket: number): number;
  /** every cell of the assessment with its counts, as of this data version: what every released figure sums */
  rollups: readonly CellRollup[];
  /**
   * a value computed once per data version and `key` (the respondents of a query as asked): the same cells give the
   * same answer, and a new batch of answers is a new release
   */
  once<T>(key: string, compute: () => Promise<T>): Promise<T>;
};

type Kept = { fingerprint: string; release: Promise<Release> };
const kept = new Map<string, Kept>();
const KEPT_AT_MOST = 256;
/** verdicts and respondents kept per release, at most */
const KEPT_VERDICTS = 100_000;

const RANGES = (Object.keys(TENURE_DAYS) as NonNullable<AnalyticsFilters['period_of_hiring_date']>[]).map((range) => bucketsOf(range));

export const releaseOf = async (answers: AnswersReader, workspaceId: string, assessmentId: string, minimum: number): Promise<Release> => {
  const [version, groups] = await Promise.all([answers.cellsVersion(workspaceId, assessmentId), answers.groups(workspaceId, true)]);
  const hash = createHash('sha1').update(`${minimum};${version ?? ''};`);
  for (const group of groups) hash.update(`${group.id}:${group.origin};`);
  const fingerprint = hash.digest('hex');
  const key = `${workspaceId}\u0000${assessmentId}\u0000${minimum}`;
  const before = kept.get(key);
  if (before?.fingerprint === fingerprint) return before.release;
  // kept while it is decided: the requests arriving meanwhile (a chart asks for its groups and its totals at once)
  // wait for the one admission instead of each deciding it again
  const release = decideRelease(answers, groups, minimum, workspaceId, assessmentId);
  if (kept.size >= KEPT_AT_MOST && !kept.has(key)) kept.delete(kept.keys().next().value!);
  kept.set(key, { fingerprint, release });
  // a failed read is not kept
  release.catch(() => {
    if (kept.get(key)?.release === release) kept.delete(key);
  });
  return release;
};

const decideRelease = async (
  answers: AnswersReader,
  groups: Awaited<ReturnType<AnswersReader['groups']>>,
  minimum: number,
  workspaceId: string,
  assessmentId: string,
): Promise<Release> => {
  // read after the version: rollups at least as new as it, so a batch in between only costs one more read
  return releaseFrom(await answers.cellRollups(workspaceId, assessmentId), groups, minimum);
};

/**
 * The release rule decided on these cells and groups: what `releaseOf` keeps per data version, and what the release
 * preview runs on an expected roster (ADR 0140), so the two cannot decide differently.
 */
export const releaseFrom = (sizes: readonly CellRollup[], groups: readonly { id: string; origin: string }[], minimum: number): Release => {
  const cycleIds = [...new Set(sizes.map((size) => size.cycle_id))].sort();
  const cycleIndex = new Map(cycleIds.map((id, index) => [id, index]));
  const groupIds = [...new Set([...groups.map((group) => group.id), ...sizes.flatMap((size) => size.group_ids)])];
  const groupIndex = new Map(groupIds.map((id, index) => [id, index]));
  const classification = new Set(groups.filter((group) => group.origin === 'default').map((group) => group.id));
  const dimensions = {
    cycles: cycleIds.length,
    classification: groupIds.filter((id) => classification.has(id)).map((id) => groupIndex.get(id)!),
    others: groupIds.filter((id) => !classification.has(id)).map((id) => groupIndex.get(id)!),
    ranges: RANGES,
  };
  const perQuestion = new Map<string, QuestionAtoms>();
  const cellsOf = new Map<string, Cell[]>();
  for (const size of sizes) {
    const cells = cellsOf.get(size.question_id) ?? [];
    cells.push({
      cycle: cycleIndex.get(size.cycle_id)!,
      groups: size.group_ids.map((id) => groupIndex.get(id)!),
      bucket: size.bucket,
      answered: size.answered,
      passes: size.passes,
    });
    cellsOf.set(size.question_id, cells);
  }
  for (const [questionId, all] of cellsOf) {
    const perCycle = new Map<number, number>();
    for (const cell of all) perCycle.set(cell.cycle, (perCycle.get(cell.cycle) ?? 0) + cell.answered);
    const small = new Set([...perCycle].filter(([, answered]) => answered > 0 && answered < minimum).map(([cycle]) => cycle));
    const cells = all.filter((cell) => !small.has(cell.cycle));
    const { candidates, rangeRows, after } = laidOut(cells, dimensions);
    const departmentCells = listsOf(cells, (cell) => cell.groups.filter((group) => classification.has(groupIds[group]!)));
    const extras = rangeClasses(cells, departmentCells, minimum);
    const { atoms } = admit(cells, candidates, minimum, {
      at: after,
      // the department x range rows over every cycle that the atoms refused, tried beside them before the same rows
      // within each cycle, so that a cycle's row gives way to the row of both where they cannot stand together
      before: (atomOf, rowsOfAtom, admitted) =>
        extras.choose(
          rangeRows.filter(({ index }) => !admitted[index]).map(({ index, group }) => ({ group, members: candidates[index]! })),
          atomOf,
          rowsOfAtom,
        ),
      keeps: (members, atomOf) => extras.keeps(members, atomOf),
    });
    // the other groups the atoms refused (sites beside departments), larger first, tried by the exact test
    const refused = dimensions.others
      .map((group) => {
        const inside: Population = (cell) => cell.groups.includes(group);
        const size = cells.reduce((total, cell) => total + (inside(cell) ? cell.answered : 0), 0);
        return { group, size, apart: verdict(cells, atoms, inside, minimum) };
      })
      .filter(({ size, apart }) => size > 0 && !apart.released && apart.reason === 'apart')
      .sort((a, b) => b.size - a.size)
      .map(({ group }) => group);
    const crossing = refused.length ? admitCrossing(cells, atoms, refused, minimum, dimensions.cycles) : null;
    // the extras decided again on the pieces the sites cut too: the proof needs the span of atoms and sites constant on them
    const classes = extras.settle(atoms, crossing ? (index) => blockOf(cells[index]!, crossing.groups) : null);
    perQuestion.set(questionId, { cells, small, atoms, crossing, classes });
  }

  const populationOf = (asked: Asked): Population => {
    const anyOf = asked.anyOf.map((id) => groupIndex.get(id) ?? -1);
    const group = asked.group === null ? null : (groupIndex.get(asked.group) ?? -1);
    const cycles = new Set([...asked.cycles].map((id) => cycleIndex.get(id) ?? -1));
    const buckets = asked.range ? bucketsOf(asked.range) : null;
    return (cell) =>
      cycles.has(cell.cycle) &&
      (anyOf.length === 0 || anyOf.some((id) => cell.groups.includes(id))) &&
      (group === null || cell.groups.includes(group)) &&
      (buckets === null || buckets.includes(cell.bucket));
  };
  const decide = (questionId: string, asked: Asked): Verdict => {
    const question = perQuestion.get(questionId);
    // a question nobody answered has no figure to give away
    if (!question) return { released: true };
    const population = populationOf(asked);
    // the cells to test: those of the row's group, or of the one cycle asked, else every cell
    const group = asked.group === null ? undefined : (groupIndex.get(asked.group) ?? -1);
    const [onlyCycle] = asked.cycles.size === 1 ? [...asked.cycles] : [];
    let within: Members | undefined;
    if (group !== undefined) {
      question.byGroup ??= listsOf(question.cells, (cell) => cell.groups);
      within = question.byGroup.get(group) ?? NONE;
    } else if (onlyCycle !== undefined) {
      question.byCycle ??= listsOf(question.cells, (cell) => [cell.cycle]);
      within = question.byCycle.get(cycleIndex.get(onlyCycle) ?? -1) ?? NONE;
    }
    const members = membersOf(question.cells, population, within);
    let said = verdictOf(question.cells, question.atoms, members, minimum);
    // not a union of atoms, but in the span of the atoms and the crossing groups: it adds nothing (ADR 0141)
    if (!said.released && said.reason === 'apart' && question.crossing?.spans(population)) said = { released: true };
    // a union of classes of departments beside the atoms (ADR 0154): in the span that is checked, it adds nothing
    if (!said.released && said.reason === 'apart' && question.classes.spans(members)) said = { released: true };
    // only small cycles asked for: a population under the minimum
    if (said.released && !members.some((index) => question.cells[index]!.answered + question.cells[index]!.passes > 0)) {
      const asksSmall = [...asked.cycles].some((id) => question.small.has(cycleIndex.get(id) ?? -1));
      if (asksSmall) return { released: false, reason: 'small' };
    }
    return said;
  };
  const verdicts = new Map<string, Verdict>();
  const computed = new Map<string, Promise<unknown>>();
  const release: Release = {
    verdict(questionId, asked) {
      // the same question and population at the same data version: the same verdict (the Cycles view asks thousands)
      const memo = [
        questionId,
        [...asked.anyOf].sort().join(','),
        asked.group ?? '',
        [...asked.cycles].sort().join(','),
        asked.range ?? '',
      ].join('\u0000');
      const known = verdicts.get(memo);
      if (known) return known;
      const said = decide(questionId, asked);
      if (verdicts.size < KEPT_VERDICTS) verdicts.set(memo, said);
      return said;
    },
    counted(questionId, cycleId) {
      return !perQuestion.get(questionId)?.small.has(cycleIndex.get(cycleId) ?? -1);
    },
    atomOf(questionId, cycleId, groupIds, bucket) {
      const question = perQuestion.get(questionId);
      const cycle = cycleIndex.get(cycleId);
      if (!question || cycle === undefined) return -1;
      question.index ??= new Map(question.cells.map((cell, at) => [cellKey(cell.cycle, cell.groups, cell.bucket), at]));
      const groups = groupIds.map((id) => groupIndex.get(id) ?? -1);
      const at = question.index.get(cellKey(cycle, groups, bucket));
      if (at === undefined) return -1;
      // within a department with rows beside the atoms, the piece an atom and a class share (ADR 0154): a file's
      // combination must hold 0 or at least the minimum of each, as chart populations are unions of them
      const own = question.classes.classOf(at);
      return own < 0 ? question.atoms.atomOf[at]! : question.atoms.count + refinedOf(question, question.atoms.atomOf[at]!, own);
    },
    rollups: sizes,
    once<T>(memo: string, compute: () => Promise<T>) {
      let value = computed.get(memo) as Promise<T> | undefined;
      if (!value) {
        value = compute();
        if (computed.size < KEPT_VERDICTS) computed.set(memo, value);
        // a failed read is not kept
        value.catch(() => computed.delete(memo));
      }
      return value;
    },
  };
  return release;
};
