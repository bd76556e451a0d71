/**
 * The one rule of a story link's life (the decider, the story's answer and the shared page ask it): a link lives
 * until the instant it expires, and not at that instant.
 */
export const isLinkLive = (expiresAt: Date | string | null | undefined, now: Date | string): boolean =>
  expiresAt != null && timeOf(expiresAt) > timeOf(now);

const timeOf = (at: Date | string) => (typeof at === 'string' ? Date.parse(at) : at.getTime());
