import { isScored } from '@canopy/contracts/survey/scoring';
import { bodyOf } from '@canopy/contracts/survey/texts';
import {
  AnalyticsMessages,
  ChartType,
  type ChartData,
  type ChartDataRequest,
  type Distribution,
  type GroupValue,
  type NetScorePoint,
} from '@canopy/contracts/analytics/api';
import type { Question } from '@canopy/contracts/survey/api';
import { DomainError } from '@canopy/platform/commands/decider';
import type { AggregateQuery } from '@canopy/projections/analytics/answers/read';
import type { z } from 'zod';
import type { ConfidentialAnswers, ReleasedRow } from '../anonymity/confidentialAnswers.ts';
import { enpsQuestionOf, enpsSplitOf } from './enps.ts';
import { averageOf, averageOnScale, netScoreAxis, netScoreOnScale, scaleOfTypes, scoredOf } from './figures.ts';
import { favourableIntervalOf, meanIntervalOf, NO_INTERVAL, netScoreIntervalOf } from '../statistics/figureIntervals.ts';
import { changesOf } from '../change/changeSinceLastCycle.ts';
import { lastTwoCycles } from '../change/lastTwoCycles.ts';
import { heatmapCells } from './heatmap.ts';
import { heatmapChangeChart } from '../change/heatmapChangeChart.ts';

export const ALL_PARTICIPANTS = 'All participants';

export type ParsedChartRequest = z.output<typeof ChartDataRequest>;

export type ChartContext = {
  /** the answers through the anonymity rule (ADR 0056): every figure below is a union of released cells */
  answers: ConfidentialAnswers;
  workspaceId: string;
  assessment: { id: string; questions: readonly Question[] };
  groupNames: ReadonlyMap<string, string>;
  cycleDates: ReadonlyMap<string, string>;
  now: Date;
};

const questionBodyOf = (question: Question | undefined) => bodyOf(question?.body ?? {});
const scaleOfQuestions = (questions: readonly Question[]) => scaleOfTypes(questions.map((question) => question.answer_type));

/** oldest cycle first; cycles without a date, and ties, by id (what the database returns has no set order) */
const byCycleDate = (
  a: { cycle_date: string | null; cycle_id: string | null },
  b: { cycle_date: string | null; cycle_id: string | null },
) =>
  (a.cycle_date ?? '').localeCompare(b.cycle_date ?? '') ||
  ((a.cycle_id ?? '') < (b.cycle_id ?? '') ? -1 : (a.cycle_id ?? '') > (b.cycle_id ?? '') ? 1 : 0);

/** rows keyed by cycle (the empty key for combined) */
const byCycle = (rows: readonly ReleasedRow[]) => {
  const map = new Map<string, ReleasedRow[]>();
  for (const row of rows) map.set(row.cycle_id ?? '', [...(map.get(row.cycle_id ?? '') ?? []), row]);
  return map;
};

/**
 * The figures of one chart under the request's filters. Every figure is read through the release rule (ADR 0128):
 * it counts every respondent of its population, or is suppressed with the reason (`withheld`): a population under the
 * minimum, or one that would set fewer than the minimum apart beside the populations released. No figure, and no
 * combination of figures across any requests, can single anyone out.
 */
