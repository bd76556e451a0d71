/** a custom answer-date range as the page holds it: two ISO dates (yyyy-mm-dd), '' while unset */
export type DateRange = [string, string];

/** a custom range can be saved only with both dates set, in order, and neither past today */
export const canSaveRange = ([from, to]: DateRange, today: string): boolean => Boolean(from && to) && from <= to && to <= today;
