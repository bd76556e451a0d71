import {
  AnalyticsMessages,
  ChartType,
  type AnswerScale,
  type ChartData,
  type ChartDataRequest,
  type Distribution,
  type GroupValue,
  type NetScorePoint,
} from '@canopy/contracts/analytics/api';
import type { Question } from '@canopy/contracts/survey/api';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { AggregateQuery, AggregateRow, AnswersReader } from '@canopy/projections/analytics/answers/read';
import type { z } from 'zod';
import { enpsQuestionOf, enpsSplitOf } from './enps.ts';
import { averageOf, netScoreAxis, netScoreOf } from './figures.ts';
import { heatmapCells } from './heatmap.ts';
import { SCORED } from './scored.ts';
import { givesAwayLeftOut, heldFigures, narrows, unnarrowed } from './suppression.ts';

export const ALL_PARTICIPANTS = 'All participants';

export type ParsedChartRequest = z.output<typeof ChartDataRequest>;

export type ChartContext = {
  reader: AnswersReader;
  workspaceId: string;
  assessment: { id: string; questions: readonly Question[] };
  groupNames: ReadonlyMap<string, string>;
  cycleDates: ReadonlyMap<string, string>;
  minimum: number;
  now: Date;
};

const bodyOf = (question: Question | undefined) => question?.body.en_US ?? Object.values(question?.body ?? {})[0] ?? '';
const scaleOfQuestions = (questions: readonly Question[]): AnswerScale =>
  questions.some((question) => question.answer_type === 'one_to_ten') ? 'ten' : 'five';

/** oldest cycle first; cycles without a date, and ties, by id (what the database returns has no set order) */
const byCycleDate = (
  a: { cycle_date: string | null; cycle_id: string | null },
  b: { cycle_date: string | null; cycle_id: string | null },
) =>
  (a.cycle_date ?? '').localeCompare(b.cycle_date ?? '') ||
  ((a.cycle_id ?? '') < (b.cycle_id ?? '') ? -1 : (a.cycle_id ?? '') > (b.cycle_id ?? '') ? 1 : 0);

/** rows keyed by cycle (the empty key for combined) */
const byCycle = (rows: readonly AggregateRow[]) => {
  const map = new Map<string, AggregateRow[]>();
  for (const row of rows) map.set(row.cycle_id ?? '', [...(map.get(row.cycle_id ?? '') ?? []), row]);
  return map;
};

/**
 * The figures of one chart under the request's filters, every one drawn from fewer respondents than the
 * minimum (or given away by a total beside it) held back with no value.
 */
