import { LinkPaths } from '@canopy/contracts/survey/links';
import { resolveJwtSecret } from '@canopy/platform/http/jwtSecret';
import type { Platform } from '@canopy/platform/runtime/platform';
import type { Clock } from '@canopy/platform/time/clock';
import { createPackageLinksReader, linkStateOf } from '@canopy/projections/survey/packageLinks/read';
import { createRespondentTokens } from './tokens.ts';

export type PersonalLink = { token: string; path: string; cycle_id: string };

/**
 * Personal links for e-mails: `personalLinkFor(packageId, participantId)` is the package's open link made personal
 * (a signed token naming the link and the participant), which skips the name pick and the credentials. Null when the
 * package has no open link (none, removed, expired or paused): there is nothing to invite to. The messaging context
 * prefixes `path` with the public address (PUBLIC_URL).
 */
/** `clock`: the services' (`deps.clock`), which expiry is judged against */
export const createPersonalLinks = async (platform: Pick<Platform, 'pool' | 'config'>, clock: Clock) => {
  const tokens = createRespondentTokens(await resolveJwtSecret(platform.config));
  const links = createPackageLinksReader(platform.pool);
  return {
    async personalLinkFor(packageId: string, participantId: string): Promise<PersonalLink | null> {
      const link = await links.current(packageId);
      if (!link || linkStateOf(link, clock.now()) !== 'open') return null;
      const token = tokens.sign(link.link_id, participantId);
      return { token, path: LinkPaths.respondentPage(token), cycle_id: link.cycle_id };
    },
    /** the same for every participant of one send: the package's link read once, each participant's token signed from it */
    async personalLinksOf(packageId: string): Promise<(participantId: string) => PersonalLink | null> {
      const link = await links.current(packageId);
      if (!link || linkStateOf(link, clock.now()) !== 'open') return () => null;
      return (participantId) => {
        const token = tokens.sign(link.link_id, participantId);
        return { token, path: LinkPaths.respondentPage(token), cycle_id: link.cycle_id };
      };
    },
  };
};
