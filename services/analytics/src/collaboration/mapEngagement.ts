import { isScored } from '@canopy/contracts/survey/scoring';
import { AnalyticsFilters } from '@canopy/contracts/analytics/api';
import type { EngagementFigure, ParsedCollaborationFilters } from '@canopy/contracts/analytics/collaboration';
import type { ConfidentialAnswers } from '../anonymity/confidentialAnswers.ts';
import { averageOnScale } from '../charts/figures.ts';

/** the engagement of each group asked for (the map's groups of one classification) */
export type GroupsEngagement = (groupIds: readonly string[]) => Promise<Map<string, EngagementFigure>>;

/** what the engagement reads of the workspace's packages: their assessments' questions */
export type HeldAssessments = readonly {
  assessments: readonly { id: string; questions: readonly { id: string; answer_type: string }[] }[];
}[];

/** the analytics filters take at most this many groups */
const MAX_GROUPS = 200;

/**
 * Each group's engagement as the Culture figures count it (ADR 0090): every scored answer of the assessments the map
 * keeps (all of the workspace's when it keeps all) in the map's period, as a share of its scale (0 bottom, 100 top),
 * through the anonymity rule (ADR 0056): only released cells enter, so every score is a sum over released cells.
 * `n` is the respondents of the group's most answered assessment; `held_back` says some of the group's people were
 * left out (their cells are under the workspace's minimum).
 */
export const groupsEngagement =
  (
    answers: ConfidentialAnswers,
    held: HeldAssessments,
    scope: { workspaceId: string; filters: ParsedCollaborationFilters; now: Date },
  ): GroupsEngagement =>
  async (groupIds) => {
    const keep = scope.filters.is_all_assessments
      ? null
      : new Set([...scope.filters.assessments_ids, ...scope.filters.assessments.map((one) => one.assessment_id)]);
    const assessments = new Map(
      held
        .flatMap((item) => item.assessments)
        .filter((assessment) => keep === null || keep.has(assessment.id))
        .map((assessment) => [assessment.id, assessment.questions.filter((question) => isScored(question.answer_type))]),
    );
    const asked = groupIds.slice(0, MAX_GROUPS);
    const totals = new Map(asked.map((id) => [id, { counts: Array(10).fill(0), ten: Array(10).fill(0), n: 0, heldBack: 0 }]));
    await Promise.all(
      [...assessments].map(async ([assessmentId, questions]) => {
        if (questions.length === 0) return;
        const query = {
          workspaceId: scope.workspaceId,
          assessmentId,
          questionIds: questions.map((question) => question.id),
          now: scope.now,
        };
        const filters = (groups: readonly string[]) =>
          AnalyticsFilters.parse({ groups_ids: groups, period_of_answer_date: scope.filters.period_of_answer_date });
        const [rows, heldBack] = await Promise.all([
          answers.aggregate({ ...query, filters: filters(asked), byGroup: true, byCycle: false, byQuestion: false }),
          Promise.all(asked.map(async (id) => [id, await answers.heldBack({ ...query, filters: filters([id]) })] as const)),
        ]);
        for (const row of rows) {
          const total = row.group_id ? totals.get(row.group_id) : undefined;
          if (!total) continue;
          row.counts.forEach((count, index) => {
            total.counts[index] += count;
          });
          row.ten_counts?.forEach((count, index) => {
            total.ten[index] += count;
          });
          total.n = Math.max(total.n, row.respondents);
        }
        for (const [id, count] of heldBack) {
          const total = totals.get(id);
          if (total) total.heldBack += count;
        }
      }),
    );
    return new Map(
      [...totals].map(([id, total]) => [
        id,
        {
          score: total.n === 0 ? null : averageOnScale({ counts: total.counts, ten_counts: total.ten }, 'share'),
          n: total.n,
          held_back: total.heldBack > 0,
        },
      ]),
    );
  };

/**
 * A community is no group: its own score would be a figure over an arbitrary set of people, outside the cells the
 * anonymity rule releases. Its engagement is its members' groups' released scores, each weighted by how many of the
 * community are in it (a combination of released figures, so the rule's guarantee holds); `n` counts the members
 * in a group with a score, `held_back` says some members' groups had people held back.
 */
export const communityEngagement = (
  members: readonly string[],
  groupOf: ReadonlyMap<string, string>,
  groups: ReadonlyMap<string, EngagementFigure>,
): EngagementFigure => {
  let weighted = 0;
  let n = 0;
  let heldBack = false;
  for (const member of members) {
    const group = groupOf.get(member);
    const figure = group === undefined ? undefined : groups.get(group);
    if (figure?.held_back) heldBack = true;
    if (figure?.score === null || figure?.score === undefined) continue;
    weighted += figure.score;
    n += 1;
  }
  return { score: n === 0 ? null : Math.round((weighted / n) * 10) / 10, n, held_back: heldBack };
};
