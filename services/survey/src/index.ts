import type { FastifyInstance } from 'fastify';
import { surveyLibraryEvents } from '@canopy/contracts/survey/events';
import { packageLinkEvents } from '@canopy/contracts/survey/linkEvents';
import { anonymousTextEvents, responseEvents } from '@canopy/contracts/survey/responseEvents';
import { defineServiceModule, type ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { assessmentRoutes } from './http/assessmentRoutes.ts';
import { categoryRoutes } from './http/categoryRoutes.ts';
import { identifyFailureRoutes } from './http/identifyFailureRoutes.ts';
import { linkRoutes } from './http/linkRoutes.ts';
import { packageRoutes } from './http/packageRoutes.ts';
import { respondentRoutes } from './http/respondentRoutes.ts';
import { migrateIdentifyFailures } from './respondent/identifyThrottle.ts';
import { createRespondentTokens } from './respondent/tokens.ts';
import { resolveJwtSecret } from '@canopy/platform/http/jwtSecret';
import { seedDefaultLibrary } from './library/seedDefaultLibrary.ts';
import { seedDemoLibrary } from './library/seedDemoLibrary.ts';
import type { PackageMessagesPort, SurveyDeps } from './package/packageMessages.ts';

/**
 * The survey context: the assessment library (categories, assessments, the default library) and packages.
 * Deciders: category/, assessment/, package/. Read models: projections/src/survey.
 */
export { createPersonalLinks } from './respondent/personalLinks.ts';
export { createPackageAccess } from './http/packageAccess.ts';
export { endedCyclesOf, hasAnswered, recordAnswers } from './response/seedAnswers.ts';
export type { PackageMessages, PackageMessagesPort, PackageSchedule } from './package/packageMessages.ts';
// a library assessment added to a workspace's next package, for the action plans' feedback question (ADR 0155)
export { createAddToNextPackage, nextPackageOf, type AddToNextPackage, type AddToPackageResult } from './package/addToNextPackage.ts';

const survey = {
  name: 'survey',
  contracts: [...surveyLibraryEvents, ...packageLinkEvents, ...responseEvents, ...anonymousTextEvents],
  routes: (deps: SurveyDeps) => async (app: FastifyInstance) => {
    await app.register(categoryRoutes(deps));
    await app.register(assessmentRoutes(deps));
    await app.register(packageRoutes(deps));
    await app.register(linkRoutes(deps));
    await app.register(identifyFailureRoutes(deps));
    const { config } = deps.platform;
    await app.register(
      respondentRoutes(deps, {
        tokens: createRespondentTokens(await resolveJwtSecret(config)),
        perAddressPerMinute: config.RESPONDENT_RATE_LIMIT_PER_MINUTE,
        perLinkPerMinute: config.RESPONDENT_LINK_RATE_LIMIT_PER_MINUTE,
      }),
    );
  },
  start: async (deps: ServiceDeps) => {
    await migrateIdentifyFailures(deps.platform.pool);
    await seedDefaultLibrary(deps);
    if (deps.platform.config.SEED_DEMO) await seedDemoLibrary(deps);
    return async () => {};
  },
};

/** the context, mounted with the ports other contexts implement for it (messaging's counts and schedules) */
export const createSurveyModule = (ports: { packageMessages: PackageMessagesPort }) =>
  defineServiceModule({ ...survey, routes: (deps) => survey.routes({ ...deps, ...ports }) });
// for demo seeds, benches and specs (specs move survey's clock to see a link expire)
export { createRespondentTokens } from './respondent/tokens.ts';
export { DEFAULT_ASSESSMENTS, LINKED_SURVEY_URL } from './library/defaultLibrary.ts';
export { seedDefaultLibrary } from './library/seedDefaultLibrary.ts';
export { seedDemoLibrary } from './library/seedDemoLibrary.ts';
// survey's read models that other contexts read (ADR 0136): through this door, not their projection paths
export { createLibraryReader, type AssessmentRow } from '@canopy/projections/survey/library/read';
export { createPackageLinksReader, linkStateOf, type Cycle, type LinkRow } from '@canopy/projections/survey/packageLinks/read';
export { createOpenLinksReader } from '@canopy/projections/survey/packageLinks/openLinksRead';
export { createParticipationReader } from '@canopy/projections/survey/participation/read';
export { createPackagesReader } from '@canopy/projections/survey/packages/read';
