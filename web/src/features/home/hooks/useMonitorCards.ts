import type { Package } from '@canopy/contracts/survey/api';
import { useQueries, useQuery } from '@tanstack/react-query';
import { scheduleQuery } from '../../messages/queries';
import { packageLinkQuery, packagesQuery } from '../../packages/queries';
import { monitorCardOf, type MonitorCard } from '../monitor/monitorCard';
import { participationQuery } from '../queries';

/**
 * The monitor card of each package of the workspace, from the calls the package pages make already: the packages,
 * each package's link, the workspace's scheduled messages and its participation per cycle.
 */
export function useMonitorCards(workspaceId: string): {
  packages: Package[];
  cards: Map<string, MonitorCard>;
  isLoading: boolean;
  error: unknown;
} {
  const packages = useQuery(packagesQuery(workspaceId));
  const schedule = useQuery(scheduleQuery(workspaceId));
  const participation = useQuery(participationQuery(workspaceId));
  const links = useQueries({ queries: (packages.data ?? []).map((pkg) => packageLinkQuery(pkg.id)) });
  const now = new Date();
  const messages = (schedule.data ?? []).flatMap((item) => item.delayed_message);
  const cards = new Map(
    (packages.data ?? []).map((pkg, index) => [pkg.id, monitorCardOf(pkg.id, links[index]?.data, participation.data ?? [], messages, now)]),
  );
  return {
    packages: packages.data ?? [],
    cards,
    isLoading: packages.isLoading || participation.isLoading,
    error: packages.error ?? participation.error ?? schedule.error,
  };
}
