import { rangeLabel } from '@canopy/contracts/platform/dates';
import type { AnsweredCycle } from '@canopy/contracts/analytics/exports';

import { formatDay } from '../../shared/format/dates';

/** a cycle as the selects show it: 'Jan 05 2026 to Feb 04 2026' (days in the workspace's time zone), 'to current' while open, '(forever link)' when it is */
export const cycleLabel = (cycle: Pick<AnsweredCycle, 'from' | 'to' | 'is_forever_package'> & { link?: string }) =>
  `${rangeLabel(cycle.from, cycle.to, formatDay)}${cycle.is_forever_package ? ' (forever link)' : ''}`;

/** a group type as the pages name it: the origin source, or 'Custom groups' for those made by hand */
export const groupTypeLabel = (originSource: string) => (originSource === '' ? 'Custom groups' : originSource);

/** bytes received so far, for the progress line */
export const sizeLabel = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(0)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
