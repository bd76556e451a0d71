import type { LinkType } from '@canopy/contracts/messaging/api';

/**
 * What a send needs of a package's links and answers: the link each participant gets, the package's current
 * cycle and who has already finished the package in it. The survey context owns links and cycles; until its
 * readers are wired in, the package's shared respondent path stands in for both links and there is one cycle.
 */
export type LinkSource = {
  /** whether the package has a link to send at all */
  hasLink(packageId: string): Promise<boolean>;
  linkFor(packageId: string, participantId: string, type: LinkType): Promise<string>;
  currentCycle(packageId: string): Promise<string>;
  finishedIn(packageId: string, cycleId: string): Promise<ReadonlySet<string>>;
};

export const packageRespondentLinks = (publicUrl: string): LinkSource => ({
  hasLink: async () => true,
  linkFor: async (packageId, participantId, type) =>
    type === 'public_link'
      ? `${publicUrl.replace(/\/+$/, '')}/assessment-responding/${encodeURIComponent(packageId)}`
      : `${publicUrl.replace(/\/+$/, '')}/assessment-responding/${encodeURIComponent(packageId)}?participant=${encodeURIComponent(participantId)}`,
  currentCycle: async (packageId) => `${packageId}-1`,
  finishedIn: async () => new Set(),
});
