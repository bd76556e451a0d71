import { randomUUID } from 'node:crypto';
import { chartData, confidentialAnswers, type ParsedChartRequest, passesOf } from '@canopy/analytics';
import { AnalyticsFilters, ChartDataRequest, HIRING_RANGES, type HiringRange } from '@canopy/contracts/analytics/api';
import { createAnswersReader, TENURE_DAYS } from '@canopy/projections/analytics/answers/read';
import { createRespondentsReader } from '@canopy/projections/analytics/answers/readRespondents';
import { describe, expect, it } from 'vitest';
import { appendSubmission, createAssessedPackage } from '../support/library.ts';
import { addParticipants, createGroup, moveToGroup, participantRow } from '../support/participants.ts';
import { withTwoTeams } from '../support/twoTeams.ts';
import { createWorkspace } from '../support/workspaces.ts';

// The release rule of ADR 0128 as a property: random workspaces (people in random overlapping groups, with random
// tenures, answering random cycles, passing now and then), random sequences of filtered requests (group averages and
// distributions, Combined and Cycles, the heatmap and Show passes, under random groups, hiring ranges, cycles and
// questions), and a solver that is given, for every figure released, exactly which answers it adds up (the strongest
// attacker: one who knows everyone's groups, tenure and turnout). Every released count, sum and pass count is a
// linear function of those answers (per value: the indicator of each answer having it), so an answer is pinned down
// exactly when its unit vector lies in the span of the released figures' incidence vectors. The solver checks that
// none does. The same requests answered without the rule (every answer the filters keep) do pin people down, so the
// sequences are strong enough to break a weaker rule.
//
// Every figure the service releases is checked against the whole population worked out here, independently of the
// service: every answer its filters keep, in the cycles that at least the minimum answered (a cycle under the minimum
// is in no figure). A figure counts everyone or is suppressed; the All participants figure without filters is never
// suppressed, and counts every answer.

const world = withTwoTeams();
const DAY = 86_400_000;

/** a small deterministic generator, so a failing seed can be replayed */
const generator = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

type Slot = { person: number; cycle: string; question: string; position: number; groups: string[]; tenure: number | null };

const bucketOf = (tenure: number | null) => {
  if (tenure === null) return -1;
  if (tenure < 0) return -2;
  const bounds = [30, 60, 90, 180, 364, 3 * 365 - 1, 6 * 365 - 1];
  const index = bounds.findIndex((bound) => tenure <= bound);
  return index === -1 ? bounds.length : index;
};

/** Gaussian elimination over the rows: whether a unit vector of some slot lies in their span, and which */
const pinnedSlots = (rows: readonly number[][], width: number): number[] => {
  const echelon: { pivot: number; row: number[] }[] = [];
  for (const source of rows) {
    const row = [...source];
    for (const { pivot, row: basis } of echelon) {
      const factor = row[pivot]!;
      if (Math.abs(factor) > 1e-9) for (let column = 0; column < width; column++) row[column]! -= factor * basis[column]!;
    }
    const pivot = row.findIndex((value) => Math.abs(value) > 1e-9);
    if (pivot === -1) continue;
    const scale = row[pivot]!;
    for (let column = 0; column < width; column++) row[column]! /= scale;
    for (const other of echelon) {
      const factor = other.row[pivot]!;
      if (Math.abs(factor) > 1e-9) for (let column = 0; column < width; column++) other.row[column]! -= factor * row[column]!;
    }
    echelon.push({ pivot, row });
  }
  const pinned: number[] = [];
  for (let slot = 0; slot < width; slot++) {
    const vector = Array.from({ length: width }, (_, column) => (column === slot ? 1 : 0));
    for (const { pivot, row } of echelon) {
      const factor = vector[pivot]!;
      if (Math.abs(factor) > 1e-9) for (let column = 0; column < width; column++) vector[column]! -= factor * row[column]!;
    }
    if (vector.every((value) => Math.abs(value) < 1e-9)) pinned.push(slot);
  }
  return pinned;
};

