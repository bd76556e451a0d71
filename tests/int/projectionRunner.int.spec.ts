import { createInProcessBus } from '@canopy/platform/bus/inProcessBus';
import { applyBatch, prepareSchema, readCheckpoint } from '@canopy/platform/projections/projectionStore';
import { defineProjection } from '@canopy/platform/projections/projection';
import { createProjectionRunner } from '@canopy/platform/projections/runner';
import { rebuildProjection } from '@canopy/platform/projections/rebuild';
import { replayParked } from '@canopy/platform/projections/replayParked';
import { statusFromCheckpoints } from '@canopy/platform/projections/checkpointStatus';
import { createCheckpointWaiter } from '@canopy/platform/projections/waiter';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventually } from '../support/events.ts';
import { createTestPlatform, silentLogger, testContext, type TestPlatform } from '../support/platform.ts';
import { peopleProjection, sampleContracts, serializationFailure, tickProjection } from '../support/sampleDomain.ts';

let platform: TestPlatform;
beforeEach(async () => {
  platform = await createTestPlatform(sampleContracts);
});
afterEach(async () => platform.close());

const tick = (n: number) =>
  platform.log.append(`tick-${n}`, [{ type: 'Ticked', data: { n } }], { expectedRevision: 'no_stream', context: testContext() });
const tally = async (schema = 'test_ticks') => {
  const rows = await platform.pool.query<{ applied: number; ticks: string }>(
    `select applied, (select count(*) from ${schema}.ticks) as ticks from ${schema}.tally`,
  );
  return { applied: rows.rows[0]!.applied, ticks: Number(rows.rows[0]!.ticks) };
};

describe('applying a batch', () => {
  it('commits rows and checkpoint together: a failure mid-batch leaves neither', async () => {
    const projection = tickProjection({ failOnce: { n: 2 } });
    await prepareSchema(platform.pool, projection.name, projection);
    for (let n = 1; n <= 3; n++) await tick(n);
    const events = await platform.log.store.readAll({ after: null, limit: 10 });

    await expect(applyBatch({ pool: platform.pool, log: platform.log, projection, schema: projection.name, events })).rejects.toThrow(
      'mid-batch',
    );
    expect(await tally()).toEqual({ applied: 0, ticks: 0 });
    expect((await readCheckpoint(platform.pool, projection.name))?.position).toBeNull();

    const reached = await applyBatch({ pool: platform.pool, log: platform.log, projection, schema: projection.name, events });
    expect(reached).toEqual(events[2]!.position);
    expect(await tally()).toEqual({ applied: 3, ticks: 3 });
  });

  it('changes nothing when the same events arrive again', async () => {
    const projection = tickProjection();
    await prepareSchema(platform.pool, projection.name, projection);
    for (let n = 1; n <= 4; n++) await tick(n);
    const events = await platform.log.store.readAll({ after: null, limit: 10 });
    await applyBatch({ pool: platform.pool, log: platform.log, projection, schema: projection.name, events: events.slice(0, 3) });
    await applyBatch({ pool: platform.pool, log: platform.log, projection, schema: projection.name, events });
    await applyBatch({ pool: platform.pool, log: platform.log, projection, schema: projection.name, events });
    expect(await tally()).toEqual({ applied: 4, ticks: 4 });
  });
});

