export type BackoffOptions = {
  /** the first pause's upper bound; each conflict doubles it */
  baseMs: number;
  /** no pause is drawn from a wider range than this */
  capMs: number;
  /** time, from the first attempt, after which a conflict is final */
  budgetMs: number;
  now?: () => number;
  /** in [0, 1) */
  random?: () => number;
};

/** a conflict between processes is retried for up to 3 s, pausing at most 200 ms between attempts */
export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 5, capMs: 200, budgetMs: 3000 };

export type Backoff = {
  /** the pause before the next attempt, or null once the budget is spent (the conflict then stands) */
  next(): number | null;
};

/**
 * Full jitter: the pause after the nth conflict is drawn uniformly from [0, min(cap, base * 2^(n-1))), so
 * writers of several processes that collided spread out instead of colliding again in step. A pause is
 * never drawn past the budget's end, and none is given once it has passed.
 */
export const createBackoff = (options: BackoffOptions): Backoff => {
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const deadline = now() + options.budgetMs;
  let conflicts = 0;
  return {
    next() {
      const left = deadline - now();
      if (left <= 0) return null;
      conflicts++;
      const range = Math.min(options.capMs, options.baseMs * 2 ** Math.min(conflicts - 1, 30));
      return Math.min(Math.floor(random() * range), left);
    },
  };
};
