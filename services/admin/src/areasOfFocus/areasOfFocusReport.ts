import { isScored } from '@canopy/contracts/survey/scoring';
import { bodyOf } from '@canopy/contracts/survey/texts';
import {
  averageOf,
  confidentialAnswers,
  driverTable,
  normalised,
  createAnswersReader,
  createRespondentsReader,
  createSettingsReader,
} from '@canopy/analytics';
import { AnalyticsFilters } from '@canopy/contracts/analytics/api';
import type { AreasReportRequest } from '@canopy/contracts/admin/api';
import { AdminMessages } from '@canopy/contracts/admin/rules';
import { dayKey } from '@canopy/contracts/platform/dates';
import { DomainError } from '@canopy/platform/commands/decider';
import type { Queryable } from '@canopy/platform/db/typedQueries';
import { fileNameOf } from '@canopy/platform/download/attachment';
import type { XlsxBook } from '@canopy/platform/download/xlsx';
import { createPackageLinksReader, createPackagesReader } from '@canopy/survey';
import { createParticipantsReader, createWorkspacesReader } from '@canopy/workspace';
import { areasOfFocus, type FocusQuestion, type FocusRow } from './areasOfFocus.ts';

export const ALL_PARTICIPANTS = 'All Participants';

const COLUMNS = [
  { header: 'Priority', width: 9 },
  { header: 'Assessment', width: 28 },
  { header: 'Question number', width: 10 },
  { header: 'Question', width: 60 },
  { header: 'Scale', width: 8 },
  { header: 'Respondents', width: 12 },
  { header: 'Score', width: 8 },
  { header: 'Score (0-1)', width: 11 },
  { header: 'Workspace mean (0-1)', width: 14 },
  { header: 'Distance to the workspace mean', width: 16 },
  { header: 'Driver weight', width: 12 },
  { header: 'Priority index', width: 12 },
] as const;

export type AreasOfFocusFile = {
  fileName: string;
  teamId: string;
  workspaceId: string;
  write: (book: XlsxBook) => Promise<void>;
};

/**
 * The Areas Of Focus workbook of a workspace's package, cycle and group (null: All Participants): every scored
 * question of the package's assessments with its score for the group, distance to the workspace's mean and driver
 * weight, in priority order (areasOfFocus.ts). Figures from fewer respondents than the workspace's minimum group size
 * are held back. Throws 404 for a workspace, package, cycle or group that does not belong together.
 */
