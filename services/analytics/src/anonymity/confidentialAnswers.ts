import { PeriodOfAnswerDate } from '@canopy/contracts/analytics/api';
import type { AggregateQuery, AggregateRow, AnswersReader } from '@canopy/projections/analytics/answers/read';
import type { RespondentQuery, RespondentsReader, RespondentValueRow } from '@canopy/projections/analytics/answers/readRespondents';
import { hasPeriod } from '@canopy/projections/analytics/answers/read';
import { sumCells } from '../release/cellSums.ts';
import { type Asked, type Release, releaseOf } from '../release/releaseRule.ts';

/**
 * The release rule every figure of answers goes through: charts, passes, drivers, participant details, the group
 * report, the AI analysis, the admin reports and the story's figures (docs/decisions/0128-release-rule-complete-totals.md).
 *
 * A figure counts every respondent of its population, or is refused. Its population (the filters' groups, a row's
 * group, the cycles kept, the hiring range, for one question) is released only when it is a union of the atoms that
 * the admitted populations cut the answers into, each holding at least `minimum` people (release/atoms.ts): then no
 * linear combination of released figures, from any sequence of requests, is a figure over fewer than `minimum`. A
 * population that would separate part of an atom (a fine filter) or that is itself small (a small group) is refused
 * with its reason; everyone else is counted, the totals included.
 *
 * The figures are sums of the cells' rollups kept with the release at its data version (ADR 0129): a chart reads the
 * version, the groups and, for a count of people across cycles, the respondents' cells; never one row per answer.
 */

/** why a row has no figure: its population is under the minimum, or it would set part of another population apart */
export type Refusal = 'small' | 'apart';

export type ReleasedRow = AggregateRow & {
  /** null when the row's figure is released */
  refused?: Refusal | null;
  /** questions of the row whose population is refused (the row is then refused whole) */
  questions_left_out?: number;
};

export type ConfidentialAnswers = {
  /** the workspace's minimum group size the rule applies */
  minimum: number;
  aggregate(query: Omit<AggregateQuery, 'minimum'>): Promise<readonly ReleasedRow[]>;
  /** respondents whose answers are left out of the figures: none since every released figure counts everyone (ADR 0128) */
  heldBack(query: Omit<AggregateQuery, 'minimum' | 'byGroup' | 'byCycle' | 'byQuestion'>): Promise<number>;
  /** each respondent's mean score per question, for the questions whose population is released (driver analysis) */
  respondentValues(query: Omit<RespondentQuery, 'minimum'>): Promise<readonly RespondentValueRow[]>;
};

type Heads = Pick<AggregateRow, 'group_id' | 'cycle_id' | 'question_id' | 'respondents'>;
const ZEROS = Array.from({ length: 10 }, () => 0);
/** no answer period: all time, the contract's default */
const ALL_TIME = PeriodOfAnswerDate.parse({});
const keyOf = (group: string | null, cycle: string | null, question: string | null) =>
  `${group ?? ''}\u0000${cycle ?? ''}\u0000${question ?? ''}`;

