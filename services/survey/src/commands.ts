import type { CommandContext, EventLog } from '@canopy/platform/commands/eventLog';
import { handleCommand } from '@canopy/platform/commands/handleCommand';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import type { FastifyRequest } from 'fastify';
import { assessmentStreamId, type AssessmentEvent, type AssessmentState } from './assessment/assessment.ts';
import { assessmentDecider, type AssessmentCommand } from './assessment/decide.ts';
import { categoryStreamId } from './category/category.ts';
import { categoryDecider, type CategoryCommand } from './category/decide.ts';
import { packageDecider, type PackageCommand } from './package/decide.ts';
import { packageStreamId } from './package/package.ts';
import { packageLinkDecider, type PackageLinkCommand } from './link/decide.ts';
import { packageLinkStreamId } from './link/link.ts';
import { forgetCachedLinks } from './respondent/linkAccess.ts';

/** the read models the library screens read next: commands wait for them (read-your-writes) */
export const LIBRARY_READ_MODELS = ['survey_library'] as const;
export const PACKAGE_READ_MODELS = ['survey_packages'] as const;
export const LINK_READ_MODELS = ['survey_package_links'] as const;

/** who asks, for which team (and workspace), when: the metadata of the events a route appends */
export const contextOf = (
  request: FastifyRequest,
  user: { id: string; teamId: string },
  workspaceId: string | null = null,
  now = new Date(),
): CommandContext => ({
  teamId: user.teamId,
  workspaceId,
  actor: user.id,
  correlationId: request.id,
  now,
});

/** one stream per category, assessment and package, so writes to different ones never contend */
export const createSurveyCommands = (deps: Pick<ServiceDeps, 'platform' | 'waiter'>) => {
  const { log } = deps.platform;
  return {
    category: (categoryId: string, command: CategoryCommand, context: CommandContext) =>
      handleCommand({
        log,
        decider: categoryDecider,
        streamId: categoryStreamId(categoryId),
        command,
        context,
        settle: { waiter: deps.waiter, readModels: LIBRARY_READ_MODELS },
      }),
    assessment: (assessmentId: string, command: AssessmentCommand, context: CommandContext) =>
      handleCommand({
        log,
        decider: assessmentDecider,
        streamId: assessmentStreamId(assessmentId),
        command,
        context,
        settle: { waiter: deps.waiter, readModels: LIBRARY_READ_MODELS },
      }),
    package: (packageId: string, command: PackageCommand, context: CommandContext) =>
      handleCommand({
        log,
        decider: packageDecider,
        streamId: packageStreamId(packageId),
        command,
        context,
        settle: { waiter: deps.waiter, readModels: PACKAGE_READ_MODELS },
      }),
    // once the link's read model has it, this process's respondent requests stop using the row cached before
    link: async (packageId: string, command: PackageLinkCommand, context: CommandContext) => {
      const settle = { waiter: deps.waiter, readModels: LINK_READ_MODELS };
      const result = await handleCommand({
        log,
        decider: packageLinkDecider,
        streamId: packageLinkStreamId(packageId),
        command,
        context,
        settle,
      });
      forgetCachedLinks();
      return result;
    },
  };
};

export type SurveyCommands = ReturnType<typeof createSurveyCommands>;

/** an assessment as its own stream tells it: what a clone or duplicate copies (the read model may lag behind) */
export const loadAssessment = async (log: EventLog, assessmentId: string): Promise<AssessmentState> => {
  const { events } = await log.readStream(assessmentStreamId(assessmentId));
  return events.reduce(
    (state, event) => assessmentDecider.evolve(state, { type: event.type, data: event.data } as AssessmentEvent),
    assessmentDecider.initialState(),
  );
};
