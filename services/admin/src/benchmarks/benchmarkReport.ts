import { isScored } from '@canopy/contracts/survey/scoring';
import { bodyOf } from '@canopy/contracts/survey/texts';
import { confidentialAnswers, createAnswersReader, createRespondentsReader, createSettingsReader } from '@canopy/analytics';
import { AnalyticsFilters } from '@canopy/contracts/analytics/api';
import type { Queryable } from '@canopy/platform/db/typedQueries';
import { createBenchmarkParticipationReader } from '@canopy/projections/admin/benchmarkParticipation/read';
import { createTeamsReader } from '@canopy/identity';
import { createLibraryReader, type AssessmentRow, createPackagesReader } from '@canopy/survey';
import { createWorkspacesReader } from '@canopy/workspace';
import { benchmarkRowOf, contributorsOf, type BenchmarkRow, type WorkspaceAnswers } from './benchmark.ts';

export const BENCHMARK_FILE_NAME = 'benchmarks.csv';

const ALL_ANSWERS = AnalyticsFilters.parse({});
/** an assessment of the library as its copies carry it: a clone keeps the code and version (and question ids) */
const keyOf = (assessment: Pick<AssessmentRow, 'code' | 'version'>) => `${assessment.code}@${assessment.version}`;

/**
 * The benchmark over every workspace of every team that takes part: for each Canopy Library assessment a
 * workspace answered (through a package holding the library assessment or a clone of it), the per-question
 * histograms of all its answers, then one row per question where the minimums allow (benchmark.ts).
 */
export const createBenchmarkReport = (db: Queryable) => {
  const teams = createTeamsReader(db);
  const workspaces = createWorkspacesReader(db);
  const library = createLibraryReader(db);
  const packages = createPackagesReader(db);
  const readers = { answers: createAnswersReader(db), respondents: createRespondentsReader(db) };
  const settings = createSettingsReader(db);
  const participation = createBenchmarkParticipationReader(db);

  /** every workspace's answers to each library question, keyed by the library assessment then the question id */
  const collect = async (now: Date) => {
    const defaults = new Map((await library.ofCollection('canopy')).map((assessment) => [keyOf(assessment), assessment]));
    const optedOut = await participation.optedOutTeams();
    // key of the library assessment, then question id: every workspace's answers to it
    const byQuestion = new Map<string, Map<string, WorkspaceAnswers[]>>();

    for (const team of await teams.all()) {
      if (optedOut.has(team.id)) continue;
      for (const workspace of await workspaces.ofTeam(team.id)) {
        const used = (await library.byIds(await packages.assessmentIdsOfWorkspace(workspace.id))).filter((row) => defaults.has(keyOf(row)));
        if (used.length === 0) continue;
        const { minimum_group_size } = await settings.of(workspace.id);
        for (const assessment of used) {
          const key = keyOf(assessment);
          const questions = new Set(defaults.get(key)!.questions.map((question) => question.id));
          // the workspace's answers through analytics' anonymity rule, at the workspace's own minimum
          const aggregates = await confidentialAnswers(readers, minimum_group_size).aggregate({
            workspaceId: workspace.id,
            assessmentId: assessment.id,
            filters: ALL_ANSWERS,
            byGroup: false,
            byCycle: false,
            byQuestion: true,
            now,
          });
          for (const row of aggregates) {
            if (!row.question_id || !questions.has(row.question_id)) continue;
            const ofAssessment = byQuestion.get(key) ?? new Map<string, WorkspaceAnswers[]>();
            byQuestion.set(key, ofAssessment);
            const list = ofAssessment.get(row.question_id) ?? [];
            ofAssessment.set(row.question_id, list);
            list.push({
              workspaceId: workspace.id,
              teamId: team.id,
              minimumGroupSize: minimum_group_size,
              respondents: row.respondents,
              counts: row.counts,
            });
          }
        }
      }
    }

    return { defaults, byQuestion };
  };

  const rowsOf = ({ defaults, byQuestion }: Awaited<ReturnType<typeof collect>>): BenchmarkRow[] => {
    const result: BenchmarkRow[] = [];
    for (const [key, assessment] of [...defaults].sort(([a], [b]) => a.localeCompare(b))) {
      for (const question of [...assessment.questions].sort((a, b) => a.index - b.index)) {
        if (!isScored(question.answer_type)) continue;
        const row = benchmarkRowOf(
          {
            code: assessment.code,
            version: assessment.version,
            assessment: bodyOf(assessment.name),
            questionId: question.id,
            questionNumber: question.index + 1,
            question: bodyOf(question.body),
            scale: question.answer_type,
          },
          byQuestion.get(key)?.get(question.id) ?? [],
        );
        if (row) result.push(row);
      }
    }
    return result;
  };

  const rows = async (now: Date) => rowsOf(await collect(now));

  /**
   * What the page says before the download: how many questions qualify, and how many workspaces (of how many teams)
   * have enough answers to at least one library question, against the rule's minimums, so an empty file is explained.
   */
  const summary = async (now: Date) => {
    const collected = await collect(now);
    const workspaceIds = new Set<string>();
    const teamIds = new Set<string>();
    for (const ofAssessment of collected.byQuestion.values()) {
      for (const answers of ofAssessment.values()) {
        const { workspaces, teams } = contributorsOf(answers);
        for (const id of workspaces) workspaceIds.add(id);
        for (const id of teams) teamIds.add(id);
      }
    }
    return { questions: rowsOf(collected).length, workspaces: workspaceIds.size, teams: teamIds.size };
  };

  return { rows, summary };
};
