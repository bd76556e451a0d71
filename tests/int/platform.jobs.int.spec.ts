import { createJobs, type JobRun, type RunningJobs } from '@canopy/platform/jobs/jobs';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { eventually } from '../support/events.ts';
import { silentLogger } from '../support/platform.ts';

// The process's one pg-boss (`deps.jobs`): queues made or brought to their options, jobs worked with their
// attempt, a singleton key refusing a second job, schedules keyed and previewed in UTC.

// A pg-boss on a database of each try's own: queues keep their workers and singleton keys, so a retry on the failed
// try's would find a second worker on its queue and its keys taken.
let database: TestDatabase;
let jobs: RunningJobs;

beforeEach(async () => {
  database = await createTestDatabase('jobs');
  jobs = await createJobs({ databaseUrl: database.url, logger: silentLogger, graceMs: 1000 });
});
afterEach(async () => {
  await jobs?.stop();
  await database?.drop();
});

describe('jobs', () => {
  it('works a sent job once, with its data, as its first attempt', async () => {
    await jobs.createQueue('echo');
    const runs: JobRun<{ word: string }>[] = [];
    await jobs.work<{ word: string }>('echo', { pollingIntervalSeconds: 1 }, async (job) => {
      runs.push(job);
    });
    const id = await jobs.send('echo', { word: 'hello' });
    await eventually(async () => (await jobs.find('echo', id!))?.state === 'completed', 10_000, 'the job completed');
    expect(runs).toHaveLength(1);
    // a queue made without options retries twice (pg-boss's default)
    expect(runs[0]).toMatchObject({ id, data: { word: 'hello' }, attempt: 1, willRetry: true });
  });

  it('retries a failed attempt as the same job, telling the handler which attempt it is', async () => {
    await jobs.createQueue('flaky', { retryLimit: 1, retryDelay: 1 });
    const attempts: Array<{ id: string; attempt: number; willRetry: boolean }> = [];
    await jobs.work<{ n: number }>('flaky', { pollingIntervalSeconds: 1 }, async ({ id, attempt, willRetry }) => {
      attempts.push({ id, attempt, willRetry });
      if (attempt === 1) throw new Error('first attempt fails');
    });
    const id = await jobs.send('flaky', { n: 1 });
    await eventually(async () => (await jobs.find('flaky', id!))?.state === 'completed', 20_000, 'the retried job completed');
    expect(attempts).toEqual([
      { id, attempt: 1, willRetry: true },
      { id, attempt: 2, willRetry: false },
    ]);
  });

  it('brings an existing queue to new options, and an exclusive queue takes one job per singleton key', async () => {
    await jobs.createQueue('one-at-a-time', { policy: 'exclusive', expireInSeconds: 60 });
    await jobs.createQueue('one-at-a-time', { policy: 'exclusive', expireInSeconds: 30 });
    const first = await jobs.send('one-at-a-time', { n: 1 }, { singletonKey: 'a' });
    expect(first).toEqual(expect.any(String));
    expect(await jobs.send('one-at-a-time', { n: 2 }, { singletonKey: 'a' })).toBeNull();
    expect(await jobs.send('one-at-a-time', { n: 3 }, { singletonKey: 'b' })).toEqual(expect.any(String));
    expect((await jobs.find('one-at-a-time', first!))?.expireInSeconds).toBe(30);
  });

  it('keeps one schedule per key and previews its next run in UTC', async () => {
    await jobs.createQueue('nightly');
    await jobs.schedule('nightly', '0 3 * * *', { n: 1 }, { key: 'k' });
    await jobs.schedule('nightly', '0 4 * * *', { n: 2 }, { key: 'k' });
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query("select key, cron from pgboss.schedule where name = 'nightly'");
    await client.end();
    expect(rows).toEqual([{ key: 'k', cron: '0 4 * * *' }]);
    expect(jobs.nextRun('0 3 * * *', new Date('2026-03-07T12:00:00Z')).toISOString()).toBe('2026-03-08T03:00:00.000Z');
  });
});
