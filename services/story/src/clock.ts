/**
 * The story context's clock: share-link expiry and image-URL expiry are judged against it. Tests move it to see a
 * link expire without waiting days; everything else reads the real time.
 */
export const storyClock = { now: (): Date => new Date() };
