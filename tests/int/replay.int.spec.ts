import { PassThrough } from 'node:stream';
import { chooseProjections, formatReplayResults, replayProjections } from '@canopy/platform/projections/replay';
import type { Platform } from '@canopy/platform/runtime/platform';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestPlatform, testContext, type TestPlatform } from '../support/platform.ts';
import { peopleProjection, sampleContracts, tickProjection } from '../support/sampleDomain.ts';

let platform: TestPlatform;
// a platform (database, log) of each try's own: a retry's appends to the failed try's tick streams were refused
beforeEach(async () => {
  platform = await createTestPlatform(sampleContracts);
});
afterEach(async () => platform.close());

it('chooses one projection by name, all of them, or explains what exists', () => {
  const projections = [tickProjection(), peopleProjection()];
  expect(chooseProjections(projections, 'test_people')).toEqual([projections[1]]);
  expect(chooseProjections(projections, 'all')).toEqual(projections);
  expect(chooseProjections(projections, 'nope')).toBe('no projection named "nope"; projections: test_ticks, test_people');
  expect(chooseProjections(projections, undefined)).toMatch(/^usage: npm run replay -- \[--parked\] <projection\|all>/);
  expect(chooseProjections([], 'all')).toEqual([]);
});

it('rebuilds every chosen projection with a progress bar and reports events/s', async () => {
  for (let n = 0; n < 120; n++) {
    await platform.log.append(`tick-${n}`, [{ type: 'Ticked', data: { n } }], { expectedRevision: 'no_stream', context: testContext() });
  }
  const output = new PassThrough();
  let drawn = '';
  output.on('data', (chunk) => {
    drawn += chunk;
  });
  const results = await replayProjections({
    platform: { ...platform, store: platform.log.store } as unknown as Platform,
    projections: [tickProjection(), peopleProjection()],
    stream: output,
    batchSize: 25,
  });
  expect(results.map((result) => [result.projection, result.events])).toEqual([
    ['test_ticks', 120],
    ['test_people', 120],
  ]);
  expect(drawn).toContain('test_ticks');
  expect(drawn).toContain('100%');
  const applied = await platform.pool.query('select applied from test_ticks.tally');
  expect(applied.rows[0].applied).toBe(120);

  const table = formatReplayResults(results);
  expect(table.split('\n')[0]).toMatch(/^projection\s+events\s+seconds\s+events\/s$/);
  expect(table).toMatch(/test_ticks\s+120\s+\d+\.\d\d\s+\d+/);
  expect(formatReplayResults([])).toBe('nothing to replay: no projections are registered yet\n');
});
