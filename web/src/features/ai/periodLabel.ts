/** a period as the AI pages show it: days, 'to current' while open, and '(forever link)' for an open link's cycle */
export const periodLabel = (start: string, end: string | null, isForever: boolean) =>
  `${start.slice(0, 10)} to ${end ? end.slice(0, 10) : 'current'}${isForever ? ' (forever link)' : ''}`;
