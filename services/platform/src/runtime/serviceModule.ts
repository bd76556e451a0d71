import type { EventContract } from '@canopy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Logger } from 'pino';
import type { ProjectionWaiter } from '../projections/waiter.ts';
import type { Jobs } from '../jobs/jobs.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Clock } from '../time/clock.ts';
import type { Platform } from './platform.ts';

/** What a command service needs at run time. */
export type ServiceDeps = {
  platform: Platform;
  waiter: ProjectionWaiter;
  logger: Logger;
  /** the time use cases and routes decide with (a fixed clock in specs) */
  clock: Clock;
  /** the process's background jobs (one pg-boss), started before the modules' start hooks */
  jobs: Jobs;
  mailer?: Mailer;
};

/**
 * One bounded context: the event contracts it writes and the /api/v1 routes it serves
 * (commands through deciders, queries over projection tables). Its read models live in projections/.
 */
export type ServiceModule = {
  /** the context's name: its folder in services/ and its key in contracts' event registry */
  name: string;
  contracts: readonly EventContract[];
  routes?: (deps: ServiceDeps) => FastifyPluginAsync;
  /** background work (schedulers, mail senders) started with the process and stopped before it exits */
  start?: (deps: ServiceDeps) => Promise<() => Promise<void>>;
};

export const defineServiceModule = (module: ServiceModule): ServiceModule => module;
