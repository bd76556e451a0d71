import { Fragment, type ReactNode } from 'react';
import { DEFAULT_TIME_ZONE } from '@canopy/contracts/platform/dates';
import { setWorkspaceTimeZone } from '../../shared/format/dates';
import { useCurrentWorkspace } from './hooks/useCurrentWorkspace';

/**
 * Puts the current workspace's time zone under every date the pages write (ADR 0118): set while rendering, before
 * the page below reads it, and the page remounts when the zone changes so that no memoised date keeps the old day.
 */
export function WorkspaceTimeZone({ children }: { children: ReactNode }) {
  // until the workspaces load, the default zone: a New York workspace's page never remounts
  const zone = useCurrentWorkspace().workspace?.time_zone ?? DEFAULT_TIME_ZONE;
  setWorkspaceTimeZone(zone);
  return <Fragment key={zone}>{children}</Fragment>;
}
