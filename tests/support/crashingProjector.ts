import { createInProcessBus } from '@canopy/platform/bus/inProcessBus';
import { createProjectionRunner } from '@canopy/platform/projections/runner';
import { createTestPlatform, silentLogger, testContext } from './platform.ts';
import { sampleContracts, tickProjection } from './sampleDomain.ts';

// A projector process for the crash test: `append` appends 300 events while projecting them
// slowly (the parent kills it part-way); `project` only projects and reports when caught up.
const [databaseUrl, mode] = process.argv.slice(2);
const platform = await createTestPlatform(sampleContracts, databaseUrl);
const runner = createProjectionRunner({
  pool: platform.pool,
  log: platform.log,
  bus: createInProcessBus(platform.log.store),
  projections: [tickProjection({ slowMs: mode === 'append' ? 15 : 0 })],
  logger: silentLogger,
});
await runner.start();
const say = (message: Record<string, unknown>) => process.stdout.write(`${JSON.stringify(message)}\n`);
if (mode === 'append') {
  for (let append = 0; append < 30; append++) {
    const events = Array.from({ length: 10 }, (_, i) => ({ type: 'Ticked', data: { n: append * 10 + i } }));
    await platform.log.append(`ticks-${append}`, events, { expectedRevision: 'no_stream', context: testContext() });
  }
  say({ appended: 300 });
  await new Promise(() => {}); // keep projecting until killed
} else {
  const head = (await platform.log.store.headPosition())!;
  const caughtUp = await runner.waitFor(head, undefined, 60_000);
  say({ caughtUp });
  await runner.stop();
  await platform.pool.end();
}
