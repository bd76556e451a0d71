/** the answer types the charts and drivers score (open answers and choices are not on a scale) */
export const SCORED = new Set(['one_to_five', 'one_to_five_reversed', 'one_to_ten']);

/** a question's or assessment's text in English, else in the first language it has */
export const bodyOf = (texts: Partial<Record<string, string>>) => texts.en_US ?? Object.values(texts)[0] ?? '';
