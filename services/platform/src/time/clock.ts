/**
 * The time a context decides with. Use cases and routes read `deps.clock.now()` instead of `new Date()`, so a
 * spec can move time (a link expiring, a schedule coming due) without waiting for it.
 */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** a clock that stands still until moved: for specs */
export type FixedClock = Clock & {
  set(at: Date): void;
  advance(ms: number): void;
};

export const fixedClock = (at: Date | string = new Date()): FixedClock => {
  let current = new Date(at).getTime();
  return {
    now: () => new Date(current),
    set(next) {
      current = next.getTime();
    },
    advance(ms) {
      current += ms;
    },
  };
};
