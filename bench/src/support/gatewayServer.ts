import { startRuntime } from '@canopy/gateway';
import fastify from 'fastify';
import pino from 'pino';
import { provisionTeam } from '@canopy/identity';
import { benchModule } from './benchModule.ts';
import { FULL_EMAIL, FULL_PASSWORD } from './fullServer.ts';
import { benchRuntimeConfig } from './runtimeConfig.ts';

/**
 * The server side of the gateway bench, in its own process (as `npm start` would run it) so the
 * load generator does not share its event loop. argv[2]: 'canopy' (the real runtime with the bench
 * module), 'full' (the product as shipped, with a team to sign in to), 'demo' (the product on its demo data) or 'bare' (fastify with one DB-free route). Reports `{ url }` over IPC, stops on 'stop'.
 */
type Server = { url: string; stop: () => Promise<void> };

const startCanopy = async (): Promise<Server> => {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!databaseUrl) throw new Error('BENCH_DATABASE_URL is not set');
  const runtime = await startRuntime({
    config: benchRuntimeConfig(databaseUrl),
    logger: pino({ level: 'silent' }),
    modules: [benchModule],
    projections: [],
  });
  return { url: runtime.url, stop: () => runtime.stop() };
};

/** the whole product (every module and projection) with one team whose consultant signs in with BENCH_EMAIL / BENCH_PASSWORD */
const startFull = async (): Promise<Server> => {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!databaseUrl) throw new Error('BENCH_DATABASE_URL is not set');
  const runtime = await startRuntime({ config: benchRuntimeConfig(databaseUrl), logger: pino({ level: 'silent' }) });
  await provisionTeam(runtime.deps, {
    name: 'Bench',
    consultants: [{ email: FULL_EMAIL, password: FULL_PASSWORD, firstName: 'Bench', lastName: 'Mark' }],
  });
  return { url: runtime.url, stop: () => runtime.stop() };
};

/** the product as `npm start` runs it: the demo team, workspaces, library and answers (SEED_DEMO), demo password DEMO_PASSWORD */
const startDemo = async (): Promise<Server> => {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!databaseUrl) throw new Error('BENCH_DATABASE_URL is not set');
  const config = benchRuntimeConfig(databaseUrl, { SEED_DEMO: 'true', DEMO_PASSWORD: FULL_PASSWORD });
  const runtime = await startRuntime({ config, logger: pino({ level: 'silent' }) });
  return { url: runtime.url, stop: () => runtime.stop() };
};

const startBare = async (): Promise<Server> => {
  const app = fastify({ logger: false });
  app.get('/bare', async () => ({ ok: true }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, stop: () => app.close() };
};

const mode = process.argv[2];
const starters: Record<string, () => Promise<Server>> = { canopy: startCanopy, full: startFull, demo: startDemo, bare: startBare };
const server = mode && starters[mode] ? await starters[mode]() : null;
if (!server) throw new Error(`unknown mode ${String(mode)}`);
process.send?.({ url: server.url });
process.on('message', (message) => {
  // the bench samples the server's memory: what the heap reserved, what it uses, and what lives outside it;
  // with --expose-gc also the heap still in use after a full collection (live objects: what a leak would grow)
  if (message === 'memory') {
    const memory = process.memoryUsage();
    const collect = (globalThis as { gc?: () => void }).gc;
    collect?.();
    process.send?.({ memory, liveHeap: collect ? process.memoryUsage().heapUsed : null });
  }
  if (message !== 'stop') return;
  void server.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
