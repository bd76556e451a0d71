import type { Queryable } from '@canopy/platform/db/typedQueries';
import { createAiAnalysesReader, type AiRunRow } from '@canopy/projections/analytics/aiAnalyses/read';
import { createAnswersReader } from '@canopy/projections/analytics/answers/read';
import { createAtAnswerReader } from '@canopy/projections/analytics/answers/readAtAnswer';
import type { CommentRow } from './analyseComments.ts';
import type { CommentGroup } from '../release/commentPopulations.ts';
import { daysOf } from './run/periods.ts';

/**
 * A run's comments with each commenter's groups at the answer (ADR 0130), and the workspace's groups they may be cut
 * by: what the analysis cuts and what the report checks again. A roster change after the answer moves no comment
 * between groups. A submission that holds only texts carries no stamp of its groups: its comments count for all
 * participants only, as anonymous ones do.
 */
export const createRunComments = (pool: Queryable) => {
  const runs = createAiAnalysesReader(pool);
  const atAnswer = createAtAnswerReader(pool);
  const answers = createAnswersReader(pool);
  return async (
    run: Pick<AiRunRow, 'workspace_id' | 'package_id' | 'cycle_id' | 'trigger' | 'period_start' | 'period_end'>,
    now: Date,
  ): Promise<{ comments: CommentRow[]; groups: CommentGroup[] }> => {
    const { fromDay, toDay } = daysOf(run, now);
    const [rows, live] = await Promise.all([runs.comments(run.package_id, run.cycle_id, fromDay, toDay), answers.groups(run.workspace_id)]);
    const assessments = [...new Set(rows.map((row) => row.assessment_id))];
    const stamps = await Promise.all(
      assessments.map(async (assessmentId) => ({
        assessmentId,
        rows: await atAnswer.ofSubmissions(run.workspace_id, run.package_id, assessmentId, [run.cycle_id]),
      })),
    );
    const groupsOf = new Map(
      stamps.flatMap(({ assessmentId, rows: stamped }) =>
        stamped.map((stamp) => [`${assessmentId}\u0000${stamp.participant_id}`, stamp.group_ids] as const),
      ),
    );
    const comments = rows.map((row) => ({
      ...row,
      group_ids: row.participant_id === null ? [] : (groupsOf.get(`${row.assessment_id}\u0000${row.participant_id}`) ?? []),
    }));
    return { comments, groups: live.map((group) => ({ id: group.id, classification: group.origin === 'default' })) };
  };
};
