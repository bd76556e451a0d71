import { LinkMessages, daysUntil, minimumLinkDays } from '@canopy/contracts/survey/links';
import { DomainError, type Decider } from '@canopy/platform/commands/decider';
import { evolvePackageLink, isExpired, type CurrentLink, type PackageLinkEvent, type PackageLinkState } from './link.ts';

// The route has applied the package access rule and read what the rules need from read models: the package's
// `min_number_of_days` and whether it has delayed messages. `now`: ISO time of the request (an injectable clock).

/**
 * Generate a link, or set the end of the current one. `link_id` and `cycle_id` are fresh; they are used only when a
 * new cycle opens (no link, or the current one expired).
 */
export type SetPackageLink = {
  type: 'SetPackageLink';
  data: {
    package_id: string;
    workspace_id: string;
    team_id: string;
    link_id: string;
    cycle_id: string;
    is_forever: boolean;
    expires_at: string | null;
    min_number_of_days: number;
    by: string;
    now: string;
  };
};
export type RemovePackageLink = {
  type: 'RemovePackageLink';
  data: { package_id: string; has_delayed_messages: boolean; by: string; now: string };
};
export type SetPackageLinkPaused = { type: 'SetPackageLinkPaused'; data: { package_id: string; is_paused: boolean; now: string } };
export type PackageLinkCommand = SetPackageLink | RemovePackageLink | SetPackageLinkPaused;

/** the link respondents can still reach: removed and expired links are no link */
const liveLink = (state: PackageLinkState, now: string): CurrentLink | null =>
  state.current && !isExpired(state.current, now) ? state.current : null;

const requireLive = (state: PackageLinkState, now: string): CurrentLink => {
  const link = liveLink(state, now);
  if (!link) throw new DomainError(LinkMessages.noLink, 404);
  return link;
};

export const decidePackageLink = (command: PackageLinkCommand, state: PackageLinkState): PackageLinkEvent[] => {
  switch (command.type) {
    case 'SetPackageLink': {
      const { package_id, is_forever, now } = command.data;
      const expires_at = is_forever ? null : command.data.expires_at;
      if (!is_forever) {
        if (expires_at === null) throw new DomainError(LinkMessages.expirationRequired, 400);
        const minimum = minimumLinkDays(command.data.min_number_of_days);
        if (daysUntil(Date.parse(expires_at), Date.parse(now)) < minimum)
          throw new DomainError(LinkMessages.expirationTooLow(minimum), 400);
      }
      const current = state.current;
      if (current && !isExpired(current, now)) {
        if (current.isForever === is_forever && current.expiresAt === expires_at) return [];
        return [
          {
            type: 'PackageLinkExpiryChanged',
            data: { package_id, link_id: current.linkId, cycle_id: current.cycleId, is_forever, expires_at, changed_at: now },
          },
        ];
      }
      const { workspace_id, team_id, link_id, cycle_id, by } = command.data;
      return [
        {
          type: 'PackageLinkGenerated',
          data: { package_id, workspace_id, team_id, link_id, cycle_id, is_forever, expires_at, created_by: by, created_at: now },
        },
      ];
    }
    case 'RemovePackageLink': {
      const { package_id, has_delayed_messages, by, now } = command.data;
      // an expired link is still the package's link until removed: removing it is how a new cycle is started
      const link = state.current;
      if (!link) throw new DomainError(LinkMessages.noLink, 404);
      if (has_delayed_messages) throw new DomainError(LinkMessages.delayedMessages, 409);
      return [
        { type: 'PackageLinkRemoved', data: { package_id, link_id: link.linkId, cycle_id: link.cycleId, removed_by: by, removed_at: now } },
      ];
    }
    case 'SetPackageLinkPaused': {
      const { package_id, is_paused, now } = command.data;
      const link = requireLive(state, now);
      if (!link.isForever) throw new DomainError(LinkMessages.onlyForeverPaused, 400);
      if (link.isPaused === is_paused) return [];
      const ids = { package_id, link_id: link.linkId, cycle_id: link.cycleId };
      return is_paused
        ? [{ type: 'PackageLinkPaused', data: { ...ids, paused_at: now } }]
        : [{ type: 'PackageLinkActivated', data: { ...ids, activated_at: now } }];
    }
  }
};

export const packageLinkDecider: Decider<PackageLinkCommand, PackageLinkEvent, PackageLinkState> = {
  initialState: () => ({ current: null, cycles: 0 }),
  decide: decidePackageLink,
  evolve: evolvePackageLink,
};
