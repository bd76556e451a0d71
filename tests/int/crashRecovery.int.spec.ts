import { spawn } from 'node:child_process';
import path from 'node:path';
import type pg from 'pg';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testPool } from '../support/database.ts';

// A database of each try's own: the child appends 300 events to new streams, which a retry on the failed try's
// database would find taken.
let database: TestDatabase;
let pool: pg.Pool;
beforeEach(async () => {
  database = await createTestDatabase('crash');
  pool = testPool({ connectionString: database.url });
});
afterEach(async () => {
  await pool.end();
  await database.drop();
});

const script = path.resolve(import.meta.dirname, '../support/crashingProjector.ts');

/** Runs the projector child until `until` returns true for one of its output lines, then leaves it to `after`. */
const runChild = (mode: string, until: (line: Record<string, unknown>) => boolean) =>
  new Promise<{ child: ReturnType<typeof spawn>; line: Record<string, unknown> }>((resolve, reject) => {
    const child = spawn(process.execPath, [script, database.url, mode], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr!.on('data', (chunk) => {
      stderr += chunk;
    });
    child.stdout!.on('data', (chunk: Buffer) => {
      for (const text of chunk.toString().split('\n').filter(Boolean)) {
        const line = JSON.parse(text) as Record<string, unknown>;
        if (until(line)) resolve({ child, line });
      }
    });
    child.on('exit', (code) => {
      if (code !== 0 && code !== null) reject(new Error(`child exited ${code}: ${stderr}`));
    });
  });

it('loses nothing and applies nothing twice when the process dies between append and projection', async () => {
  const first = await runChild('append', (line) => line.appended === 300);
  // let some batches commit, then kill mid-batch: no shutdown hook runs
  await new Promise((resolve) => setTimeout(resolve, 400));
  first.child.kill('SIGKILL');
  await new Promise((resolve) => first.child.once('exit', resolve));

  const atCrash = await pool.query<{ applied: number; ticks: string; events: string }>(
    'select applied, (select count(*) from test_ticks.ticks) as ticks, (select count(*) from eventstore.events) as events from test_ticks.tally',
  );
  expect(Number(atCrash.rows[0]!.events)).toBe(300);
  // the crash really fell between append and projection
  expect(atCrash.rows[0]!.applied).toBeLessThan(300);
  expect(Number(atCrash.rows[0]!.ticks)).toBe(atCrash.rows[0]!.applied);

  const second = await runChild('project', (line) => 'caughtUp' in line);
  expect(second.line.caughtUp).toBe(true);
  await new Promise((resolve) => second.child.once('exit', resolve));

  const after = await pool.query<{ applied: number; ticks: string; distinct_n: string }>(
    'select applied, (select count(*) from test_ticks.ticks) as ticks, (select count(distinct n) from test_ticks.ticks) as distinct_n from test_ticks.tally',
  );
  expect(after.rows[0]).toEqual({ applied: 300, ticks: '300', distinct_n: '300' });
});
