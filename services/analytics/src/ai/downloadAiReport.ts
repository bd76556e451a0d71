import { AiMessages, AiReportRequest } from '@canopy/contracts/analytics/ai';
import { bodyOf } from '@canopy/contracts/survey/texts';
import { fileNameOf } from '@canopy/platform/download/attachment';
import type { XlsxBook } from '@canopy/platform/download/xlsx';
import type { Prelude } from '@canopy/platform/http/prelude';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { z } from 'zod';
import { type AiPorts, type AiWorkspace, packageIn, periodLabel } from './aiPorts.ts';
import { assessmentsWithText } from './aiRuns.ts';
import { cutKey, releasedCuts } from './releasedCuts.ts';
import { aiReportFileName, writeAiReport } from './report/aiReport.ts';

export { access, WorkspaceParams as Params } from './aiPorts.ts';
export const Body = AiReportRequest;

/** the AI Report of an analysed period: its file's name and its writer (the route streams it) */
export const downloadAiReport =
  (ports: AiPorts) =>
  async (
    { body }: { body: z.output<typeof Body> },
    { scope: workspace, now }: Prelude<AiWorkspace>,
  ): Promise<{ fileName: string; write: (book: XlsxBook) => Promise<void> }> => {
    const pkg = packageIn(await ports.packages.ofWorkspace(workspace.id), body.package_id);
    const assessment = assessmentsWithText(pkg).find((item) => item.id === body.assessment_id);
    if (!assessment) throw httpError(404, AiMessages.noSelection);
    if (!body.is_all_participants && body.groups_id.length === 0) throw httpError(400, AiMessages.noSelection);
    const run = await ports.runOf(workspace.id, body.package_link, body.period_start, body.period_end);
    if (run.package_id !== pkg.id) throw httpError(404, AiMessages.noAnalysis);
    const [stored, groups, setting, commented] = await Promise.all([
      ports.runs.results(run.run_id, assessment.id),
      ports.people.groupsWithMembers(workspace.id),
      ports.settings.of(workspace.id),
      ports.runComments(run, now),
    ]);
    // the groups the release rule admits over the run's comments as they stand (ADR 0130): a result of a group it
    // refuses (written before the rule, or since an erasure changed the atoms) is not shown, and says why
    const { released, apart } = releasedCuts(
      commented.comments.filter((comment) => comment.assessment_id === assessment.id),
      commented.groups,
      setting.minimum_group_size_open_answers,
      pkg.languages_tags[0] ?? 'en_US',
    );
    const results = stored.filter(
      (result) => result.group_id === '' || released.has(cutKey(result.question_id, result.language, result.group_id)),
    );
    const names = new Map(groups.map((group) => [group.id, group.name]));
    const chosen = body.is_all_participants
      ? [{ id: '', name: 'All participants' }]
      : [...new Set(body.groups_id)].map((id) => {
          const name = names.get(id);
          if (name === undefined) throw httpError(404, AiMessages.noSelection);
          return { id, name };
        });
    const period = periodLabel(run, workspace.time_zone);
    const input = {
      packageName: pkg.name,
      assessmentName: bodyOf(assessment.name),
      period,
      analyser: run.analyser ?? 'local',
      minimum: setting.minimum_group_size_open_answers,
      questions: assessment.questions
        .filter((question) => question.answer_type === 'text' || question.answer_type === 'text_anonymous')
        .map((question) => ({ assessment_id: assessment.id, question_id: question.id, body: bodyOf(question.body) })),
      groups: chosen,
      results,
      apart,
    };
    const name = aiReportFileName(pkg.name, bodyOf(assessment.name), period.replace(/ /g, ''), chosen);
    return { fileName: fileNameOf(name), write: (book) => writeAiReport(book, input) };
  };
