import { DomainError, type Decider } from '@canopy/platform/commands/decider';
import { handleCommand } from '@canopy/platform/commands/handleCommand';
import { WrongExpectedRevisionError } from '@canopy/platform/eventStore/eventStore';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { uniqueStream } from '../support/events.ts';
import { createTestPlatform, testContext, type TestPlatform } from '../support/platform.ts';
import { sampleContracts } from '../support/sampleDomain.ts';

type Tick = { type: 'Tick'; data: { n: number } };
type Ticked = { type: 'Ticked'; data: { n: number } };
/** refuses a tick that is not the next number: a rule that only holds with optimistic concurrency */
const counter: Decider<Tick, Ticked, { last: number }> = {
  initialState: () => ({ last: 0 }),
  decide: (command, state) => {
    if (command.data.n !== state.last + 1) throw new DomainError(`expected ${state.last + 1}`, 409);
    return [{ type: 'Ticked', data: { n: command.data.n } }];
  },
  evolve: (_state, event) => ({ last: event.data.n }),
};

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform(sampleContracts);
});
afterAll(async () => platform.close());

it('loads, decides and appends with the revision it read', async () => {
  const streamId = uniqueStream('counter');
  const first = await handleCommand({
    log: platform.log,
    decider: counter,
    streamId,
    command: { type: 'Tick', data: { n: 1 } },
    context: testContext(),
  });
  expect(first.appended?.nextExpectedRevision).toBe(0);
  const second = await handleCommand({
    log: platform.log,
    decider: counter,
    streamId,
    command: { type: 'Tick', data: { n: 2 } },
    context: testContext(),
  });
  expect(second.state).toEqual({ last: 2 });
  await expect(
    handleCommand({ log: platform.log, decider: counter, streamId, command: { type: 'Tick', data: { n: 2 } }, context: testContext() }),
  ).rejects.toThrow('expected 3');
  const events = await platform.log.store.readStream(streamId);
  expect(events.map((event) => [event.data.n, event.metadata.actor, event.metadata.teamId])).toEqual([
    [1, 'consultant-1', 'team-a'],
    [2, 'consultant-1', 'team-a'],
  ]);
});

it('retries on a concurrent write and decides again on fresh state', async () => {
  const streamId = uniqueStream('race');
  // twelve writers race for the next numbers: each retry sees the others' ticks
  const results = await Promise.allSettled(
    Array.from({ length: 4 }, (_, i) =>
      handleCommand({
        log: platform.log,
        decider: { ...counter, decide: (_c: Tick, s: { last: number }) => [{ type: 'Ticked' as const, data: { n: s.last + 1 } }] },
        streamId,
        command: { type: 'Tick', data: { n: i } },
        context: testContext(),
        attempts: 10,
      }),
    ),
  );
  expect(results.every((result) => result.status === 'fulfilled')).toBe(true);
  const events = await platform.log.store.readStream(streamId);
  expect(events.map((event) => event.data.n)).toEqual([1, 2, 3, 4]);
});

it('gives up after the bounded attempts with the conflict', async () => {
  const streamId = uniqueStream('contended');
  let interfering = 0;
  const decider = {
    ...counter,
    decide: (_command: Tick, state: { last: number }) => {
      // another writer slips in between every read and append
      void platform.log.append(streamId, [{ type: 'Ticked', data: { n: 1000 + interfering++ } }], {
        expectedRevision: 'any',
        context: testContext(),
      });
      return [{ type: 'Ticked' as const, data: { n: state.last + 1 } }];
    },
  };
  const slowAppendLog = {
    ...platform.log,
    append: async (...args: Parameters<typeof platform.log.append>) => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      return platform.log.append(...args);
    },
  };
  await expect(
    handleCommand({
      log: slowAppendLog,
      decider,
      streamId,
      command: { type: 'Tick', data: { n: 1 } },
      context: testContext(),
      attempts: 3,
    }),
  ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
  expect(interfering).toBe(3);
});

it('queues the commands of one stream in the process: those waiting together are decided in turn and stored with their own metadata', async () => {
  const streamId = uniqueStream('queued');
  const next = { ...counter, decide: (_c: Tick, s: { last: number }) => [{ type: 'Ticked' as const, data: { n: s.last + 1 } }] };
  let appends = 0;
  const countingLog = {
    ...platform.log,
    append: (...args: Parameters<typeof platform.log.append>) => {
      appends++;
      return platform.log.append(...args);
    },
    appendParts: (...args: Parameters<typeof platform.log.appendParts>) => {
      appends++;
      return platform.log.appendParts(...args);
    },
  };
  // one attempt each: without the queue all but one would conflict
  const results = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      handleCommand({
        log: countingLog,
        decider: next,
        streamId,
        command: { type: 'Tick', data: { n: 0 } },
        context: testContext({ actor: `writer-${i}` }),
        attempts: 1,
      }),
    ),
  );
  const events = await platform.log.store.readStream(streamId);
  expect(events.map((event) => event.data.n)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  expect(events.map((event) => event.metadata.actor)).toEqual(Array.from({ length: 20 }, (_, i) => `writer-${i}`));
  expect(results.map((result) => result.appended?.nextExpectedRevision)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  expect(results.map((result) => result.state.last)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  expect(appends).toBeLessThan(20);
});

it('fails only the command a batch refused', async () => {
  const streamId = uniqueStream('refused');
  const results = await Promise.allSettled(
    [1, 5, 2].map((n) =>
      handleCommand({
        log: platform.log,
        decider: counter,
        streamId,
        command: { type: 'Tick', data: { n } },
        context: testContext(),
        attempts: 1,
      }),
    ),
  );
  expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  expect((await platform.log.store.readStream(streamId)).map((event) => event.data.n)).toEqual([1, 2]);
});
