import { EventEmitter } from 'node:events';
import type { GlobalPosition } from '@canopy/contracts';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { EventBus } from '../bus/eventBus.ts';
import type { EventLog } from '../commands/eventLog.ts';
import type { Subscription } from '../eventStore/eventStore.ts';
import type { Projection } from './projection.ts';
import { countParked } from './parked.ts';
import { applyBatch, prepareSchema, readCheckpoint } from './projectionStore.ts';
import { rebuildProjection } from './rebuild.ts';
import { isDatabaseShuttingDown, isStopping } from '../runtime/stopping.ts';
import { LAG_CAP, type ProjectionStatus } from './status.ts';
import { reached, type ProjectionWaiter } from './waiter.ts';

export type ProjectionRunner = ProjectionWaiter & {
  start(): Promise<void>;
  stop(): Promise<void>;
  status(): Promise<ProjectionStatus[]>;
};

/**
 * Runs every projection live: each follows the bus from its own checkpoint and applies batches
 * transactionally (see applyBatch). A projection whose version changed is first rebuilt blue/green.
 * An event a projection cannot apply is parked and the projection goes on (ADR 0020); a transient
 * failure marks it failed and the bus retries the batch.
 */
export const createProjectionRunner = (options: {
  pool: pg.Pool;
  log: EventLog;
  bus: EventBus;
  projections: readonly Projection[];
  logger: Logger;
}): ProjectionRunner => {
  const { pool, log, bus, projections, logger } = options;
  const progress = new EventEmitter();
  progress.setMaxListeners(0);
  const positions = new Map<string, GlobalPosition | null>();
  const states = new Map<string, ProjectionStatus['state']>();
  const errors = new Map<string, string | null>();
  const subscriptions: Subscription[] = [];

  const startOne = async (projection: Projection) => {
    states.set(projection.name, 'starting');
    const existing = await readCheckpoint(pool, projection.name);
    if (existing && existing.version !== projection.version) {
      states.set(projection.name, 'rebuilding');
      logger.info(
        { projection: projection.name, from: existing.version, to: projection.version },
        'projection version changed: rebuilding',
      );
      const result = await rebuildProjection({ pool, store: log.store, log, projection });
      logger.info(result, 'projection rebuilt');
    }
    await prepareSchema(pool, projection.name, projection);
    const checkpoint = await readCheckpoint(pool, projection.name);
    positions.set(projection.name, checkpoint?.position ?? null);
    states.set(projection.name, 'catching_up');
    subscriptions.push(
      bus.subscribe({
        consumer: projection.name,
        after: checkpoint?.position ?? null,
        dataOf: projection.handles,
        onBatch: async (events) => {
          const reachedPosition = await applyBatch({
            pool,
            log,
            projection,
            schema: projection.name,
            events,
            onParked: (parked) => {
              for (const event of parked)
                logger.error({ projection: projection.name, parked: event }, 'projection parked an event it cannot apply; going on');
            },
          });
          positions.set(projection.name, reachedPosition);
          if (states.get(projection.name) !== 'live') states.set(projection.name, 'catching_up');
          errors.set(projection.name, null);
          progress.emit('applied', projection.name, events);
          progress.emit('progress');
        },
        onError: (error) => {
          states.set(projection.name, 'failed');
          errors.set(projection.name, (error as Error).message);
          // PostgreSQL going away (Ctrl+C stops it with Canopy) is told once by the pool, not per projection
          if (isStopping() || isDatabaseShuttingDown(error))
            logger.debug({ err: error, projection: projection.name }, 'projection batch abandoned');
          else logger.error({ err: error, projection: projection.name }, 'projection batch failed; retrying');
        },
      }),
    );
  };

  const waitFor: ProjectionWaiter['waitFor'] = (target, names, timeoutMs) => {
    const wanted = names ?? projections.map((projection) => projection.name);
    const done = () => wanted.every((name) => reached(positions.get(name) ?? null, target));
    if (done()) return Promise.resolve(true);
    return new Promise((resolve) => {
      const check = () => {
        if (!done()) return;
        clearTimeout(timer);
        progress.off('progress', check);
        resolve(true);
      };
      const timer = setTimeout(() => {
        progress.off('progress', check);
        resolve(false);
      }, timeoutMs);
      progress.on('progress', check);
    });
  };

  return {
    async start() {
      for (const projection of projections) await startOne(projection);
    },
    async stop() {
      await Promise.all(subscriptions.splice(0).map((subscription) => subscription.stop()));
    },
    waitFor,
    onApplied(listener) {
      progress.on('applied', listener);
      return () => progress.off('applied', listener);
    },
    async status() {
      return Promise.all(
        projections.map(async (projection) => {
          const at = positions.get(projection.name) ?? null;
          const behind = await log.store.readAll({ after: at, limit: LAG_CAP, dataOf: [] });
          const state = states.get(projection.name) ?? 'starting';
          const live = state === 'catching_up' && behind.length === 0 ? 'live' : state;
          if (live === 'live') states.set(projection.name, 'live');
          return {
            name: projection.name,
            version: projection.version,
            position: at,
            lag: behind.length,
            state: live,
            lastError: errors.get(projection.name) ?? null,
            parked: await countParked(pool, projection.name),
          } satisfies ProjectionStatus;
        }),
      );
    },
  };
};