export const confidentialAnswers = (
  readers: { answers: AnswersReader; respondents: RespondentsReader },
  minimum: number,
): ConfidentialAnswers => {
  /** the cycles with an answer in the filters' answer period (whole cycles), null when no period is set */
  const periodOf = (query: Pick<AggregateQuery, 'workspaceId' | 'assessmentId' | 'filters' | 'now'>) =>
    hasPeriod(query.filters.period_of_answer_date) ? readers.answers.cyclesInPeriod(query) : Promise.resolve(null);
  /** per (group, cycle, question), every cell under the filters summed: what the rule releases or refuses as a whole */
  const finest = (query: Omit<AggregateQuery, 'minimum'>, release: Release, inPeriod: ReadonlySet<string> | null) =>
    sumCells(release.rollups, { ...query, byCycle: true, byQuestion: true, inPeriod });
  const releaseFor = (query: Pick<AggregateQuery, 'workspaceId' | 'assessmentId'>) =>
    releaseOf(readers.answers, query.workspaceId, query.assessmentId, minimum);

  /**
   * the respondents of each row as asked (a person once across cycles and questions), in the cycles each question
   * counts (a cycle under the minimum is in no figure, nor in its count of people)
   */
  const respondentsAsAsked = async (
    query: Omit<AggregateQuery, 'minimum'>,
    rows: readonly AggregateRow[],
    kept: ReadonlySet<string>,
    release: Awaited<ReturnType<typeof releaseOf>>,
  ): Promise<readonly Heads[]> => {
    const questions = [...new Set(rows.map((row) => row.question_id ?? ''))];
    const countedOf = (question: string) => [...kept].filter((cycle) => release.counted(question, cycle)).sort();
    // the cycles are those the filters keep, so the answer period is in them already: the same question, cells and
    // cycles give the same people at the same data version, read once
    const ask = (cycles: readonly string[], questionIds: readonly string[]) => {
      if (!cycles.length) return Promise.resolve([] as readonly Heads[]);
      const asked = {
        ...query,
        questionIds,
        filters: { ...query.filters, cycles_ids: [...cycles], period_of_answer_date: ALL_TIME },
        minimum: 0,
      };
      const key = JSON.stringify([
        asked.byGroup,
        asked.byCycle,
        asked.byQuestion,
        [...questionIds].sort(),
        [...cycles].sort(),
        [...query.filters.groups_ids].sort(),
        query.filters.period_of_hiring_date,
      ]);
      return release.once(key, () => readers.answers.respondents(asked));
    };
    if (!query.byQuestion) {
      // a submission holds a row of every question, so its person counts where any question counts its cycle
      const cycles = [...kept].filter((cycle) => questions.some((question) => release.counted(question, cycle)));
      return ask(cycles, questions);
    }
    // per set of counted cycles, the questions that share it (almost always one set)
    const bySet = new Map<string, string[]>();
    for (const question of questions) {
      const key = countedOf(question).join('\u0000');
      bySet.set(key, [...(bySet.get(key) ?? []), question]);
    }
    const answers = await Promise.all([...bySet.entries()].map(([key, ids]) => ask(key ? key.split('\u0000') : [], ids)));
    return answers.flat();
  };

  /**
   * The figures of a query at one data version are a function of the kept rollups, the filters and the answer period's
   * cycles, so they are computed once per release and kept with it (ADR 0150): a chart at an unchanged version reads the
   * version and the groups and copies its rows. Each caller gets its own copy (some sort or extend what they get).
   */
  const aggregate = async (query: Omit<AggregateQuery, 'minimum'>): Promise<readonly ReleasedRow[]> => {
    const [release, inPeriod] = await Promise.all([releaseFor(query), periodOf(query)]);
    const key = JSON.stringify([
      'aggregate',
      query.byGroup,
      query.byCycle,
      query.byQuestion,
      query.questionIds ?? null,
      query.filters.groups_ids,
      query.filters.cycles_ids,
      query.filters.questions_ids,
      query.filters.period_of_hiring_date ?? null,
      inPeriod ? [...inPeriod].sort() : null,
    ]);
    const rows = await release.once(key, () => aggregateAt(query, release, inPeriod));
    return rows.map((row) => ({ ...row, counts: [...row.counts], ten_counts: row.ten_counts ? [...row.ten_counts] : row.ten_counts }));
  };

  const aggregateAt = async (
    query: Omit<AggregateQuery, 'minimum'>,
    release: Release,
    inPeriod: ReadonlySet<string> | null,
  ): Promise<readonly ReleasedRow[]> => {
    const exact = query.byCycle && query.byQuestion;
    const rows = finest(query, release, inPeriod);
    // the cycles the filters keep (picked, or whole cycles with an answer in the period): those the rows come from
    const kept = new Set(rows.map((row) => row.cycle_id ?? ''));
    const shaped = exact ? [] : await respondentsAsAsked(query, rows, kept, release);
    const verdicts = new Map<string, boolean>();
    const released = (row: AggregateRow) => {
      const key = keyOf(row.group_id, query.byCycle ? row.cycle_id : null, row.question_id);
      let answer = verdicts.get(key);
      if (answer === undefined) {
        const asked: Asked = {
          anyOf: query.filters.groups_ids,
          group: query.byGroup ? row.group_id : null,
          cycles: query.byCycle ? new Set([row.cycle_id ?? '']) : kept,
          range: query.filters.period_of_hiring_date,
        };
        const said = release.verdict(row.question_id ?? '', asked);
        answer = said.released;
        if (!said.released) refusals.set(key, said.reason);
        verdicts.set(key, answer);
      }
      return answer;
    };
    const refusals = new Map<string, Refusal>();
    const out = new Map<string, ReleasedRow>();
    const left = new Map<string, { out: Set<string>; reasons: Set<Refusal>; all: Set<string> }>();
    for (const row of rows) {
      // a cycle under the minimum for this question is in no figure (not refused: its answers are not there to show)
      if (!query.byCycle && !release.counted(row.question_id ?? '', row.cycle_id ?? '')) continue;
      const key = keyOf(row.group_id, query.byCycle ? row.cycle_id : null, query.byQuestion ? row.question_id : null);
      const tally = left.get(key) ?? { out: new Set<string>(), reasons: new Set<Refusal>(), all: new Set<string>() };
      left.set(key, tally);
      tally.all.add(row.question_id ?? '');
      let sum = out.get(key);
      if (!sum) {
        sum = {
          group_id: row.group_id,
          cycle_id: query.byCycle ? row.cycle_id : null,
          question_id: query.byQuestion ? row.question_id : null,
          respondents: 0,
          passes: 0,
          counts: [...ZEROS],
          ten_counts: [...ZEROS],
          refused: null,
          questions_left_out: 0,
        };
        out.set(key, sum);
      }
      if (!released(row)) {
        tally.out.add(row.question_id ?? '');
        const reason = refusals.get(keyOf(row.group_id, query.byCycle ? row.cycle_id : null, row.question_id));
        if (reason) tally.reasons.add(reason);
        continue;
      }
      sum.passes += row.passes;
      row.counts.forEach((count, index) => {
        sum.counts[index]! += count;
      });
      (row.ten_counts ?? ZEROS).forEach((count, index) => {
        sum.ten_counts![index]! += count;
      });
      if (exact) sum.respondents = row.respondents;
    }
    const respondentsOf = new Map(shaped.map((row) => [keyOf(row.group_id, row.cycle_id, row.question_id), row.respondents]));
    return [...out.entries()].map(([key, row]) => {
      const tally = left.get(key)!;
      if (tally.out.size > 0) {
        // a figure over several questions is shown only when each question's population is released: no figure, no
        // count of who answered
        const reason: Refusal = tally.reasons.has('small') ? 'small' : 'apart';
        return {
          ...row,
          respondents: 0,
          passes: 0,
          counts: [...ZEROS],
          ten_counts: [...ZEROS],
          refused: reason,
          questions_left_out: tally.out.size,
        };
      }
      return { ...row, respondents: exact ? row.respondents : (respondentsOf.get(key) ?? 0), questions_left_out: tally.out.size };
    });
  };

  return {
    minimum,
    aggregate,
    heldBack: async () => 0,
    async respondentValues(query) {
      const [release, inPeriod] = await Promise.all([releaseFor(query), periodOf(query)]);
      const rows = finest({ ...query, byGroup: false, byCycle: true, byQuestion: true }, release, inPeriod);
      const kept = new Set(rows.map((row) => row.cycle_id ?? ''));
      // the drivers' per-person values skip nobody of a released question but the cycles under the minimum
      const asked: Asked = { anyOf: query.filters.groups_ids, group: null, cycles: kept, range: query.filters.period_of_hiring_date };
      const questions = new Set(
        [...new Set(rows.map((row) => row.question_id ?? ''))].filter((question) => release.verdict(question, asked).released),
      );
      if (!questions.size) return [];
      // each person's mean over the cycles every released question counts: a cycle under the minimum is in no figure
      const cycles = [...kept].filter((cycle) => [...questions].every((question) => release.counted(question, cycle)));
      if (!cycles.length) return [];
      const values = await readers.respondents.values({ ...query, filters: { ...query.filters, cycles_ids: cycles }, minimum: 0 });
      return values.filter((value) => questions.has(value.question_id));
    },
  };
};
