import { formatDay } from '../../shared/format/dates';

/** a period as the AI pages show it: days ('Oct 01 2026'), 'to current' while open, and '(forever link)' for an open link's cycle */
export const periodLabel = (start: string, end: string | null, isForever: boolean) =>
  `${formatDay(start)} to ${end ? formatDay(end) : 'current'}${isForever ? ' (forever link)' : ''}`;
