import type { GlobalPosition, RecordedEvent } from '@canopy/contracts';
import type pg from 'pg';
import { comparePositions } from '../eventStore/position.ts';
import { readCheckpoint } from './projectionStore.ts';

/**
 * Read-your-writes: after a command appended at `position`, wait (bounded) until the projections
 * the screen reads next have applied it. Resolves false on timeout; callers answer anyway.
 */
export type ProjectionWaiter = {
  waitFor(position: GlobalPosition, projections: readonly string[] | undefined, timeoutMs: number): Promise<boolean>;
  /**
   * Called after each batch a projection of this process has committed, with its events (those of types it does not
   * handle may have empty data): what a reader keeping rows in memory drops them by. Absent when the projections run
   * in another process; such a reader then keeps rows only briefly. Answers the function that stops the calls.
   */
  onApplied?(listener: (projection: string, events: readonly RecordedEvent[]) => void): () => void;
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
