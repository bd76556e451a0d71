import type { GlobalPosition } from '@canopy/contracts';
import { DomainError } from '@canopy/platform/commands/decider';
import type { CommandContext } from '@canopy/platform/commands/eventLog';
import { handleCommand, type CommandResult } from '@canopy/platform/commands/handleCommand';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { assessmentStreamId } from '../assessment/assessment.ts';
import { assessmentDecider } from '../assessment/decide.ts';
import { categoryStreamId } from '../category/category.ts';
import { categoryDecider } from '../category/decide.ts';
import { LIBRARY_READ_MODELS } from '../commands.ts';
import { DEFAULT_ASSESSMENTS, DEFAULT_CATEGORIES, languageMapOf, type DefaultAssessment } from './defaultLibrary.ts';

const SYSTEM = 'system';

/** created once by whichever process gets there first: the others are told it exists (409) and move on */
const once = async (write: () => Promise<CommandResult<never, unknown>>): Promise<GlobalPosition | null> => {
  try {
    return (await write()).appended?.position ?? null;
  } catch (error) {
    if (!(error instanceof DomainError && error.status === 409)) throw error;
    return null;
  }
};

/** a default assessment as the editor would send it, every text in its five languages */
export const draftOf = (assessment: DefaultAssessment) => ({
  category_id: assessment.category_id,
  name: languageMapOf(assessment.name),
  description: languageMapOf(assessment.description),
  type: assessment.type,
  answer_type: assessment.answer_type,
  is_cloneable: true,
  questions: assessment.questions.map((question, index) => ({
    index,
    id: `${assessment.id}-q${index + 1}`,
    body: languageMapOf(question.body),
    answer_type: question.answer_type,
    ...(question.scale
      ? { scale_start_label: languageMapOf(question.scale.start), scale_end_label: languageMapOf(question.scale.end) }
      : {}),
  })),
  unreviewed_languages: assessment.unreviewed_languages,
});

/**
 * Writes the default library at every start, as events: categories not in the log yet, and each assessment
 * created when missing or revised when its text in defaultLibrary.ts changed (a database made before the
 * library's French, Hebrew and Hmong texts receives them). A database that already holds the same text is
 * left as it is (docs/decisions/0033-default-library.md, 0135-default-library-five-languages.md).
 */
export const seedDefaultLibrary = async (deps: Pick<ServiceDeps, 'platform' | 'waiter' | 'clock'>) => {
  const { log } = deps.platform;
  let last: GlobalPosition | null = null;
  const note = (position: GlobalPosition | null) => {
    if (position !== null) last = position;
  };
  const context = (): CommandContext => ({
    teamId: null,
    workspaceId: null,
    actor: SYSTEM,
    correlationId: 'default-library',
    now: deps.clock.now(),
  });
  for (const category of DEFAULT_CATEGORIES) {
    const command = {
      type: 'CreateCategory',
      data: {
        category_id: category.id,
        team_id: null,
        name: category.name,
        description: category.description,
        by: SYSTEM,
        now: deps.clock.now().toISOString(),
      },
    } as const;
    note(
      await once(
        () =>
          handleCommand({ log, decider: categoryDecider, streamId: categoryStreamId(category.id), command, context: context() }) as never,
      ),
    );
  }
  for (const assessment of DEFAULT_ASSESSMENTS) {
    const command = {
      type: 'SeedDefaultAssessment',
      data: {
        assessment_id: assessment.id,
        collection: assessment.collection,
        code: assessment.code,
        draft: draftOf(assessment),
        by: SYSTEM,
        now: deps.clock.now().toISOString(),
      },
    } as const;
    note(
      await once(
        () =>
          handleCommand({
            log,
            decider: assessmentDecider,
            streamId: assessmentStreamId(assessment.id),
            command,
            context: context(),
          }) as never,
      ),
    );
  }
  // the first screens after a start read the library: wait (bounded) until it is there
  if (last !== null) await deps.waiter.waitFor(last, LIBRARY_READ_MODELS, 10_000);
};
