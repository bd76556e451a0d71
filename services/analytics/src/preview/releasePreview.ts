import { AnalyticsFilters, HIRING_RANGES, type HiringRange } from '@canopy/contracts/analytics/api';
import {
  PREVIEW_DEFAULT_RATE,
  type PreviewAssessment,
  type PreviewRow,
  type PreviewStatus,
  type PreviewTally,
  type ReleasePreview,
} from '@canopy/contracts/analytics/preview';
import type { PackageCore } from '@canopy/contracts/survey/api';
import { isScored } from '@canopy/contracts/survey/scoring';
import { bodyOf } from '@canopy/contracts/survey/texts';
import type { Queryable } from '@canopy/platform/db/typedQueries';
import { createAnswersReader } from '@canopy/projections/analytics/answers/read';
import { bucketsOf } from '@canopy/projections/analytics/answers/readCells';
import { createRespondentsReader } from '@canopy/projections/analytics/answers/readRespondents';
import { createRosterReader } from '@canopy/projections/analytics/answers/readRoster';
import { createSettingsReader } from '@canopy/projections/analytics/settings/read';
import { createPackageLinksReader } from '@canopy/survey';
import { confidentialAnswers } from '../anonymity/confidentialAnswers.ts';
import { scaleOfTypes } from '../charts/figures.ts';
import { releaseFrom, releaseOf, type Asked } from '../release/releaseRule.ts';
import { moments, scaleBounds, valueCountsOf } from '../statistics/sample.ts';
import { minimumDetectableDifference } from '../statistics/tests.ts';
import { type ExpectedCell, expectedCells, expectedRollups } from './expectedCells.ts';

// The release preview (ADR 0140): the cycle a package would get if today's roster of the chosen groups answered it
// at a rate, decided by the release rule itself (releaseFrom, ADR 0128) over the assessment's real cells and the
// expected ones together, and read the way the Group averages chart reads it: the chosen groups as the filter, All
// participants and each group a row, alone and under each hiring-date filter, in the new cycle.

/** the expected cycle's id: no real cycle id has this form */
export const PREVIEW_CYCLE = '\u0000release-preview';

export type PreviewQuery = {
  workspaceId: string;
  pkg: PackageCore;
  groupIds: readonly string[];
  /** the rate to assume (null: measured on `rateCycleId`, else on the package's last cycle, else 65%) */
  rate: number | null;
  /** the cycle to measure the rate on (the admin report's past cycle); null: the package's last cycle */
  rateCycleId: string | null;
  now: Date;
};

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
const tallyOf = (statuses: readonly PreviewStatus[]): PreviewTally => ({
  shown: statuses.filter((status) => status === 'shown').length,
  refused: statuses.filter((status) => status === 'refused').length,
  hidden: statuses.filter((status) => status === 'hidden').length,
  empty: statuses.filter((status) => status === 'empty').length,
});

