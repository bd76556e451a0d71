import { AnalyticsFilters } from '@canopy/contracts/analytics/api';
import { ExportsMessages } from '@canopy/contracts/analytics/exports';
import type { PackageCore } from '@canopy/contracts/survey/api';
import { DomainError } from '@canopy/platform/commands/decider';
import type { Queryable } from '@canopy/platform/db/typedQueries';
import type { XlsxBook } from '@canopy/platform/download/xlsx';
import { createAnswersReader } from '@canopy/projections/analytics/answers/read';
import { createRespondentsReader } from '@canopy/projections/analytics/answers/readRespondents';
import { createExportsReader } from '@canopy/projections/analytics/exports/read';
import { createSettingsReader } from '@canopy/projections/analytics/settings/read';
import type { Cycle } from '@canopy/survey';
import { confidentialAnswers } from '../anonymity/confidentialAnswers.ts';
import { type AssessmentFigures, writeGroupReport } from './groupReport.ts';

/**
 * The group report of a package's cycle (per question and group of the chosen types: respondents, average,
 * distribution, passes, net score; small groups held back by the charts' rule), ready to be written: the consultant's
 * export page and the admin area's Group Report both call it. The caller has checked access and that the package and
 * cycle belong to the workspace. Throws 400 without a group type, 404 when the cycle holds no answers.
 */
export const createGroupReportFile = (db: Queryable) => {
  const exportsReader = createExportsReader(db);
  const readers = { answers: createAnswersReader(db), respondents: createRespondentsReader(db) };
  const settings = createSettingsReader(db);
  return async (
    workspaceId: string,
    pkg: PackageCore,
    cycle: Cycle,
    body: { is_all_groups: boolean; origin_sources: readonly string[] },
    now: Date,
    names: { workspaceName: string; cycleLabel: string },
  ): Promise<(book: XlsxBook) => Promise<void>> => {
    if (!body.is_all_groups && body.origin_sources.length === 0) throw new DomainError(ExportsMessages.noOriginSource, 400);
    const [groups, limits, answered] = await Promise.all([
      readers.answers.groups(workspaceId),
      settings.of(workspaceId),
      exportsReader.answeredAssessmentIds(workspaceId, pkg.id),
    ]);
    const shownGroups = body.is_all_groups ? groups : groups.filter((group) => body.origin_sources.includes(group.origin_source));
    const filters = AnalyticsFilters.parse({ cycles_ids: [cycle.cycle_id] });
    // the charts' anonymity rule at the workspace's minimum (ADR 0056)
    const confidential = confidentialAnswers(readers, limits.minimum_group_size);
    const figures: AssessmentFigures[] = [];
    for (const assessment of pkg.assessments.filter((candidate) => answered.has(candidate.id))) {
      const query = { workspaceId, assessmentId: assessment.id, filters, byCycle: false, byQuestion: true, now };
      const [totals, byGroup] = await Promise.all([
        confidential.aggregate({ ...query, byGroup: false }),
        confidential.aggregate({ ...query, byGroup: true }),
      ]);
      if (totals.some((row) => row.respondents > 0)) figures.push({ assessment, totals, groups: byGroup });
    }
    if (figures.length === 0) throw new DomainError(ExportsMessages.noAssessments, 404);
    const about = { ...names, packageName: pkg.name, groupTypes: body.is_all_groups ? ('all' as const) : body.origin_sources };
    return (book) => writeGroupReport(book, { assessments: figures, shownGroups, minimum: limits.minimum_group_size, about });
  };
};
