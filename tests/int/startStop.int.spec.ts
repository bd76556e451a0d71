import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { freePort } from '@canopy/platform/db/embeddedPostgres';

const root = path.resolve(import.meta.dirname, '../..');
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

type Started = { exited: Promise<number | null>; output: () => string; pid: number };

/**
 * `npm start` as a terminal runs it: scripts/start.ts leading its own process group, so a signal to the
 * group reaches the embedded PostgreSQL at the same moment as Canopy (what Ctrl+C does).
 */
const start = async (dataDir: string): Promise<Started> => {
  const child = spawn(path.join(root, 'node_modules/.bin/node'), ['scripts/start.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      WEB_DIST: path.join(dataDir, 'no-web'),
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // 'close' (not 'exit'): the output is complete once the streams have closed
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return { exited, output: () => output, pid: child.pid! };
};

const waitFor = async (started: Started, text: string) => {
  const deadline = Date.now() + 90_000;
  while (!started.output().includes(text)) {
    const done = await Promise.race([started.exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 200))]);
    if (done || Date.now() > deadline) throw new Error(`never printed "${text}":\n${started.output()}`);
  }
};

const privateFolder = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'canopy-start-'));
  folders.push(folder);
  expect(statSync(folder).mode & 0o777).toBe(0o700);
  return folder;
};

it.each(['SIGINT', 'SIGTERM'] as const)(
  'starts on a private DATA_DIR (mode 700) and stops on %s to the whole process group without a stack trace',
  async (signal) => {
    const started = await start(privateFolder());
    await waitFor(started, 'Stop with Ctrl+C');
    const before = started.output().length;
    process.kill(-started.pid, signal);
    expect(await started.exited, started.output().slice(before)).toBe(0);
    const after = started
      .output()
      .slice(before)
      .trim()
      .split('\n')
      .filter((line) => line.trim().length > 0);
    expect(after.length, after.join('\n')).toBeLessThanOrEqual(2);
    expect(started.output()).not.toMatch(/\n\s+at /);
    expect(started.output()).not.toMatch(/"level":(50|60)/);
  },
  120_000,
);

it('says in one line what to do when a folder above DATA_DIR is private, and exits 1 without a stack trace', async () => {
  if (process.getuid?.() !== 0) return; // only root runs PostgreSQL as another user
  const outer = privateFolder();
  const started = await start(path.join(outer, 'nested', 'data'));
  expect(await started.exited).toBe(1);
  // the advice goes to stderr and the start-up log line to stdout: their order in the joined output is not fixed
  const lines = started.output().trim().split('\n');
  expect(lines).toContain(
    `The embedded PostgreSQL runs as the OS user postgres, which cannot enter ${outer}: run chmod o+x ${outer}, or set DATA_DIR to a folder outside it.`,
  );
  expect(started.output()).not.toMatch(/\n\s+at /);
  expect(statSync(outer).mode & 0o777).toBe(0o700);
}, 60_000);
