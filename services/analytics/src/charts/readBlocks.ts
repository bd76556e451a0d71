import { isScored } from '@canopy/contracts/survey/scoring';
import { bodyOf } from '@canopy/contracts/survey/texts';
import type { Block } from '@canopy/contracts/analytics/api';
import type { PackageCore } from '@canopy/contracts/survey/api';
import type { Prelude } from '@canopy/platform/http/prelude';
import type { createVisualizationsReader } from '@canopy/projections/analytics/visualizations/read';
import type { AnalyticsPorts, AnalyticsWorkspace } from '../analyticsPorts.ts';
import { scaleOfTypes } from './figures.ts';

export { WorkspaceParams as Params, workspaceAccess as access } from '../analyticsPorts.ts';

/** the default blocks: one per assessment the workspace's packages hold, in the order they first joined one */
const defaultBlocks = (packages: readonly PackageCore[]): Block[] => {
  const seen = new Map<string, Block>();
  for (const item of packages) {
    for (const assessment of item.assessments) {
      if (seen.has(assessment.id)) continue;
      const scored = assessment.questions.filter((question) => isScored(question.answer_type));
      if (scored.length === 0) continue;
      const chart = (type: Block['charts'][number]['type'], name: string) => ({
        id: `${assessment.id}-${type}`,
        name,
        type,
        assessment_id: assessment.id,
        x_question_id: null,
        y_question_id: null,
      });
      const charts: Block['charts'] = [chart('type1', 'Group averages')];
      if (scored.some((question) => question.answer_type !== 'one_to_ten')) {
        charts.push(chart('type2', 'Answers per question'));
      }
      if (scored.length >= 2) charts.push(chart('type3', 'Question against question'));
      charts.push(chart('type4', 'Net score'));
      seen.set(assessment.id, {
        id: `default-${assessment.id}`,
        name: bodyOf(assessment.name),
        origin: 'default',
        assessment_id: assessment.id,
        scale: scaleOfTypes(scored.map((question) => question.answer_type)),
        has_answers: false,
        questions: scored.map((question) => ({ id: question.id, body: bodyOf(question.body), answer_type: question.answer_type })),
        open_questions: assessment.questions
          .filter((question) => question.answer_type === 'text' || question.answer_type === 'text_anonymous')
          .map((question) => ({ id: question.id, body: bodyOf(question.body) })),
        charts,
      });
    }
  }
  return [...seen.values()];
};

/** the custom blocks, their charts drawing on the assessments of the workspace's packages */
const customBlocks = (
  packages: readonly PackageCore[],
  rows: Awaited<ReturnType<ReturnType<typeof createVisualizationsReader>['ofWorkspace']>>,
): Block[] => {
  const assessments = new Map(packages.flatMap((item) => item.assessments).map((assessment) => [assessment.id, assessment]));
  return rows.map((row) => {
    const questions = [...new Set(row.charts.map((chart) => chart.assessment_id))].flatMap((id) =>
      (assessments.get(id)?.questions ?? [])
        .filter((question) => isScored(question.answer_type))
        .map((question) => ({ id: question.id, body: bodyOf(question.body), answer_type: question.answer_type })),
    );
    return {
      id: row.id,
      name: row.name,
      origin: 'custom',
      assessment_id: null,
      scale: null,
      has_answers: false,
      questions,
      open_questions: [],
      charts: row.charts.map((chart) => ({
        id: chart.id,
        name: chart.name,
        type: chart.type,
        assessment_id: chart.assessment_id,
        x_question_id: chart.x_question_id,
        y_question_id: chart.y_question_id,
      })),
    };
  });
};

/** the Culture page's blocks (the default ones, then the custom ones), groups, cycles and settings */
export const readBlocks =
  (
    ports: Pick<AnalyticsPorts, 'packages' | 'answers' | 'settings' | 'cyclesOf'> & {
      custom: ReturnType<typeof createVisualizationsReader>;
    },
  ) =>
  async (_input: unknown, { scope: workspace }: Prelude<AnalyticsWorkspace>) => {
    const held = await ports.packages.ofWorkspace(workspace.id);
    const [groups, cycles, settings, answered, customRows] = await Promise.all([
      ports.answers.groups(workspace.id),
      ports.cyclesOf(workspace.id, held),
      ports.settings.of(workspace.id),
      ports.answers.answeredAssessments(workspace.id),
      ports.custom.ofWorkspace(workspace.id),
    ]);
    const blocks = [...defaultBlocks(held), ...customBlocks(held, customRows)].map((block) => ({
      ...block,
      has_answers: block.charts.some((chart) => chart.assessment_id !== null && answered.has(chart.assessment_id)),
    }));
    return {
      has_answers: answered.size > 0,
      blocks,
      groups: groups.map((group) => ({ id: group.id, name: group.name, origin: group.origin, origin_source: group.origin_source })),
      cycles,
      settings,
    };
  };
