import { SurveyMessages } from '@canopy/contracts/survey/api';
import { DEFAULT_LINK_DAYS, type PackageLinkRequest, SECONDS_PER_DAY } from '@canopy/contracts/survey/links';
import { newPublicLinkId } from '@canopy/platform/http/publicLimits';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import { newId } from '@canopy/platform/ids';
import { createPackageLinksReader } from '@canopy/projections/survey/packageLinks/read';
import { createPackagesReader } from '@canopy/projections/survey/packages/read';
import type { z } from 'zod';
import { createSurveyCommands } from '../commands.ts';
import { createPackageAccess } from '../http/packageAccess.ts';
import type { SurveyDeps } from '../package/packageMessages.ts';
import { linkAnswer } from './linkAnswer.ts';

/** a link id: the platform's public link id (128 random bits, URL-safe), so links can be neither guessed nor walked */
export const newLinkId = newPublicLinkId;

/** the end a request asks for: `days` from now wins over `link_expiration`; neither is the default 30 days */
export const requestedEnd = (body: z.output<typeof PackageLinkRequest>, now: Date): string | null => {
  if (body.is_forever) return null;
  if (body.days !== undefined) return new Date(now.getTime() + body.days * SECONDS_PER_DAY * 1000).toISOString();
  if (body.link_expiration !== undefined && body.link_expiration > 0) return new Date(body.link_expiration * 1000).toISOString();
  return new Date(now.getTime() + DEFAULT_LINK_DAYS * SECONDS_PER_DAY * 1000).toISOString();
};

/** what the link use cases read and write with; `baseUrl` is the public address the link's URL starts with */
export const createLinkPorts = (deps: SurveyDeps, baseUrl: () => string) => {
  const { pool } = deps.platform;
  const links = createPackageLinksReader(pool);
  const packages = createPackagesReader(pool);
  const messages = deps.packageMessages(pool);
  // the package's scheduled and triggered messages hold its link: it is not removed while they wait, and its days
  // cover the latest of them (the messaging read model answers both, through the port messaging implements)
  const rulesOf = async (packageId: string) => {
    const rules = await packages.linkRulesOf(packageId);
    if (!rules) throw httpError(404, SurveyMessages.packageNotFound);
    const schedule = await messages.packageSchedule(packageId, deps.clock.now());
    return { has_delayed_messages: schedule.is_has_delayed_message, min_number_of_days: schedule.min_number_of_days };
  };
  return {
    packageAccess: createPackageAccess(pool),
    commands: createSurveyCommands(deps),
    newId,
    newLinkId,
    rulesOf,
    /** the package's link as the screens show it ('' when it has none) */
    answer: async (packageId: string) =>
      linkAnswer(packageId, await links.current(packageId), await rulesOf(packageId), baseUrl(), deps.clock.now()),
  };
};

export type LinkPorts = ReturnType<typeof createLinkPorts>;
