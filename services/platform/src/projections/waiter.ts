import type { GlobalPosition } from '@canopy/contracts';
import type pg from 'pg';
import { comparePositions } from '../eventStore/position.ts';
import { readCheckpoint } from './projectionStore.ts';

/**
 * Read-your-writes: after a command appended at `position`, wait (bounded) until the projections
 * the screen reads next have applied it. Resolves false on timeout; callers answer anyway.
 */
export type ProjectionWaiter = {
  waitFor(position: GlobalPosition, projections: readonly string[] | undefined, timeoutMs: number): Promise<boolean>;
};

export const reached = (checkpoint: GlobalPosition | null, target: GlobalPosition) =>
  checkpoint !== null && comparePositions(checkpoint, target) >= 0;

/** For a gateway whose projections run in another process: polls their checkpoints. */
export const createCheckpointWaiter = (pool: pg.Pool, allProjections: readonly string[], pollMs = 15): ProjectionWaiter => ({
  async waitFor(target, projections, timeoutMs) {
    const names = projections ?? allProjections;
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const checkpoints = await Promise.all(names.map((name) => readCheckpoint(pool, name)));
      if (checkpoints.every((checkpoint) => reached(checkpoint?.position ?? null, target))) return true;
      if (performance.now() >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  },
});
