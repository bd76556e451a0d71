import { contextOf } from '@canopy/platform/commands/commandContext';
import type { EventLog } from '@canopy/platform/commands/eventLog';
import { streamCommand } from '@canopy/platform/commands/streamCommand';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { assessmentStreamId, type AssessmentEvent, type AssessmentState } from './assessment/assessment.ts';
import { assessmentDecider } from './assessment/decide.ts';
import { categoryStreamId } from './category/category.ts';
import { categoryDecider } from './category/decide.ts';
import { packageDecider } from './package/decide.ts';
import { packageStreamId } from './package/package.ts';
import { packageLinkDecider } from './link/decide.ts';
import { packageLinkStreamId } from './link/link.ts';
import { forgetCachedLinks } from './respondent/linkAccess.ts';

/** the read models the library screens read next: commands wait for them (read-your-writes) */
export const LIBRARY_READ_MODELS = ['survey_library'] as const;
export const PACKAGE_READ_MODELS = ['survey_packages'] as const;
export const LINK_READ_MODELS = ['survey_package_links'] as const;

/** who asks, for which team (and workspace), when (messaging's routes take it from here) */
export { contextOf };

/** one stream per category, assessment and package, so writes to different ones never contend */
export const createSurveyCommands = (deps: Pick<ServiceDeps, 'platform' | 'waiter'>) => {
  const link = streamCommand(deps, packageLinkDecider, packageLinkStreamId, LINK_READ_MODELS);
  return {
    category: streamCommand(deps, categoryDecider, categoryStreamId, LIBRARY_READ_MODELS),
    assessment: streamCommand(deps, assessmentDecider, assessmentStreamId, LIBRARY_READ_MODELS),
    package: streamCommand(deps, packageDecider, packageStreamId, PACKAGE_READ_MODELS),
    // once the link's read model has it, this process's respondent requests stop using the row cached before
    link: async (...args: Parameters<typeof link>) => {
      const result = await link(...args);
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