export const createReleasePreview = (pool: Queryable) => {
  const answers = createAnswersReader(pool);
  const respondents = createRespondentsReader(pool);
  const roster = createRosterReader(pool);
  const settings = createSettingsReader(pool);
  const links = createPackageLinksReader(pool);

  /** the rate measured on a cycle: of the chosen groups' people today, the share who submitted in it */
  const rateOf = async (query: PreviewQuery, people: readonly { participant_id: string }[]) => {
    if (query.rate !== null) return { rate: query.rate, source: 'given' as const, cycleDate: null };
    const cycles = (await answers.cycles(query.workspaceId)).filter((cycle) => cycle.package_id === query.pkg.id);
    let cycle: { cycle_id: string; cycle_date: Date | null } | undefined;
    if (query.rateCycleId) {
      // a past cycle chosen in the admin area: measured even when nobody answered it (a rate of nought)
      cycle = cycles.find((candidate) => candidate.cycle_id === query.rateCycleId) ?? { cycle_id: query.rateCycleId, cycle_date: null };
    } else {
      // the last cycle: the newest with answers that is not the link's open one (its answers are still coming)
      const open = await links.current(query.pkg.id);
      const ended = (link: NonNullable<typeof open>) =>
        link.removed_at !== null ||
        link.replaced_at !== null ||
        (!link.is_forever && link.expires_at !== null && link.expires_at <= query.now);
      const openCycle = open && !ended(open) ? open.cycle_id : null;
      cycle = cycles.filter((candidate) => candidate.cycle_id !== openCycle).at(-1);
    }
    if (!cycle || people.length === 0) return { rate: PREVIEW_DEFAULT_RATE, source: 'default' as const, cycleDate: null };
    const answered = (await roster.respondentsOfCycles(query.workspaceId, [cycle.cycle_id])).get(cycle.cycle_id) ?? new Set();
    const rate = people.filter((person) => answered.has(person.participant_id)).length / people.length;
    return { rate, source: 'last_cycle' as const, cycleDate: cycle.cycle_date?.toISOString() ?? null };
  };

  return async (query: PreviewQuery): Promise<ReleasePreview> => {
    const [everyone, groups, { minimum_group_size: minimum }] = await Promise.all([
      roster.roster(query.workspaceId),
      answers.groups(query.workspaceId, true),
      settings.of(query.workspaceId),
    ]);
    const chosen = new Set(query.groupIds);
    const people = chosen.size ? everyone.filter((person) => person.group_ids.some((id) => chosen.has(id))) : everyone;
    const { rate, source, cycleDate } = await rateOf(query, people);
    const cells = expectedCells(people, rate, query.now);
    const names = new Map(groups.map((group) => [group.id, group.name]));
    // the chart's rows: All participants, then the chosen groups by name
    const rowGroups: (string | null)[] = [null, ...[...chosen].sort((a, b) => (names.get(a) ?? '').localeCompare(names.get(b) ?? ''))];
    const cellsOf = (group: string | null, range: HiringRange | null) => {
      const buckets = range ? bucketsOf(range) : null;
      return cells.filter(
        (cell) => (group === null || cell.group_ids.includes(group)) && (buckets === null || buckets.includes(cell.bucket)),
      );
    };
    const sum = (of: readonly ExpectedCell[], pick: (cell: ExpectedCell) => number) => of.reduce((total, cell) => total + pick(cell), 0);

    const assessments = await Promise.all(
      query.pkg.assessments.map(async (assessment): Promise<PreviewAssessment | null> => {
        const scored = assessment.questions.filter((question) => isScored(question.answer_type));
        if (scored.length === 0) return null;
        const scale = scaleOfTypes(scored.map((question) => question.answer_type));
        const questionIds = scored.map((question) => question.id);
        const real = await releaseOf(answers, query.workspaceId, assessment.id, minimum);
        const release = releaseFrom([...real.rollups, ...expectedRollups(cells, questionIds, PREVIEW_CYCLE)], groups, minimum);
        const [low, high] = scaleBounds(scale);
        // the spread of the answers so far (everyone, as the chart releases it), else a quarter of the scale's width
        const [total] = await confidentialAnswers({ answers, respondents }, minimum).aggregate({
          workspaceId: query.workspaceId,
          assessmentId: assessment.id,
          filters: AnalyticsFilters.parse({}),
          questionIds,
          byGroup: false,
          byCycle: false,
          byQuestion: false,
          now: query.now,
        });
        const spread = total && !total.refused ? moments(valueCountsOf(total, scale), total.respondents).variance : null;
        const sd = spread !== null && spread > 0 ? Math.sqrt(spread) : (high - low) / 4;
        const statusOf = (group: string | null, range: HiringRange | null): { status: PreviewStatus; expected: number } => {
          const expected = sum(cellsOf(group, range), (cell) => cell.expected);
          if (expected === 0) return { status: 'empty', expected };
          const asked: Asked = { anyOf: [...chosen], group, cycles: new Set([PREVIEW_CYCLE]), range };
          // as the chart reads a figure over several questions: shown only when each question's population is released
          const verdicts = questionIds.map((id) => release.verdict(id, asked));
          if (verdicts.some((said) => !said.released && said.reason === 'small')) return { status: 'hidden', expected };
          if (verdicts.some((said) => !said.released)) return { status: 'refused', expected };
          return { status: expected < minimum ? 'hidden' : 'shown', expected };
        };
        const decimals = scale === 'share' ? 1 : 2;
        const rows: PreviewRow[] = rowGroups.map((group) => {
          const { status, expected } = statusOf(group, null);
          const mdd = status === 'shown' ? minimumDetectableDifference(sd, expected, expected) : null;
          return {
            group_id: group,
            group_name: group === null ? 'All participants' : (names.get(group) ?? ''),
            people: sum(cellsOf(group, null), (cell) => cell.people),
            expected,
            status,
            minimum_detectable: mdd === null ? null : round(Math.min(mdd, high - low), decimals),
            tenure: tallyOf(HIRING_RANGES.map((range) => statusOf(group, range).status)),
          };
        });
        const shownGroups = rows.slice(1).flatMap((row) => (row.minimum_detectable === null ? [] : [row.minimum_detectable]));
        return {
          assessment_id: assessment.id,
          name: bodyOf(assessment.name),
          scale,
          sd: round(sd, 3),
          sd_source: spread !== null && spread > 0 ? 'answers' : 'assumed',
          rows,
          groups: tallyOf(rows.slice(1).map((row) => row.status)),
          tenure: rows.reduce(
            (all, row) => ({
              shown: all.shown + row.tenure.shown,
              refused: all.refused + row.tenure.refused,
              hidden: all.hidden + row.tenure.hidden,
              empty: all.empty + row.tenure.empty,
            }),
            { shown: 0, refused: 0, hidden: 0, empty: 0 },
          ),
          smallest_minimum_detectable: shownGroups.length ? Math.min(...shownGroups) : null,
        };
      }),
    );
    return {
      minimum_group_size: minimum,
      response_rate: round(rate, 4),
      rate_source: source,
      rate_cycle_date: cycleDate,
      people: people.length,
      expected: sum(cells, (cell) => cell.expected),
      assessments: assessments.filter((entry): entry is PreviewAssessment => entry !== null),
    };
  };
};
export type ReleasePreviewUseCase = ReturnType<typeof createReleasePreview>;
