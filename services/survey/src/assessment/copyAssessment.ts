import type { Prelude } from '@canopy/platform/http/prelude';
import type { AssessmentPorts } from './assessmentPorts.ts';

export type CopyPorts = Pick<AssessmentPorts, 'commands' | 'answer' | 'newId' | 'newCode' | 'isTeamCategory' | 'loadAssessment'>;

/**
 * A clone or a duplicate: the source as its own stream tells it, copied into the category named, or (a duplicate)
 * beside its original; the decider refuses what may not be copied.
 */
export const copyAssessment = async (
  ports: CopyPorts,
  { user, context }: Pick<Prelude<unknown>, 'user' | 'context'>,
  copy: { mode: 'clone' | 'duplicate'; sourceId: string; categoryId: string | null | undefined; sourceVersion?: number | undefined },
) => {
  const { mode, sourceId, categoryId, sourceVersion } = copy;
  const source = await ports.loadAssessment(sourceId);
  // a duplicate lands beside its original unless the caller names another category
  const category_id =
    categoryId || (mode === 'duplicate' && source.status !== 'none' && source.status !== 'deleted' ? source.content.category_id : null);
  const assessmentId = ports.newId();
  await ports.commands.assessment(
    assessmentId,
    {
      type: 'CopyAssessment',
      data: {
        assessment_id: assessmentId,
        team_id: user.teamId,
        mode,
        source,
        source_version: sourceVersion,
        category_id,
        category_exists: await ports.isTeamCategory(user.teamId, category_id),
        code: ports.newCode(),
        by: user.id,
        now: context.now.toISOString(),
      },
    },
    context,
  );
  return ports.answer(user.teamId, assessmentId);
};
