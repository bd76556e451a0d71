/**
 * A per-link budget of public requests in a fixed one-minute window, on top of the gateway's per-address limit:
 * a link shared with 10,000 people is answered by many addresses, and one leaked link must not let anyone
 * hammer the roster behind it. In process memory: each gateway counts its own share.
 */
export const createLinkLimiter = (perMinute: number, clock: () => number = Date.now) => {
  const windows = new Map<string, { started: number; count: number }>();
  return {
    /** true when the link may be served once more in this window */
    take(linkId: string): boolean {
      const now = clock();
      const window = windows.get(linkId);
      if (!window || now - window.started >= 60_000) {
        if (windows.size > 100_000) windows.clear();
        windows.set(linkId, { started: now, count: 1 });
        return true;
      }
      window.count += 1;
      return window.count <= perMinute;
    },
  };
};
