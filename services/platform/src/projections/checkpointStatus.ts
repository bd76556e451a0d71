import type pg from 'pg';
import type { EventStore } from '../eventStore/eventStore.ts';
import type { Projection } from './projection.ts';
import { countParked } from './parked.ts';
import { readCheckpoint } from './projectionStore.ts';
import { LAG_CAP, type ProjectionStatus } from './status.ts';

/** Status of projections run by another process, read from their checkpoint tables. */
export const statusFromCheckpoints = async (
  pool: pg.Pool,
  store: EventStore,
  projections: readonly Projection[],
): Promise<ProjectionStatus[]> =>
  Promise.all(
    projections.map(async (projection) => {
      const checkpoint = await readCheckpoint(pool, projection.name);
      const position = checkpoint?.position ?? null;
      const lag = checkpoint ? (await store.readAll({ after: position, limit: LAG_CAP, dataOf: [] })).length : 0;
      const state: ProjectionStatus['state'] = !checkpoint
        ? 'starting'
        : checkpoint.version !== projection.version
          ? 'rebuilding'
          : lag === 0
            ? 'live'
            : 'catching_up';
      return {
        name: projection.name,
        version: projection.version,
        position,
        lag,
        state,
        lastError: null,
        parked: await countParked(pool, projection.name),
      };
    }),
  );
