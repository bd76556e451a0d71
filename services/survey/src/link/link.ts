import type { EventOf } from '@canopy/contracts';
import type {
  PackageLinkActivated,
  PackageLinkExpiryChanged,
  PackageLinkGenerated,
  PackageLinkPaused,
  PackageLinkRemoved,
} from '@canopy/contracts/survey/linkEvents';

// A package's link and its cycles (docs/decisions/0035-link-cycles.md). Stream: `package-link-<package id>`.
// The state is the current link only: earlier cycles matter to read models, never to a rule.

export type PackageLinkEvent =
  | EventOf<typeof PackageLinkGenerated>
  | EventOf<typeof PackageLinkPaused>
  | EventOf<typeof PackageLinkActivated>
  | EventOf<typeof PackageLinkRemoved>
  | EventOf<typeof PackageLinkExpiryChanged>;

export type CurrentLink = {
  linkId: string;
  cycleId: string;
  isForever: boolean;
  expiresAt: string | null;
  isPaused: boolean;
  createdAt: string;
};
export type PackageLinkState = { current: CurrentLink | null; cycles: number };

export { packageLinkStream as packageLinkStreamId } from '@canopy/contracts/survey/linkEvents';

/** a dated link is over once its end has passed; the cycle closes then without an event */
export const isExpired = (link: Pick<CurrentLink, 'isForever' | 'expiresAt'>, now: string): boolean =>
  !link.isForever && link.expiresAt !== null && Date.parse(link.expiresAt) <= Date.parse(now);

const withCurrent = (state: PackageLinkState, change: (link: CurrentLink) => CurrentLink): PackageLinkState =>
  state.current ? { ...state, current: change(state.current) } : state;

export const evolvePackageLink = (state: PackageLinkState, event: PackageLinkEvent): PackageLinkState => {
  switch (event.type) {
    case 'PackageLinkGenerated': {
      const { link_id, cycle_id, is_forever, expires_at, created_at } = event.data;
      return {
        cycles: state.cycles + 1,
        current: {
          linkId: link_id,
          cycleId: cycle_id,
          isForever: is_forever,
          expiresAt: expires_at,
          isPaused: false,
          createdAt: created_at,
        },
      };
    }
    case 'PackageLinkPaused':
      return withCurrent(state, (link) => ({ ...link, isPaused: true }));
    case 'PackageLinkActivated':
      return withCurrent(state, (link) => ({ ...link, isPaused: false }));
    case 'PackageLinkExpiryChanged':
      // a paused link made dated is no longer pausable: it is open again, as the card then offers no Activate
      return withCurrent(state, (link) => ({
        ...link,
        isForever: event.data.is_forever,
        expiresAt: event.data.expires_at,
        isPaused: event.data.is_forever && link.isPaused,
      }));
    case 'PackageLinkRemoved':
      return { ...state, current: null };
  }
};
