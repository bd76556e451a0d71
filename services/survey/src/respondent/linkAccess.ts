import { LinkMessages } from '@canopy/contracts/survey/links';
import { isPackageLinkId, isRespondentToken, RespondentMessages } from '@canopy/contracts/survey/respondent';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import { createPackageLinksReader, linkStateOf, type LinkRow } from '@canopy/projections/survey/packageLinks/read';
import type pg from 'pg';
import { surveyClock } from '../clock.ts';
import type { RespondentTokens } from './tokens.ts';

export type OpenLink = { link: LinkRow; participantId: string | null };

/**
 * What a public caller's link (a package link id or a personal link / respondent token) opens: an open link, and
 * the participant when a token names one. Unknown and removed links are 404, expired and paused ones 410, each with
 * a `detail` the page shows; nothing tells an unknown link from another workspace's.
 */
export const createLinkAccess = (pool: pg.Pool, tokens: RespondentTokens) => {
  const links = createPackageLinksReader(pool);
  return {
    async open(linkOrToken: string): Promise<OpenLink> {
      let linkId: string;
      let participantId: string | null = null;
      if (isPackageLinkId(linkOrToken)) linkId = linkOrToken;
      else if (isRespondentToken(linkOrToken)) {
        const named = tokens.verify(linkOrToken);
        if (!named) throw httpError(404, RespondentMessages.tokenInvalid);
        linkId = named.linkId;
        participantId = named.participantId;
      } else throw httpError(404, LinkMessages.linkNotFound);
      const link = await links.byLinkId(linkId);
      if (!link) throw httpError(404, LinkMessages.linkNotFound);
      const state = linkStateOf(link, surveyClock.now());
      if (state === 'removed') throw httpError(404, LinkMessages.linkNotFound);
      if (state === 'expired') throw httpError(410, LinkMessages.linkExpired);
      if (state === 'paused') throw httpError(410, LinkMessages.linkPaused);
      return { link, participantId };
    },
  };
};