describe('the live runner', () => {
  it('follows the log and lets a command wait until its change can be read', async () => {
    const runner = createProjectionRunner({
      pool: platform.pool,
      log: platform.log,
      bus: createInProcessBus(platform.log.store),
      projections: [tickProjection(), peopleProjection()],
      logger: silentLogger,
    });
    await runner.start();
    try {
      const { position } = await tick(1);
      expect(await runner.waitFor(position, ['test_ticks'], 5000)).toBe(true);
      // read-your-writes: right after waitFor the row is there
      expect(await tally()).toEqual({ applied: 1, ticks: 1 });
      // a projection that handles none of the events still reaches the position
      expect(await runner.waitFor(position, ['test_people'], 5000)).toBe(true);
      // the same through the checkpoint tables, as a gateway in another process would wait
      const remote = createCheckpointWaiter(platform.pool, ['test_ticks', 'test_people']);
      expect(await remote.waitFor(position, undefined, 5000)).toBe(true);

      const statuses = await runner.status();
      expect(statuses.map((status) => [status.name, status.lag, status.state])).toEqual([
        ['test_ticks', 0, 'live'],
        ['test_people', 0, 'live'],
      ]);
    } finally {
      await runner.stop();
    }
  });

  it('answers false when a position is not reached in time', async () => {
    const runner = createProjectionRunner({
      pool: platform.pool,
      log: platform.log,
      bus: createInProcessBus(platform.log.store),
      projections: [tickProjection()],
      logger: silentLogger,
    });
    const { position } = await tick(1);
    const started = Date.now();
    expect(await runner.waitFor(position, ['test_ticks'], 150)).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('reports a failing projection and recovers when the failure passes', async () => {
    const runner = createProjectionRunner({
      pool: platform.pool,
      log: platform.log,
      bus: createInProcessBus(platform.log.store),
      projections: [tickProjection({ failOnce: { n: 1 } })],
      logger: silentLogger,
    });
    await runner.start();
    try {
      const { position } = await tick(1);
      await eventually(async () => (await runner.status())[0]!.state === 'failed', 5000, 'failed state');
      expect((await runner.status())[0]!.lastError).toBe('projection failed mid-batch');
      expect(await runner.waitFor(position, undefined, 5000)).toBe(true);
      expect(await tally()).toEqual({ applied: 1, ticks: 1 });
    } finally {
      await runner.stop();
    }
  });
});

describe('an event a projection cannot apply', () => {
  const parkedRows = async (schema = 'test_ticks') =>
    (
      await platform.pool.query<{ projection: string; stream_id: string; type: string; error: string; tx: string; seq: string }>(
        `select projection, stream_id, type, error, tx::text, seq::text from ${schema}._parked order by seq`,
      )
    ).rows;

  it("is parked in the batch's own transaction, the events around it applied and the checkpoint moved", async () => {
    const projection = tickProjection({ poison: { n: 2, active: true } });
    await prepareSchema(platform.pool, projection.name, projection);
    for (let n = 1; n <= 4; n++) await tick(n);
    const events = await platform.log.store.readAll({ after: null, limit: 10 });
    const told: string[] = [];

    const onParked = (parked: Array<{ streamId: string }>) => told.push(...parked.map((one) => one.streamId));
    const reached = await applyBatch({ pool: platform.pool, log: platform.log, projection, schema: projection.name, events, onParked });
    expect(reached).toEqual(events[3]!.position);
    expect((await readCheckpoint(platform.pool, projection.name))?.position).toEqual(events[3]!.position);
    // the three good ticks are applied once each (one by one after the batch failed), tick 2 not at all
    expect((await platform.pool.query<{ n: number }>('select n from test_ticks.ticks order by n')).rows.map((row) => row.n)).toEqual([
      1, 3, 4,
    ]);
    expect(await tally()).toEqual({ applied: 3, ticks: 3 });
    expect(await parkedRows()).toEqual([
      { projection: 'test_ticks', stream_id: 'tick-2', type: 'Ticked', error: '22012: division by zero', ...events[1]!.position },
    ]);
    expect(told).toEqual(['tick-2']);
  });

  it('does not stop the runner or the other projections, shows in the status, and applies once the projection is fixed', async () => {
    const poison = { n: 2, active: true };
    const projection = tickProjection({ poison });
    const other = tickProjection({ name: 'test_other_ticks' });
    const bus = createInProcessBus(platform.log.store);
    const runner = createProjectionRunner({
      pool: platform.pool,
      log: platform.log,
      bus,
      projections: [projection, other],
      logger: silentLogger,
    });
    await runner.start();
    try {
      await tick(1);
      await tick(2);
      const { position } = await tick(3);
      expect(await runner.waitFor(position, undefined, 5000)).toBe(true);
      expect(await tally()).toEqual({ applied: 2, ticks: 2 });
      expect(await tally('test_other_ticks')).toEqual({ applied: 3, ticks: 3 });
      const statuses = await runner.status();
      expect(statuses.map((status) => [status.name, status.state, status.parked, status.lag])).toEqual([
        ['test_ticks', 'live', 1, 0],
        ['test_other_ticks', 'live', 0, 0],
      ]);
      // a gateway without a runner reads the same counts from the schemas
      const remote = await statusFromCheckpoints(platform.pool, platform.log.store, [projection, other]);
      expect(remote.map((status) => [status.name, status.parked])).toEqual([
        ['test_ticks', 1],
        ['test_other_ticks', 0],
      ]);

      // still broken: the replay keeps it parked and says why
      const stillBroken = await replayParked({ pool: platform.pool, log: platform.log, projection });
      expect(stillBroken).toMatchObject({ projection: 'test_ticks', applied: 0, stillParked: 1 });
      expect(stillBroken.errors[0]).toContain('division by zero');

      poison.active = false;
      const fixed = await replayParked({ pool: platform.pool, log: platform.log, projection });
      expect(fixed).toEqual({ projection: 'test_ticks', applied: 1, stillParked: 0, errors: [] });
      expect(await tally()).toEqual({ applied: 3, ticks: 3 });
      expect(await parkedRows()).toEqual([]);
      expect((await runner.status())[0]!.parked).toBe(0);

      // and the runner carries on after the replay
      const { position: later } = await tick(4);
      expect(await runner.waitFor(later, undefined, 5000)).toBe(true);
      expect(await tally()).toEqual({ applied: 4, ticks: 4 });
    } finally {
      await runner.stop();
    }
  });

  it('is not parked when a transient error comes instead: the whole batch rolls back to be retried', async () => {
    // the batch fails with a data error, then the one-by-one pass meets a serialization failure
    let calls = 0;
    const projection = defineProjection({
      ...tickProjection(),
      async apply(client, events) {
        calls++;
        for (const event of events) await client.query('insert into ticks (n) values ($1)', [event.data.n]);
        if (calls === 1) await client.query('select 1 / 0');
        if (calls === 2) throw serializationFailure('could not serialize access');
      },
    });
    await prepareSchema(platform.pool, projection.name, projection);
    for (let n = 1; n <= 2; n++) await tick(n);
    const events = await platform.log.store.readAll({ after: null, limit: 10 });
    await expect(applyBatch({ pool: platform.pool, log: platform.log, projection, schema: projection.name, events })).rejects.toThrow(
      'could not serialize',
    );
    expect(await tally()).toEqual({ applied: 0, ticks: 0 });
    expect(await parkedRows()).toEqual([]);
    expect((await readCheckpoint(platform.pool, projection.name))?.position).toBeNull();
  });

  it('is parked by a rebuild too, in the new schema that is swapped in', async () => {
    for (let n = 1; n <= 5; n++) await tick(n);
    const projection = tickProjection({ poison: { n: 4, active: true } });
    await rebuildProjection({ pool: platform.pool, store: platform.log.store, log: platform.log, projection, batchSize: 2 });
    expect(await tally()).toEqual({ applied: 4, ticks: 4 });
    expect((await parkedRows()).map((row) => row.stream_id)).toEqual(['tick-4']);
  });
});

describe('blue/green rebuild', () => {
  it('keeps the old tables answering until the new ones have caught up, then swaps', async () => {
    const projection = tickProjection();
    const runner = createProjectionRunner({
      pool: platform.pool,
      log: platform.log,
      bus: createInProcessBus(platform.log.store),
      projections: [projection],
      logger: silentLogger,
    });
    await runner.start();
    for (let n = 1; n <= 50; n++) await tick(n);
    await runner.waitFor((await platform.log.store.headPosition())!, undefined, 5000);
    // damage the live table so the rebuild's result is visibly different
    await platform.pool.query('delete from test_ticks.ticks where n > 10');

    const seenDuringRebuild: number[] = [];
    const result = await rebuildProjection({
      pool: platform.pool,
      store: platform.log.store,
      log: platform.log,
      projection,
      batchSize: 7,
      onProgress: () => {
        void platform.pool
          .query<{ c: string }>('select count(*) as c from test_ticks.ticks')
          .then((rows) => seenDuringRebuild.push(Number(rows.rows[0]!.c)));
      },
    });
    expect(result.events).toBe(50);
    expect(result.eventsPerSecond).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seenDuringRebuild.slice(0, -1).every((count) => count === 10)).toBe(true);
    expect(await tally()).toEqual({ applied: 50, ticks: 50 });
    const schemas = await platform.pool.query(`select nspname from pg_namespace where nspname like 'test_ticks%' order by 1`);
    expect(schemas.rows.map((row) => row.nspname)).toEqual(['test_ticks']);

    // the live runner carries on in the new schema, applying nothing twice
    const { position } = await tick(51);
    expect(await runner.waitFor(position, undefined, 5000)).toBe(true);
    expect(await tally()).toEqual({ applied: 51, ticks: 51 });
    await runner.stop();
  });

  it('rebuilds on start when the projection version changed', async () => {
    await platform.log.append(
      'person-1',
      [{ type: 'PersonRegistered', data: { personId: 'person-1', email: 'a@x.io', fullName: 'A', job: 'dev' } }],
      { expectedRevision: 'no_stream', context: testContext() },
    );
    const first = createProjectionRunner({
      pool: platform.pool,
      log: platform.log,
      bus: createInProcessBus(platform.log.store),
      projections: [peopleProjection(1)],
      logger: silentLogger,
    });
    await first.start();
    await first.waitFor((await platform.log.store.headPosition())!, undefined, 5000);
    await first.stop();
    await platform.pool.query('truncate test_people.people');

    const second = createProjectionRunner({
      pool: platform.pool,
      log: platform.log,
      bus: createInProcessBus(platform.log.store),
      projections: [peopleProjection(2)],
      logger: silentLogger,
    });
    await second.start();
    await second.stop();
    expect((await platform.pool.query('select person_id from test_people.people')).rows).toEqual([{ person_id: 'person-1' }]);
    expect((await readCheckpoint(platform.pool, 'test_people'))?.version).toBe(2);
  });
});
