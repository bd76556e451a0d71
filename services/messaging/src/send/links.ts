import { MessagingMessages, type MessageLinkType } from '@canopy/contracts/messaging/api';
import { DomainError } from '@canopy/platform/commands/decider';
import { LinkPaths } from '@canopy/contracts/survey/links';
import type { Queryable } from '@canopy/platform/db/typedQueries';
import { createPackageLinksReader, linkStateOf, createPackagesReader, createParticipationReader } from '@canopy/survey';
import { systemClock } from '@canopy/platform/time/clock';

/** the survey readers' pool (slonik), as the survey context makes it */

/**
 * What a send needs of a package's links and answers (the survey context owns both): whether the package has a
 * link to send, the link each participant gets, the current cycle and who already finished the package in it.
 */
export type LinkSource = {
  /** whether the package has a link respondents can open (not removed, not expired) now, or at `at` (a sweep's clock) */
  hasLink(packageId: string, at?: Date): Promise<boolean>;
  /** the link each participant of one send gets: the package's links read once per send, not once per participant */
  linksOf(packageId: string, type: MessageLinkType): Promise<(participantId: string) => string>;
  /** the current cycle, or null when the package has no link */
  currentCycle(packageId: string): Promise<string | null>;
  finishedIn(packageId: string, cycleId: string): Promise<ReadonlySet<string>>;
};

/** a message carrying a link needs the package to have one respondents can open */
export const requireLink = async (links: LinkSource, packageId: string, type: MessageLinkType | '') => {
  if (type !== '' && !(await links.hasLink(packageId))) throw new DomainError(MessagingMessages.linkRequired, 400);
};

/**
 * The package's links from the survey read models. `personalPaths` gives a send's personal link paths
 * (`/assessment-responding/<respondent token>`, the survey context's `personalLinksOf`); when the link is not
 * open for answers (paused) a personal (`combined_link`) message carries the package's shared link instead.
 */
export const surveyLinks = (options: {
  pool: Queryable;
  baseUrl: () => string;
  personalPaths?: (packageId: string) => Promise<(participantId: string) => string | null>;
  now?: () => Date;
}): LinkSource => {
  const links = createPackageLinksReader(options.pool);
  const packages = createPackagesReader(options.pool);
  const participation = createParticipationReader(options.pool);
  const now = options.now ?? (() => systemClock.now());
  const open = async (packageId: string, at = now()) => {
    const row = await links.current(packageId);
    if (!row) return null;
    const state = linkStateOf(row, at);
    return state === 'open' || state === 'paused' ? row : null;
  };
  return {
    hasLink: async (packageId, at) => (await open(packageId, at)) !== null,
    async linksOf(packageId, type) {
      const [row, personal] = await Promise.all([
        links.current(packageId),
        type === 'combined_link' && options.personalPaths ? options.personalPaths(packageId) : null,
      ]);
      const base = options.baseUrl();
      const shared = row ? `${base}${LinkPaths.respondentPage(row.link_id)}` : base;
      return (participantId) => {
        const path = personal?.(participantId);
        return path ? `${base}${path}` : shared;
      };
    },
    currentCycle: async (packageId) => (await links.current(packageId))?.cycle_id ?? null,
    async finishedIn(packageId, cycleId) {
      const assessmentIds = await packages.assessmentIdsOf(packageId);
      return new Set((await participation.participationOf(packageId, cycleId, assessmentIds)).finished);
    },
  };
};
