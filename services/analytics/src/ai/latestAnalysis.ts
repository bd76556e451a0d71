import { bodyOf } from '@canopy/contracts/survey/texts';
import type { Prelude } from '@canopy/platform/http/prelude';
import { z } from 'zod';
import { type AiPorts, type AiWorkspace, assessmentIn, iso, PathId } from './aiPorts.ts';

export { access } from './aiPorts.ts';
export const Params = z.object({ workspaceId: PathId(), assessmentId: PathId() });

/** an assessment's latest finished analysis for all participants (the Culture page's open answers) */
export const latestAnalysis =
  (ports: Pick<AiPorts, 'packages' | 'runs' | 'doneRuns'>) =>
  async ({ params }: { params: z.output<typeof Params> }, { scope: workspace }: Prelude<AiWorkspace>) => {
    const held = await ports.packages.ofWorkspace(workspace.id);
    const assessmentId = params.assessmentId;
    assessmentIn(held, assessmentId);
    const keys = await ports.runs.resultKeys(workspace.id);
    const withResults = new Set(keys.filter((key) => key.assessment_id === assessmentId && key.group_id === '').map((key) => key.run_id));
    // runs come newest first
    const run = (await ports.doneRuns(workspace.id)).find((item) => withResults.has(item.run_id));
    const pkg = run && held.find((item) => item.id === run.package_id);
    const assessment = pkg?.assessments.find((item) => item.id === assessmentId);
    if (!run || !pkg || !assessment) return { latest: null };
    const bodies = new Map(assessment.questions.map((question) => [question.id, bodyOf(question.body)]));
    const results = (await ports.runs.results(run.run_id, assessmentId)).filter((result) => result.group_id === '');
    return {
      latest: {
        period_start: run.period_start.toISOString(),
        period_end: iso(run.period_end),
        is_forever: run.is_forever,
        trigger: run.trigger,
        package_name: pkg.name,
        questions: results.map((result) => ({
          question_id: result.question_id,
          body: bodies.get(result.question_id) ?? '',
          language: result.language,
          comments: result.comments,
          summary: result.summary,
          themes: result.themes.slice(0, 5).map((theme) => ({ phrase: theme.phrase, share: theme.share, sentiment: theme.sentiment })),
        })),
      },
    };
  };
