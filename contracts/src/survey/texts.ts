/**
 * A text of the library (a question's body, an assessment's name) as the server's files and figures show it: in
 * English, else in the first language it has. One home for every reader (ADR 0137).
 */
export const bodyOf = (texts: Partial<Record<string, string>>): string => texts.en_US ?? Object.values(texts)[0] ?? '';