export const chartData = async (context: ChartContext, request: ParsedChartRequest): Promise<ChartData> => {
  const type = ChartType.safeParse(request.type);
  if (!type.success) throw new DomainError(AnalyticsMessages.noSuchType, 400);
  const { answers } = context;
  const minimum = answers.minimum;
  const scoredQuestions = context.assessment.questions.filter((question) => isScored(question.answer_type));
  const picked = request.questions_ids.length
    ? scoredQuestions.filter((question) => request.questions_ids.includes(question.id))
    : scoredQuestions;
  const cycles = request.view === 'cycles';
  const base: Omit<AggregateQuery, 'byGroup' | 'byCycle' | 'byQuestion' | 'minimum'> = {
    workspaceId: context.workspaceId,
    assessmentId: context.assessment.id,
    filters: request,
    questionIds: request.questions_ids.length ? request.questions_ids : undefined,
    now: context.now,
  };
  const cycleDate = (id: string | null) => (id ? (context.cycleDates.get(id) ?? null) : null);
  const groupName = (id: string | null) => (id === null ? ALL_PARTICIPANTS : (context.groupNames.get(id) ?? ''));
  const held = (row: ReleasedRow) => Boolean(row.refused) || row.respondents < minimum;
  /** why a row is suppressed, said only where it is */
  const withheld = (row: ReleasedRow) => (held(row) ? { withheld: row.refused ?? 'small' } : {});
  const heldBack = (questionIds?: readonly string[]) => answers.heldBack({ ...base, questionIds: questionIds ?? base.questionIds });

  /** all participants, then each group by name, per cycle (oldest first) or combined */
  const grouped = async (questionIds: readonly string[] | undefined, perCycle: boolean) => {
    const query = { ...base, questionIds, byCycle: perCycle, byQuestion: false };
    const [groups, totals] = await Promise.all([
      answers.aggregate({ ...query, byGroup: true }),
      answers.aggregate({ ...query, byGroup: false }),
    ]);
    const groupsByCycle = byCycle(groups);
    // cycles oldest first: the reader returns them in no set order
    const inOrder = [...byCycle(totals).entries()].sort(([one], [other]) =>
      byCycleDate({ cycle_date: cycleDate(one || null), cycle_id: one }, { cycle_date: cycleDate(other || null), cycle_id: other }),
    );
    return inOrder.map(([cycleKey, [total]]) => ({
      cycleId: cycleKey || null,
      rows: [total!, ...(groupsByCycle.get(cycleKey) ?? []).sort((a, b) => groupName(a.group_id).localeCompare(groupName(b.group_id)))].map(
        (row) => ({ row, suppressed: held(row) }),
      ),
    }));
  };

  switch (type.data) {
    case 'type1': {
      const scale = scaleOfQuestions(picked);
      const [sets, heldBackCount] = await Promise.all([grouped(base.questionIds, cycles), heldBack()]);
      const groups: GroupValue[] = sets.flatMap(({ cycleId, rows }) =>
        rows.map(({ row, suppressed }) => ({
          group_id: row.group_id,
          group_name: groupName(row.group_id),
          cycle_id: cycleId,
          cycle_date: cycleDate(cycleId),
          value_avg: suppressed ? null : averageOnScale(row, scale),
          respondents: suppressed ? null : row.respondents,
          answers: suppressed ? null : scoredOf(row.counts),
          suppressed,
          ...withheld(row),
          ...(suppressed ? NO_INTERVAL : meanIntervalOf(row, scale)),
        })),
      );
      const changes = cycles ? changesOf(lastTwoCycles(sets, groupName), scale) : undefined;
      return { type: 'type1', view: request.view, scale, minimum_group_size: minimum, held_back: heldBackCount, groups, changes };
    }
    case 'type2': {
      const fivePoint = picked.filter((question) => question.answer_type !== 'one_to_ten');
      const query = { ...base, byGroup: false, byCycle: cycles, byQuestion: true };
      const [rows, heldBackCount] = await Promise.all([answers.aggregate(query), heldBack(fivePoint.map((question) => question.id))]);
      const questions: Distribution[] = fivePoint.flatMap((question) =>
        rows
          .filter((row) => row.question_id === question.id)
          .map((row) => {
            const suppressed = held(row);
            // counted by score; shown by the position chosen, which on a reversed question runs the other way
            const reversed = question.answer_type === 'one_to_five_reversed';
            const byScore = suppressed ? [0, 0, 0, 0, 0] : row.counts.slice(0, 5);
            const [value1, value2, value3, value4, value5] = reversed ? [...byScore].reverse() : byScore;
            return {
              question_id: question.id,
              question_body: questionBodyOf(question),
              reversed,
              cycle_id: row.cycle_id,
              cycle_date: cycleDate(row.cycle_id),
              value1: value1 ?? 0,
              value2: value2 ?? 0,
              value3: value3 ?? 0,
              value4: value4 ?? 0,
              value5: value5 ?? 0,
              passes: suppressed ? 0 : row.passes,
              // the distinct people of the same released cells (Combined: once across cycles), none when held back
              respondents: suppressed ? null : row.respondents,
              suppressed,
              ...withheld(row),
              ...(suppressed ? { ...NO_INTERVAL, favourable: null } : favourableIntervalOf(row, 'five')),
            };
          })
          .sort(byCycleDate),
      );
      return { type: 'type2', view: request.view, minimum_group_size: minimum, held_back: heldBackCount, questions };
    }
    case 'type3': {
      const x = scoredQuestions.find((question) => question.id === request.x_question_id);
      const y = scoredQuestions.find((question) => question.id === request.y_question_id);
      if (!x || !y) throw new DomainError(AnalyticsMessages.allFieldsRequired, 400);
      const [xs, ys, heldBackCount] = await Promise.all([grouped([x.id], false), grouped([y.id], false), heldBack([x.id, y.id])]);
      const yRows = new Map((ys[0]?.rows ?? []).map((entry) => [entry.row.group_id ?? '', entry]));
      const points = (xs[0]?.rows ?? []).flatMap(({ row, suppressed }) => {
        const other = yRows.get(row.group_id ?? '');
        if (!other || suppressed || other.suppressed) return [];
        const [px, py] = [averageOf(row.counts), averageOf(other.row.counts)];
        return px === null || py === null
          ? []
          : [{ name: groupName(row.group_id), x: px, y: py, respondents: Math.min(row.respondents, other.row.respondents) }];
      });
      const overall = points.find((point) => point.name === ALL_PARTICIPANTS);
      const shownGroups = (xs[0]?.rows.length ?? 1) - 1;
      return {
        type: 'type3',
        view: 'combined',
        minimum_group_size: minimum,
        held_back: heldBackCount,
        x_axis_name: questionBodyOf(x),
        y_axis_name: questionBodyOf(y),
        x_scale: scaleOfQuestions([x]),
        y_scale: scaleOfQuestions([y]),
        points: points.filter((point) => point !== overall),
        overall_average_point: overall ? { x: overall.x, y: overall.y } : null,
        suppressed_groups: shownGroups - points.filter((point) => point !== overall).length,
      };
    }
    case 'type4': {
      const scale = scaleOfQuestions(picked);
      const enpsQuestion = enpsQuestionOf(scoredQuestions);
      const enpsQuery = { ...base, questionIds: [enpsQuestion?.id ?? ''], byGroup: false, byCycle: false, byQuestion: false };
      const [sets, heldBackCount, enpsRows] = await Promise.all([
        grouped(base.questionIds, cycles),
        heldBack(),
        enpsQuestion ? answers.aggregate(enpsQuery) : Promise.resolve([]),
      ]);
      const points: NetScorePoint[] = sets.flatMap(({ cycleId, rows }) =>
        rows.map(({ row, suppressed }) => {
          const point = { group_name: groupName(row.group_id), cycle_id: cycleId, cycle_date: cycleDate(cycleId) };
          return suppressed
            ? {
                ...point,
                promoters: 0,
                passives: 0,
                detractors: 0,
                value: null,
                respondents: null,
                suppressed,
                ...withheld(row),
                ...NO_INTERVAL,
              }
            : { ...point, ...netScoreOnScale(row, scale), respondents: row.respondents, suppressed, ...netScoreIntervalOf(row, scale) };
        }),
      );
      points.sort(byCycleDate);
      return {
        type: 'type4',
        view: request.view,
        minimum_group_size: minimum,
        held_back: heldBackCount,
        scale,
        axis: netScoreAxis(points.map((point) => point.value)),
        points,
        // the eNPS split: its own question under the same filters, everyone and every cycle together
        enps: enpsQuestion ? enpsSplitOf({ id: enpsQuestion.id, body: questionBodyOf(enpsQuestion) }, enpsRows[0], minimum) : null,
      };
    }
    case 'type5': {
      const columns = picked.map((question) => ({ id: question.id, body: questionBodyOf(question), scale: scaleOfQuestions([question]) }));
      // the Cycles view: change since the last cycle (ADR 0138)
      if (cycles)
        return heatmapChangeChart({
          answers,
          base,
          questions: columns,
          groupName,
          cycleDate: (id) => cycleDate(id),
          heldBack: heldBack(columns.map((c) => c.id)),
        });
      // groups by questions, every cell with its own question's answers: one query by group, one for the totals
      const questionIds = picked.map((question) => question.id);
      const query = { ...base, questionIds, byCycle: false, byQuestion: true };
      const [groupRows, totalRows, heldBackCount] = await Promise.all([
        answers.aggregate({ ...query, byGroup: true }),
        answers.aggregate({ ...query, byGroup: false }),
        heldBack(questionIds),
      ]);
      const groupIds = [...new Set(groupRows.map((row) => row.group_id ?? ''))].filter(Boolean);
      groupIds.sort((a, b) => groupName(a).localeCompare(groupName(b)));
      return {
        type: 'type5',
        view: 'combined',
        minimum_group_size: minimum,
        held_back: heldBackCount,
        questions: picked.map((question) => ({ id: question.id, body: questionBodyOf(question), scale: scaleOfQuestions([question]) })),
        groups: [null, ...groupIds].map((id) => ({ group_id: id, group_name: groupName(id) })),
        cells: heatmapCells(
          questionIds,
          groupRows,
          totalRows,
          minimum,
          new Map(picked.map((question) => [question.id, scaleOfQuestions([question])])),
        ),
      };
    }
  }
};
