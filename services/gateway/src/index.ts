export * from './app.ts';
export * from './errors.ts';
export * from './shutdown.ts';
export type { ReadyReport } from './health.ts';
