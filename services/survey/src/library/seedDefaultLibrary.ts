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
import { DEFAULT_ASSESSMENTS, DEFAULT_CATEGORIES } from './defaultLibrary.ts';

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

/**
 * Writes the default library's categories and assessments that are not in the log yet, as events, at every
 * start: every database holds them, and a database that already has them is left as it is
 * (docs/decisions/0033-default-library.md).
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
    const draft = {
      category_id: assessment.category_id,
      name: assessment.name,
      description: assessment.description,
      type: 'survey' as const,
      answer_type: assessment.answer_type,
      is_cloneable: true,
      questions: assessment.questions.map((question, index) => ({
        index,
        id: `${assessment.id}-q${index + 1}`,
        body: { en_US: question.en, es_ES: question.es },
        answer_type: question.answer_type,
      })),
    };
    const command = {
      type: 'CreateAssessment',
      data: {
        assessment_id: assessment.id,
        team_id: null,
        origin: 'default',
        collection: assessment.collection,
        code: assessment.code,
        draft,
        category_exists: true,
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