export const createAreasOfFocusReport = (db: Queryable) => {
  const workspaces = createWorkspacesReader(db);
  const packages = createPackagesReader(db);
  const links = createPackageLinksReader(db);
  const roster = createParticipantsReader(db);
  const settings = createSettingsReader(db);
  const readers = { answers: createAnswersReader(db), respondents: createRespondentsReader(db) };

  return async (request: AreasReportRequest, now: Date): Promise<AreasOfFocusFile> => {
    const workspace = await workspaces.byId(request.workspace_id);
    if (!workspace) throw new DomainError(AdminMessages.workspaceNotFound, 404);
    const pkg = await packages.one(request.package_id);
    if (pkg?.workspace_id !== workspace.id) throw new DomainError(AdminMessages.packageNotFound, 404);
    const cycle = await links.byLinkId(request.link);
    if (cycle?.package_id !== pkg.id) throw new DomainError(AdminMessages.cycleNotFound, 404);
    const group = request.group_id ? await roster.group(request.group_id) : null;
    if (request.group_id && group?.workspace_id !== workspace.id) throw new DomainError(AdminMessages.groupNotFound, 404);
    const { minimum_group_size: minimum } = await settings.of(workspace.id);
    // every figure through analytics' anonymity rule (released cells of the filter lattice only)
    const answers = confidentialAnswers(readers, minimum);

    const inCycle = AnalyticsFilters.parse({ cycles_ids: [cycle.cycle_id] });
    const ofGroup = AnalyticsFilters.parse({ cycles_ids: [cycle.cycle_id], groups_ids: group ? [group.id] : [] });
    const questions: FocusQuestion[] = [];
    const workspaceScores: number[] = [];
    for (const assessment of pkg.assessments) {
      const scored = assessment.questions.filter((question) => isScored(question.answer_type));
      if (scored.length === 0) continue;
      const query = { workspaceId: workspace.id, assessmentId: assessment.id, questionIds: scored.map((question) => question.id), now };
      const perQuestion = { byGroup: false, byCycle: false, byQuestion: true };
      const [everyone, ofTheGroup, values] = await Promise.all([
        answers.aggregate({ ...query, filters: inCycle, ...perQuestion }),
        group ? answers.aggregate({ ...query, filters: ofGroup, ...perQuestion }) : null,
        answers.respondentValues({ ...query, filters: inCycle }),
      ]);
      const scaleOf = (answerType: string) => (answerType === 'one_to_ten' ? ('ten' as const) : ('five' as const));
      const averages = new Map(
        everyone.map((row) => [row.question_id ?? '', { average: averageOf(row.counts), respondents: row.respondents }]),
      );
      // the driver analysis of the Culture page (engagement index) over the whole workspace in the cycle
      const drivers = driverTable({
        questions: scored.map((question) => ({
          id: question.id,
          body: bodyOf(question.body),
          index: question.index,
          scale: scaleOf(question.answer_type),
        })),
        values,
        averages,
        outcome: 'engagement_index',
        outcomeQuestionId: null,
        minimum,
      });
      const weights = new Map(drivers.drivers.map((driver) => [driver.question_id, driver.correlation]));
      const groupRows = new Map((ofTheGroup ?? everyone).map((row) => [row.question_id ?? '', row]));
      for (const question of scored) {
        const scale = scaleOf(question.answer_type);
        const all = averages.get(question.id);
        if (all && all.average !== null && all.respondents >= minimum) workspaceScores.push(normalised(all.average, scale));
        const row = groupRows.get(question.id);
        const shown = row !== undefined && row.respondents >= minimum;
        questions.push({
          assessment: bodyOf(assessment.name),
          questionId: question.id,
          number: question.index + 1,
          question: bodyOf(question.body),
          scale,
          score: shown ? averageOf(row.counts) : null,
          respondents: shown ? row.respondents : null,
          weight: weights.get(question.id) ?? null,
        });
      }
    }
    if (workspaceScores.length === 0) throw new DomainError(AdminMessages.noAnswers, 400);
    const mean = workspaceScores.reduce((sum, value) => sum + value, 0) / workspaceScores.length;
    const rows = areasOfFocus(questions, mean, normalised);
    const groupName = group?.name ?? ALL_PARTICIPANTS;
    // the cycle's day in the workspace's time zone: the day the page names it by (ADR 0118)
    const cycleDate = dayKey(cycle.created_at, workspace.time_zone);

    return {
      fileName: `${fileNameOf(`Areas Of Focus Calculation ${workspace.name} ${pkg.name} ${cycleDate} ${groupName}`)}.xlsx`,
      teamId: workspace.team_id,
      workspaceId: workspace.id,
      write: async (book) => {
        const sheet = book.sheet('Areas Of Focus', COLUMNS);
        for (const row of rows) await sheet.row(cellsOf(row));
        sheet.done();
        const about = book.sheet('About', [
          { header: 'Item', width: 28 },
          { header: 'Value', width: 90 },
        ]);
        for (const line of [
          ['Workspace', workspace.name],
          ['Package', pkg.name],
          ['Cycle', cycleDate],
          ['Group', groupName],
          ['Minimum group size', String(minimum)],
          ['Score', "the group's average answer in the cycle, on the question's scale; held back below the minimum group size"],
          ['Workspace mean', 'the mean of every question’s 0-1 score over all participants of the workspace in the cycle'],
          ['Driver weight', "Spearman's correlation with the engagement index, as the Culture page's driver analysis gives it"],
          ['Priority index', 'max(weight, 0) x (1 - score + how far the score is below the workspace mean); highest first'],
        ] as const)
          await about.row(line);
        about.done();
      },
    };
  };
};

const cellsOf = (row: FocusRow) => [
  row.rank,
  row.assessment,
  row.number,
  row.question,
  row.scale === 'ten' ? '1-10' : '1-5',
  row.respondents,
  row.score,
  row.scoreNormalised,
  row.workspaceMean,
  row.distance,
  row.weight,
  row.priority,
];