export const chartData = async (context: ChartContext, request: ParsedChartRequest): Promise<ChartData> => {
  const type = ChartType.safeParse(request.type);
  if (!type.success) throw httpError(400, AnalyticsMessages.noSuchType);
  const { reader, minimum } = context;
  const scoredQuestions = context.assessment.questions.filter((question) => SCORED.has(question.answer_type));
  const picked = request.questions_ids.length
    ? scoredQuestions.filter((question) => request.questions_ids.includes(question.id))
    : scoredQuestions;
  const cycles = request.view === 'cycles';
  const base: Omit<AggregateQuery, 'byGroup' | 'byCycle' | 'byQuestion'> = {
    workspaceId: context.workspaceId,
    assessmentId: context.assessment.id,
    filters: request,
    // no question filter: every question, which the read model answers from one row per submission
    questionIds: request.questions_ids.length ? request.questions_ids : undefined,
    now: context.now,
  };
  const cycleDate = (id: string | null) => (id ? (context.cycleDates.get(id) ?? null) : null);
  const groupName = (id: string | null) => (id === null ? ALL_PARTICIPANTS : (context.groupNames.get(id) ?? ''));

  // under a filter that narrows the respondents, the same figures without it: what the filtered ones are compared with
  const narrowed = narrows(request);
  const unfiltered = (query: AggregateQuery) =>
    narrowed ? reader.aggregate({ ...query, filters: unnarrowed(request) }) : Promise.resolve(null);

  /** groups and their total per cycle, small ones held back */
  const grouped = async (questionIds: readonly string[], perCycle: boolean) => {
    const query = { ...base, questionIds, byCycle: perCycle, byQuestion: false };
    const [groups, totals, groupsBefore, totalsBefore] = await Promise.all([
      reader.aggregate({ ...query, byGroup: true }),
      reader.aggregate({ ...query, byGroup: false }),
      unfiltered({ ...query, byGroup: true }),
      unfiltered({ ...query, byGroup: false }),
    ]);
    const groupsByCycle = byCycle(groups);
    const before = totalsBefore && groupsBefore ? { totals: byCycle(totalsBefore), groups: byCycle(groupsBefore) } : null;
    const cellOf = (row: AggregateRow) => ({ key: row.group_id ?? '', respondents: row.respondents, row });
    // cycles oldest first: the two readers (rollups, rows) return them in no set order
    const inOrder = [...byCycle(totals).entries()].sort(([one], [other]) =>
      byCycleDate({ cycle_date: cycleDate(one || null), cycle_id: one }, { cycle_date: cycleDate(other || null), cycle_id: other }),
    );
    return inOrder.map(([cycleKey, [total]]) => {
      const cells = (groupsByCycle.get(cycleKey) ?? []).map(cellOf);
      const { totalHeld, held } = heldFigures({
        cells,
        total: total?.respondents ?? 0,
        baseline: before
          ? { cells: (before.groups.get(cycleKey) ?? []).map(cellOf), total: before.totals.get(cycleKey)?.[0]?.respondents ?? 0 }
          : undefined,
        minimum,
      });
      const rows = [
        { row: total!, suppressed: totalHeld },
        ...cells
          .sort((a, b) => groupName(a.row.group_id).localeCompare(groupName(b.row.group_id)))
          .map((cell) => ({ row: cell.row, suppressed: held.has(cell.key) })),
      ];
      return { cycleId: cycleKey || null, rows };
    });
  };

  switch (type.data) {
    case 'type1': {
      const sets = await grouped(base.questionIds ?? [], cycles);
      const groups: GroupValue[] = sets.flatMap(({ cycleId, rows }) =>
        rows.map(({ row, suppressed }) => ({
          group_id: row.group_id,
          group_name: groupName(row.group_id),
          cycle_id: cycleId,
          cycle_date: cycleDate(cycleId),
          value_avg: suppressed ? null : averageOf(row.counts),
          respondents: suppressed ? null : row.respondents,
          suppressed,
        })),
      );
      return { type: 'type1', view: request.view, scale: scaleOfQuestions(picked), minimum_group_size: minimum, groups };
    }
    case 'type2': {
      const query = { ...base, byGroup: false, byCycle: cycles, byQuestion: true };
      const [rows, rowsBefore] = await Promise.all([reader.aggregate(query), unfiltered(query)]);
      const respondentsBefore = new Map((rowsBefore ?? []).map((row) => [`${row.question_id}/${row.cycle_id}`, row.respondents]));
      const fivePoint = picked.filter((question) => question.answer_type !== 'one_to_ten');
      const questions: Distribution[] = fivePoint.flatMap((question) =>
        rows
          .filter((row) => row.question_id === question.id)
          .map((row) => {
            const suppressed =
              row.respondents < minimum ||
              givesAwayLeftOut(row.respondents, respondentsBefore.get(`${row.question_id}/${row.cycle_id}`), minimum);
            const [value1, value2, value3, value4, value5] = suppressed ? [0, 0, 0, 0, 0] : row.counts;
            return {
              question_id: question.id,
              question_body: bodyOf(question),
              cycle_id: row.cycle_id,
              cycle_date: cycleDate(row.cycle_id),
              value1: value1 ?? 0,
              value2: value2 ?? 0,
              value3: value3 ?? 0,
              value4: value4 ?? 0,
              value5: value5 ?? 0,
              passes: suppressed ? 0 : row.passes,
              suppressed,
            };
          })
          .sort(byCycleDate),
      );
      return { type: 'type2', view: request.view, minimum_group_size: minimum, questions };
    }
    case 'type3': {
      const x = scoredQuestions.find((question) => question.id === request.x_question_id);
      const y = scoredQuestions.find((question) => question.id === request.y_question_id);
      if (!x || !y) throw httpError(400, AnalyticsMessages.allFieldsRequired);
      const [xs, ys] = await Promise.all([grouped([x.id], false), grouped([y.id], false)]);
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
        x_axis_name: bodyOf(x),
        y_axis_name: bodyOf(y),
        x_scale: scaleOfQuestions([x]),
        y_scale: scaleOfQuestions([y]),
        points: points.filter((point) => point !== overall),
        overall_average_point: overall ? { x: overall.x, y: overall.y } : null,
        suppressed_groups: shownGroups - points.filter((point) => point !== overall).length,
      };
    }
    case 'type4': {
      const scale = scaleOfQuestions(picked);
      const sets = await grouped(base.questionIds ?? [], cycles);
      const points: NetScorePoint[] = sets.flatMap(({ cycleId, rows }) =>
        rows.map(({ row, suppressed }) => {
          const score = netScoreOf(row.counts, scale);
          return suppressed
            ? {
                group_name: groupName(row.group_id),
                cycle_id: cycleId,
                cycle_date: cycleDate(cycleId),
                promoters: 0,
                passives: 0,
                detractors: 0,
                value: null,
                suppressed,
              }
            : { group_name: groupName(row.group_id), cycle_id: cycleId, cycle_date: cycleDate(cycleId), ...score, suppressed };
        }),
      );
      points.sort(byCycleDate);
      // the eNPS split: its own question under the same filters, everyone and every cycle together
      const enpsQuestion = enpsQuestionOf(scoredQuestions);
      const enpsQuery = { ...base, questionIds: [enpsQuestion?.id ?? ''], byGroup: false, byCycle: false, byQuestion: false };
      const [enpsRows, enpsBefore] = enpsQuestion ? await Promise.all([reader.aggregate(enpsQuery), unfiltered(enpsQuery)]) : [[], null];
      const enpsLeftOut = givesAwayLeftOut(
        enpsRows[0]?.respondents ?? 0,
        enpsBefore ? (enpsBefore[0]?.respondents ?? 0) : undefined,
        minimum,
      );
      return {
        type: 'type4',
        view: request.view,
        minimum_group_size: minimum,
        axis: netScoreAxis(points.map((point) => point.value)),
        points,
        enps: enpsQuestion
          ? enpsSplitOf({ id: enpsQuestion.id, body: bodyOf(enpsQuestion) }, enpsLeftOut ? undefined : enpsRows[0], minimum)
          : null,
      };
    }
    case 'type5': {
      // groups by questions, every cell with its own question's answers: one query by group, one for the totals
      const query = { ...base, questionIds: picked.map((question) => question.id), byCycle: false, byQuestion: true };
      const [groupRows, totalRows, groupsBefore, totalsBefore] = await Promise.all([
        reader.aggregate({ ...query, byGroup: true }),
        reader.aggregate({ ...query, byGroup: false }),
        unfiltered({ ...query, byGroup: true }),
        unfiltered({ ...query, byGroup: false }),
      ]);
      const groupIds = [...new Set(groupRows.map((row) => row.group_id ?? ''))].filter(Boolean);
      groupIds.sort((a, b) => groupName(a).localeCompare(groupName(b)));
      return {
        type: 'type5',
        view: 'combined',
        minimum_group_size: minimum,
        questions: picked.map((question) => ({ id: question.id, body: bodyOf(question), scale: scaleOfQuestions([question]) })),
        groups: [null, ...groupIds].map((id) => ({ group_id: id, group_name: groupName(id) })),
        cells: heatmapCells(
          picked.map((question) => question.id),
          groupRows,
          totalRows,
          minimum,
          groupsBefore && totalsBefore ? { groupRows: groupsBefore, totalRows: totalsBefore } : undefined,
        ),
      };
    }
  }
};
