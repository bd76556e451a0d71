import { LinkMessages } from '@canopy/contracts/survey/links';
import type { Clock } from '@canopy/platform/time/clock';
import { isPackageLinkId, isRespondentToken, RespondentMessages } from '@canopy/contracts/survey/respondent';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import { createPackageLinksReader, linkStateOf, type LinkRow } from '@canopy/projections/survey/packageLinks/read';
import type pg from 'pg';
import type { RespondentTokens } from './tokens.ts';

/** how long a link row read from the read model is reused (docs/decisions/0037-public-respondent-api.md) */
export const LINK_CACHE_MS = 1_000;
const LINK_CACHE_ENTRIES = 10_000;
/** one per process: this process's link commands empty it once applied (commands.ts), so their changes show at once */
const cached = new Map<string, { row: LinkRow; until: number }>();
export const forgetCachedLinks = () => cached.clear();

export type OpenLink = { link: LinkRow; participantId: string | null };

/**
 * What a public caller's link (a package link id or a personal link / respondent token) opens: an open link, and
 * the participant when a token names one. Unknown and removed links are 404, expired and paused ones 410, each with
 * a `detail` the page shows; nothing tells an unknown link from another workspace's.
 */
export const createLinkAccess = (pool: pg.Pool, tokens: RespondentTokens, clock: Clock, cacheMs = LINK_CACHE_MS) => {
  const links = createPackageLinksReader(pool);
  // every respondent request starts here, and a link row changes rarely: it is kept `cacheMs` (a pause or a removal
  // made through another process takes effect within that; expiry is checked against the clock on every request).
  const linkRow = async (linkId: string): Promise<LinkRow | null> => {
    const now = performance.now(); // a cache entry's age, on the monotonic clock (expiry uses `clock`)
    const hit = cached.get(linkId);
    if (hit && hit.until > now) return hit.row;
    const row = await links.byLinkId(linkId);
    if (cached.size >= LINK_CACHE_ENTRIES) cached.clear();
    if (row) cached.set(linkId, { row, until: now + cacheMs });
    else cached.delete(linkId);
    return row;
  };
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
      const link = cacheMs > 0 ? await linkRow(linkId) : await links.byLinkId(linkId);
      if (!link) throw httpError(404, LinkMessages.linkNotFound);
      const state = linkStateOf(link, clock.now());
      if (state === 'removed') throw httpError(404, LinkMessages.linkNotFound);
      if (state === 'expired') throw httpError(410, LinkMessages.linkExpired);
      if (state === 'paused') throw httpError(410, LinkMessages.linkPaused);
      return { link, participantId };
    },
  };
};
