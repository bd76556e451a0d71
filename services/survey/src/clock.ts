/**
 * The survey context's clock: link expiry and cycles are judged against it. Tests move it to see a link expire
 * without waiting days; everything else reads the real time.
 */
export const surveyClock = { now: (): Date => new Date() };