describe('the solver', () => {
  it('finds the answer a difference of two sums gives away, and none in sums over pairs', () => {
    // x0 + x1 + x2 and x0 + x1: x2 is pinned; x0 + x1 alone pins nobody
    expect(
      pinnedSlots(
        [
          [1, 1, 1],
          [1, 1, 0],
        ],
        3,
      ),
    ).toEqual([2]);
    expect(
      pinnedSlots(
        [
          [1, 1, 0, 0],
          [0, 0, 1, 1],
          [1, 1, 1, 1],
        ],
        4,
      ),
    ).toEqual([]);
  });
});

describe('no sequence of filtered requests pins down one person’s answer, and every figure counts everyone (ADR 0128)', () => {
  for (const seed of [11, 29, 47]) {
    it(`random workspace ${seed}`, { timeout: 120_000 }, async () => {
      const random = generator(seed);
      const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
      const minimum = pick([2, 3, 4]);
      const size = 40 + Math.floor(random() * 16);
      const workspace = await createWorkspace(world.api, world.ada, `Property ${seed}`);
      await world.api.call('PUT', `/analytics/workspaces/${workspace.id}/settings`, {
        token: world.ada,
        json: { minimum_group_size: minimum },
      });
      // tenure at the answers, in days: in any bucket, unknown, or hired after (a negative tenure)
      const tenures = Array.from({ length: size }, () => pick([null, null, null, null, null, 20, 20, 45, 800, 800, -3]));
      const added = (
        await addParticipants(
          world.api,
          world.ada,
          tenures.map((tenure, n) =>
            participantRow(
              workspace.id,
              n,
              tenure === null ? {} : { hiring_date: new Date(Date.now() - (tenure + 10) * DAY).toISOString() },
            ),
          ),
        )
      ).participants.map((person) => person.id);
      const groupIds: string[] = [];
      for (const name of ['North', 'South', 'Night shift', 'Leads'])
        groupIds.push((await createGroup(world.api, world.ada, workspace.id, name)).id);
      // most people in one of two departments, some in none; a third also in Leads, which overlaps both (Night shift
      // stays empty)
      const membership = added.map(() => [
        ...(random() < 0.9 ? [pick(groupIds.slice(0, 2))] : []),
        ...(random() < 0.3 ? [groupIds[3]!] : []),
      ]);
      for (const [person, mine] of membership.entries()) {
        for (const group of mine) expect((await moveToGroup(world.api, world.ada, added[person]!, group)).status).toBe(200);
      }
      const { assessment, pkg } = await createAssessedPackage(
        world.api,
        world.ada,
        workspace.id,
        { category: `Property ${seed}`, assessment: `Pulse ${seed}`, package: `Pulse ${seed}` },
        [
          { body: 'I feel heard', answer_type: 'one_to_five' },
          { body: 'I often think about leaving', answer_type: 'one_to_five_reversed' },
          { body: 'How likely are you to recommend us?', answer_type: 'one_to_ten' },
        ],
      );
      const cycles = [`c1-${randomUUID()}`, `c2-${randomUUID()}`, `c3-${randomUUID()}`];
      const slots: Slot[] = [];
      let last = null as Awaited<ReturnType<typeof appendSubmission>> | null;
      for (const [index, cycle] of cycles.entries()) {
        const turnout = [0.95, 0.7, 0.1][index]!;
        for (const person of added.keys()) {
          if (random() > turnout) continue;
          const answers = assessment.questions.map((question) => {
            const max = question.answer_type === 'one_to_ten' ? 10 : 5;
            const position = random() < 0.15 ? 0 : 1 + Math.floor(random() * max);
            slots.push({
              person,
              cycle,
              question: question.id,
              position,
              groups: [...membership[person]!].sort(),
              tenure: tenures[person]!,
            });
            return {
              question_id: question.id,
              answer_type: question.answer_type as 'one_to_five',
              value: position,
              passed: position === 0,
            };
          });
          // every answer 10 days ago, the tenures above counted to it
          last = await appendSubmission(
            world.runtime,
            { workspace, pkg, assessment, cycleId: cycle },
            added[person]!,
            answers,
            new Date(Date.now() - 10 * DAY).toISOString(),
          );
        }
      }
      expect(await world.runtime.deps.waiter.waitFor(last!.position, ['analytics_answers'], 20_000)).toBe(true);

      // what a figure counts, worked out here: every answer of a cycle that at least the minimum answered (a pass is no answer)
      const cycleAnswered = new Map<string, number>();
      const cycleKey = (slot: Slot) => `${slot.cycle}|${slot.question}`;
      for (const slot of slots) if (slot.position > 0) cycleAnswered.set(cycleKey(slot), (cycleAnswered.get(cycleKey(slot)) ?? 0) + 1);
      const released = (slot: Slot) => (cycleAnswered.get(cycleKey(slot)) ?? 0) >= minimum;
      const kept = (slot: Slot, filters: AnalyticsFilters) => {
        if (filters.groups_ids.length && !slot.groups.some((group) => filters.groups_ids.includes(group))) return false;
        if (filters.cycles_ids.length && !filters.cycles_ids.includes(slot.cycle)) return false;
        if (filters.questions_ids.length && !filters.questions_ids.includes(slot.question)) return false;
        if (filters.period_of_hiring_date) {
          const [from, to] = TENURE_DAYS[filters.period_of_hiring_date];
          if (slot.tenure === null || slot.tenure < from || (to !== null && slot.tenure > to)) return false;
        }
        return true;
      };

      const pool = world.runtime.platform.pool;
      const answers = confidentialAnswers({ answers: createAnswersReader(pool), respondents: createRespondentsReader(pool) }, minimum);
      const context = {
        answers,
        workspaceId: workspace.id,
        assessment: { id: assessment.id, questions: assessment.questions },
        groupNames: new Map(groupIds.map((id) => [id, id])),
        cycleDates: new Map<string, string>(),
        now: new Date(),
      };
      const rows: { released: number[][]; naive: number[][] } = { released: [], naive: [] };
      /** a released figure over these slots: its incidence vector */
      const record = (chosen: (slot: Slot) => boolean) => {
        rows.released.push(slots.map((slot) => (chosen(slot) && released(slot) ? 1 : 0)));
        return slots.filter((slot) => chosen(slot) && released(slot));
      };
      /** every figure the request asks for as a rule-less service would answer it: all the answers the filters keep */
      const naive = (chosen: (slot: Slot) => boolean) => rows.naive.push(slots.map((slot) => (chosen(slot) ? 1 : 0)));
      const everyGroup = [null, ...groupIds];
      const people = (set: readonly Slot[]) => new Set(set.map((slot) => slot.person)).size;

      for (let request = 0; request < 60; request++) {
        const filters: AnalyticsFilters = AnalyticsFilters.parse({
          groups_ids: groupIds.filter(() => random() < 0.3),
          period_of_hiring_date: random() < 0.5 ? null : pick<HiringRange>(HIRING_RANGES),
          cycles_ids: cycles.filter(() => random() < 0.3),
          questions_ids: random() < 0.5 ? [] : assessment.questions.filter(() => random() < 0.5).map((question) => question.id),
        });
        const kind = pick(['type1', 'type2', 'type5', 'passes'] as const);
        const view = pick(['combined', 'cycles'] as const);
        const what = `request ${request}: ${kind} ${view} ${JSON.stringify(filters)}`;
        const cycleKeys = kind === 'passes' || view === 'cycles' ? cycles : [null];
        const questions = filters.questions_ids.length ? filters.questions_ids : assessment.questions.map((question) => question.id);
        for (const cycle of cycleKeys) {
          const inCycle = (slot: Slot) =>
            kept(slot, kind === 'passes' ? { ...filters, questions_ids: [] } : filters) && (cycle === null || slot.cycle === cycle);
          if (kind === 'type1')
            for (const group of everyGroup) naive((slot) => inCycle(slot) && (group === null || slot.groups.includes(group)));
          else if (kind === 'type5')
            for (const group of everyGroup)
              for (const question of questions)
                naive((slot) => inCycle(slot) && slot.question === question && (group === null || slot.groups.includes(group)));
          else for (const question of questions) naive((slot) => inCycle(slot) && slot.question === question);
        }
        if (kind === 'passes') {
          const items = await passesOf(answers, { ...context, cycles: cycles.map((id) => ({ id, cycle_date: '', link: '' })), filters });
          for (const item of items) {
            for (const cycle of item.cycles) {
              const set = record(
                (slot) =>
                  kept(slot, { ...filters, questions_ids: [] }) && slot.question === item.question_id && slot.cycle === cycle.cycle_id,
              );
              expect(cycle.number_of_pass, what).toBe(set.filter((slot) => slot.position === 0).length);
            }
          }
          continue;
        }
        const request_ = ChartDataRequest.parse({ ...filters, type: kind, view, assessment_id: assessment.id }) as ParsedChartRequest;
        const data = await chartData(context, request_);
        if (data.type === 'type1') {
          const noFilter = !filters.groups_ids.length && !filters.period_of_hiring_date && view === 'combined';
          const total = data.groups.find((row) => row.group_id === null);
          if (noFilter && total) expect(total.suppressed, `${what}: the total is shown`).toBe(false);
          for (const row of data.groups) {
            if (row.suppressed) {
              expect({ answers: row.answers, respondents: row.respondents }, what).toEqual({ answers: null, respondents: null });
              continue;
            }
            const set = record(
              (slot) =>
                kept(slot, filters) &&
                (row.group_id === null || slot.groups.includes(row.group_id)) &&
                (row.cycle_id === null || slot.cycle === row.cycle_id),
            );
            expect({ answers: row.answers, respondents: row.respondents }, what).toEqual({
              answers: set.filter((slot) => slot.position > 0).length,
              respondents: people(set),
            });
          }
          // the net score of the same request is drawn from the same rows: each point's people are its incidence set's
          const netScore = await chartData(context, { ...request_, type: 'type4' });
          if (netScore.type !== 'type4') throw new Error('expected type4');
          for (const point of netScore.points) {
            if (point.suppressed) {
              expect(point.respondents, `${what} (net score)`).toBeNull();
              continue;
            }
            const group = point.group_name === 'All participants' ? null : point.group_name;
            const set = record(
              (slot) =>
                kept(slot, filters) &&
                (group === null || slot.groups.includes(group)) &&
                (point.cycle_id === null || slot.cycle === point.cycle_id),
            );
            expect(point.respondents, `${what} (net score)`).toBe(people(set));
          }
        } else if (data.type === 'type2') {
          for (const row of data.questions) {
            if (row.suppressed) {
              expect([row.value1, row.value2, row.value3, row.value4, row.value5, row.passes, row.respondents], what).toEqual([
                0,
                0,
                0,
                0,
                0,
                0,
                null,
              ]);
              continue;
            }
            const set = record(
              (slot) => kept(slot, filters) && slot.question === row.question_id && (row.cycle_id === null || slot.cycle === row.cycle_id),
            );
            const count = (position: number) => set.filter((slot) => slot.position === position).length;
            expect([row.value1, row.value2, row.value3, row.value4, row.value5, row.passes], what).toEqual([1, 2, 3, 4, 5, 0].map(count));
            // the people the row is drawn from: Combined counts each once across cycles
            expect(row.respondents, what).toBe(people(set));
          }
        } else if (data.type === 'type5') {
          // the Cycles view ('change since the last cycle', ADR 0138) shows the latest cycle's figures: the compared
          // cycle, or with a single cycle the one the kept answers are in (the ids sort c1, c2, c3 in their order)
          const latest =
            data.view !== 'cycles'
              ? null
              : (data.compared?.to_cycle_id ??
                record((slot) => kept(slot, filters))
                  .map((slot) => slot.cycle)
                  .sort()
                  .at(-1) ??
                null);
          for (const cell of data.cells) {
            if (cell.suppressed) {
              expect([cell.value_avg, cell.respondents], what).toEqual([null, null]);
              continue;
            }
            const set = record(
              (slot) =>
                kept(slot, filters) &&
                slot.question === cell.question_id &&
                (latest === null || slot.cycle === latest) &&
                (cell.group_id === null || slot.groups.includes(cell.group_id)),
            );
            expect(cell.respondents, what).toBe(people(set));
          }
        }
      }
      expect(rows.released.length, 'the requests released figures').toBeGreaterThan(20);
      expect(pinnedSlots(rows.released, slots.length), `seed ${seed}, minimum ${minimum}: answers pinned down`).toEqual([]);
      // the same requests without the rule do single people out: the sequences are a real attack
      expect(pinnedSlots(rows.naive, slots.length).length, 'the naive figures pin someone down').toBeGreaterThan(0);
    });
  }
});
