import { rangeLabel } from '@canopy/contracts/platform/dates';
import { formatDay } from '../../shared/format/dates';

/** a period as the AI pages show it: days ('Oct 01 2026'), 'to current' while open, and '(forever link)' for an open link's cycle */
export const periodLabel = (start: string, end: string | null, isForever: boolean) =>
  `${rangeLabel(start, end, formatDay)}${isForever ? ' (forever link)' : ''}`;
